import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_BATCHES, DNA_MARKERS } from '@yaoshi/contracts';
import { DENSITIES } from './density';

const SRC = resolve(__dirname, '../..');
const NAMESPACES = ['catalogue', 'matter', 'product', 'sample', 'report'];
const load = (lang: string, ns: string) =>
  JSON.parse(readFileSync(join(SRC, 'locales', lang, `${ns}.json`), 'utf8')) as Record<string, string>;
const all = (lang: string) =>
  Object.assign(
    {},
    ...readdirSync(join(SRC, 'locales', lang)).map((f) => load(lang, f.replace(/\.json$/, ''))),
  ) as Record<string, string>;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [p] : [];
  });
}

describe('catalogue locale files', () => {
  it('have the same keys in both languages, each prefixed by its namespace', () => {
    for (const ns of NAMESPACES) {
      const zh = load('zh-CN', ns);
      const en = load('en-US', ns);
      expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(zh)) expect(key.startsWith(`${ns}.`)).toBe(true);
      for (const v of Object.values(en)) expect(v).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('cover every literal key the catalogue pages use', () => {
    const dirs = ['components/record-kit', 'features/matters', 'features/products', 'features/samples'].map((d) =>
      join(SRC, d),
    );
    const keys = new Set<string>();
    for (const file of dirs.flatMap(sources)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.]+)'/g)) keys.add(m[1]!);
    }
    expect(keys.size).toBeGreaterThan(100);
    for (const lang of ['zh-CN', 'en-US']) {
      const dict = all(lang);
      // A counted text is found by i18next under its plural forms (`_one`, `_other`).
      const missing = [...keys].filter((k) => !(k in dict) && !(`${k}_other` in dict));
      expect(missing, lang).toEqual([]);
    }
  });

  it('cover the keys built at run time', () => {
    const dynamic = [
      ...DENSITIES.map((d) => `catalogue.density.${d}`),
      ...['online', 'offline'].map((s) => `catalogue.status.${s}`),
      ...['pass', 'fail'].map((v) => `catalogue.verdict.${v}`),
      ...CATALOGUE_BATCHES.map((b) => `matter.batch.${b}`),
      ...['national', 'regional'].map((l) => `catalogue.regulation.level.${l}`),
      ...['csv', 'xlsx'].map((f) => `catalogue.export.${f}`),
      ...['matter', 'product'].flatMap((k) => ['parent', 'create', 'edit'].map((x) => `sample.${k}.${x}`)),
      ...[
        'dna.accessionInvalid',
        'dna.sequenceInvalid',
        'file.urlInvalid',
        'list.sortInvalid',
        'product.barcodeCheckDigit',
        'product.barcodeFormat',
        'record.numFormat',
        'region.invalid',
        'sample.telInvalid',
        'text.controlChars',
        'text.singleLine',
        'text.notPrintable',
        'text.httpUrl',
        'file.uploadOnly',
      ].map((k) => `catalogue.error.${k}`),
    ];
    expect(DNA_MARKERS.length).toBeGreaterThan(0);
    for (const lang of ['zh-CN', 'en-US']) {
      const dict = all(lang);
      expect(
        dynamic.filter((k) => !(k in dict)),
        lang,
      ).toEqual([]);
    }
  });
});
