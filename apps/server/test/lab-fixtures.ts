import { SIGNED_MOVES } from '@yaoshi/contracts';
import type { Engine } from '../src/db/database';
import { createTestApp, type TestApp } from './helper';

/** Two curators besides the demo ones: the self-verification ban needs two admins. */
export const LAB_ADMINS = ['lab_admin_a', 'lab_admin_b'] as const;
export const LAB_PASSWORD = 'Start123';

/**
 * A laboratory test's app: the demo accounts, the catalogue and `seed`, the two curators signed
 * in, and the id of 枸杞子 (the matter the lab tests sample).
 */
export async function createLabApp(engine: Engine, seed: string[]): Promise<{ t: TestApp; gouqi: number }> {
  const t = await createTestApp(engine, { seed });
  for (const username of LAB_ADMINS) {
    await t.app.services.users.create({ username, password: LAB_PASSWORD, roles: ['admin'] });
    await t.login(username, LAB_PASSWORD);
  }
  const gouqi = (await t.call('GET', `/api/matters?q=${encodeURIComponent('枸杞子')}`)).data.list[0].id as number;
  return { t, gouqi };
}

/**
 * The signature a verify or publish move carries, undefined for other moves: the
 * demo accounts' password is their name, every other test account's is LAB_PASSWORD.
 */
export function signatureFor(to: string, as: string) {
  const meaning = SIGNED_MOVES[to as keyof typeof SIGNED_MOVES];
  if (!meaning) return undefined;
  const demo = ['admin', 'user', 'notNeedLogin'].includes(as);
  return { password: demo ? as : LAB_PASSWORD, meaning, self_verification_reason: '' };
}
