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
