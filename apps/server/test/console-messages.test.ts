import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../src/lib/i18n';
import { MESSAGES } from '../src/lib/messages';
import { CONSOLE_MESSAGES } from '../src/modules/console.messages';
import '../src/modules/texts';

const contracts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/contracts/src/console');

describe('console texts', () => {
  it('no other domain overrides a console text', () => {
    for (const [key, value] of Object.entries(CONSOLE_MESSAGES))
      expect(MESSAGES[key as keyof typeof MESSAGES], key).toBe(value);
  });

  it('every message key the console contracts use has zh and en texts on the server', () => {
    const keys = new Set<string>();
    for (const file of fs.readdirSync(contracts)) {
      const src = fs.readFileSync(path.join(contracts, file), 'utf8');
      for (const m of src.matchAll(
        /'((?:stepForm|groupForm|userSetting|password|project|team|certification|validation)\.[\w.]+)'/g,
      ))
        keys.add(m[1]!);
    }
    expect(keys.size).toBeGreaterThan(20);
    const missing = [...keys].filter((k) => !isMessageKey(k));
    expect(missing).toEqual([]);
  });
});
