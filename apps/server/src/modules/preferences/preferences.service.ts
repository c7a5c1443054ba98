import {
  PREFERENCE_KINDS,
  PREFERENCE_MAX_BYTES,
  PREFERENCE_MAX_KEYS,
  type Preference,
  type PreferenceKind,
} from '@yaoshi/contracts';
import { tooLarge, validationError } from '../../lib/errors';
import { nowSeconds } from '../../lib/time';
import { invalidField } from '../records/service-kit';
import type { PreferencesRepository } from './preferences.repository';

const kindOf = (key: string) => key.slice(0, key.indexOf('.')) as PreferenceKind;

/** A user's own small settings (a list's columns, …): read, saved (checked, size-limited), reset. */
export function preferencesService(repo: PreferencesRepository) {
  return {
    async get(userId: number, key: string): Promise<Preference> {
      const row = await repo.get(userId, key);
      if (!row) return { key, value: null, updated_at: null };
      return { key, value: JSON.parse(row.value) as unknown, updated_at: Number(row.updated_at) };
    },

    async put(userId: number, key: string, value: unknown): Promise<Preference> {
      const schema = PREFERENCE_KINDS[kindOf(key)];
      if (!schema)
        throw invalidField('key', 'preference.keyUnknown', { kinds: Object.keys(PREFERENCE_KINDS).join(', ') });
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const path = ['value', ...issue.path.map(String)].join('.');
        throw invalidField(path, 'preference.valueInvalid', { kind: kindOf(key) });
      }
      const json = JSON.stringify(parsed.data);
      if (Buffer.byteLength(json) > PREFERENCE_MAX_BYTES) throw tooLarge(`${PREFERENCE_MAX_BYTES / 1024} KB`);
      // A new key counts against the per-user cap; overwriting one never fails for it.
      if (!(await repo.get(userId, key)) && (await repo.count(userId)) >= PREFERENCE_MAX_KEYS) {
        throw validationError('preference.tooMany', null, { max: PREFERENCE_MAX_KEYS });
      }
      const now = nowSeconds();
      await repo.put(userId, key, json, now);
      return { key, value: parsed.data, updated_at: now };
    },

    /** Back to the defaults. */
    async reset(userId: number, key: string): Promise<Preference> {
      await repo.remove(userId, key);
      return { key, value: null, updated_at: null };
    },
  };
}
export type PreferencesService = ReturnType<typeof preferencesService>;
