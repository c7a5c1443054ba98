import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MESSAGES, registerMessages } from '../src/lib/messages';
import { t } from '../src/lib/i18n';
import '../src/modules/texts';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

describe('message catalogues register themselves', () => {
  it('modules/texts loads every *.messages.ts: loading the rest adds no key', async () => {
    const before = Object.keys(MESSAGES).length;
    const catalogues = fs
      .readdirSync(src, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.messages.ts'));
    expect(catalogues.length).toBeGreaterThan(10);
    for (const file of catalogues) await import(pathToFileURL(path.join(src, file)).href);
    expect(Object.keys(MESSAGES).length).toBe(before);
    // A module's text, known to lib/i18n without lib importing the module.
    expect(t('en-US', 'dna.fasta.empty', { field: 'FASTA' })).toBe('FASTA: there is no sequence');
  });

  it('refuses a key registered again with other texts, whatever the order of loading', () => {
    const key = 'test.catalogue.once';
    registerMessages({ [key]: { zh: '一', en: 'one' } });
    expect(() => registerMessages({ [key]: { zh: '一', en: 'one' } })).not.toThrow();
    expect(() => registerMessages({ [key]: { zh: '二', en: 'two' } })).toThrow(/registered twice/);
    expect(t('en-US', key)).toBe('one');
  });
});
