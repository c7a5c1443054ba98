import type { Kysely } from 'kysely';
import type { DB } from '../../../db/database';
import { notFound, validationError } from '../../../lib/errors';
import { type Lang, t } from '../../../lib/i18n';
import { verifyPassword } from '../../../lib/passwords';
import { nowSeconds } from '../../../lib/time';
import { loginThrottleOn } from '../../auth/login-throttle';
import { lifecycleRepository } from '../lifecycle/lifecycle.repository';

/**
 * The password part of an electronic signature, shared by every signed act (verify, publish,
 * a field collection): the signer types their password again; failures are throttled per
 * account like sign-in, a success clears them. Answers the signer's display name; a wrong
 * password is a validation error on `signature.password`, said beside the field.
 */
export async function checkSignerPassword(
  db: Kysely<DB>,
  signer: { userId: number; ip?: string },
  password: string,
  lang: Lang,
): Promise<{ name: string }> {
  const user = await lifecycleRepository(db).signer(signer.userId);
  if (!user) throw notFound();
  const throttle = loginThrottleOn(db);
  await throttle.admitPasswordCheck(user.username, signer.ip ?? '', nowSeconds());
  if (!(await verifyPassword(password, user.password_hash)))
    throw validationError('signature.wrongPassword', [
      { field: 'signature.password', message: t(lang, 'signature.wrongPassword') },
    ]);
  await throttle.passwordCheckPassed(user.username);
  return { name: user.name || user.username };
}
