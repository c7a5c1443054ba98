import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBarcodes } from '../src/modules/dna/dna-demo';
import { createTestApp, describeEngines, type TestApp } from './helper';

const seq = (n: number, seed = 1) => {
  let s = '';
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    s += 'ACGT'[(x >> 16) % 4];
  }
  return s;
};

describeEngines('DNA library', (engine) => {
  let t: TestApp;
  let gouqi: { id: number; material_num: string };
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'demo catalogue', 'demo DNA library'] });
    const m = (await t.call('GET', `/api/matters?q=${encodeURIComponent('枸杞子')}`)).data.list[0];
    gouqi = { id: m.id, material_num: m.material_num };
  });
  afterAll(() => t.close());

  describe('demo library (seed step)', () => {
    it('is generated, marked demo, with realistic lengths per marker', async () => {
      const sum = (await t.call('GET', '/api/dna/summary', { as: 'user' })).data;
      expect(sum.total).toBeGreaterThan(1000);
      expect(sum.demo).toBe(sum.total);
      expect(sum.by_marker.map((m: { marker: string }) => m.marker)).toEqual(['ITS2', 'psbA-trnH', 'rbcL', 'matK']);
      const page = (await t.call('GET', `/api/dna/barcodes?matter_id=${gouqi.id}&pageSize=100`, { as: 'user' })).data;
      expect(page.list.length).toBe(12); // 1 species × 4 markers × 3 variants
      const len = (marker: string) =>
        page.list.filter((b: { marker: string }) => b.marker === marker).map((b: { length: number }) => b.length);
      for (const l of len('ITS2')) expect(l >= 200 && l <= 250).toBe(true);
      for (const l of len('psbA-trnH')) expect(l >= 300 && l <= 500).toBe(true);
      for (const l of len('rbcL')) expect(Math.abs(l - 550)).toBeLessThanOrEqual(10);
      for (const l of len('matK')) expect(Math.abs(l - 800)).toBeLessThanOrEqual(25);
      expect(
        page.list.every(
          (b: { is_demo: boolean; species: string; source: string }) =>
            b.is_demo && b.species === 'Lycium barbarum' && /^demo-[123]$/.test(b.source),
        ),
      ).toBe(true);
      // Variants of one species differ by under 1 %.
      const its2 = page.list
        .filter((b: { marker: string }) => b.marker === 'ITS2')
        .map((b: { sequence: string }) => b.sequence);
      const diff = [...its2[0]].filter((c: string, i: number) => c !== its2[1][i]).length;
      expect(diff / its2[0].length).toBeLessThan(0.01);
    });

    it('never feeds the matter’s material_dna: generated sequences are not reference', async () => {
      const m = (await t.call('GET', `/api/matters/${gouqi.id}`)).data;
      expect(m.material_dna).toBeNull();
      const row = (await t.call('GET', `/api/matters?q=${encodeURIComponent('枸杞子')}`)).data.list[0];
      expect(row.dna_code).toBeNull();
    });

    it('is deterministic: the stored sequences are what the seeded generator gives', async () => {
      const m = (await t.call('GET', `/api/matters/${gouqi.id}`)).data;
      const expected = demoBarcodes([{ id: gouqi.id, latin_name: m.latin_name, family: m.family }]);
      const stored = (await t.call('GET', `/api/dna/barcodes?matter_id=${gouqi.id}&pageSize=100`, { as: 'user' })).data
        .list;
      const key = (b: { marker: string; source: string; sequence: string }) => `${b.marker}/${b.source}/${b.sequence}`;
      expect(stored.map(key).sort()).toEqual(expected.map(key).sort());
    });
  });

  describe('roles', () => {
    it('visitors read nothing; users read; only admins write', async () => {
      expect((await t.call('GET', '/api/dna/barcodes')).envelope.code).toBe(50008);
      expect((await t.call('POST', '/api/dna/identify', { payload: { query: seq(100) } })).envelope.code).toBe(50008);
      expect((await t.call('GET', '/api/dna/barcodes', { as: 'user' })).envelope.code).toBe(1);
      const body = { matter_id: gouqi.id, species: 'Lycium barbarum', marker: 'ITS2', sequence: seq(220) };
      expect((await t.call('POST', '/api/dna/barcodes', { as: 'user', payload: body })).envelope.code).toBe(40300);
      expect(
        (await t.call('POST', '/api/dna/barcodes/import', { as: 'user', payload: { fasta: '>x' } })).envelope.code,
      ).toBe(40300);
      expect((await t.call('PUT', '/api/dna/barcodes/1', { as: 'user', payload: {} })).envelope.code).toBe(40300);
      expect((await t.call('DELETE', '/api/dna/barcodes/1', { as: 'user' })).envelope.code).toBe(40300);
    });
  });

  describe('editing (admins)', () => {
    it('creates, updates and deletes, keeps material_dna in step and writes the operation log', async () => {
      const m = (await t.call('GET', `/api/matters?q=${encodeURIComponent('丁香')}`)).data.list[0];
      const created = await t.call('POST', '/api/dna/barcodes', {
        as: 'admin',
        payload: {
          matter_id: m.id,
          species: 'Syzygium aromaticum',
          marker: 'ITS2',
          sequence: `acgu ${seq(218, 7)}\n`,
          source: 'MN123456.1',
        },
      });
      expect(created.envelope.code).toBe(1);
      expect(created.data).toMatchObject({ is_demo: false, length: 222, source: 'MN123456.1' });
      expect(created.data.sequence.startsWith('ACGT')).toBe(true);
      const upd = await t.call('PUT', `/api/dna/barcodes/${created.data.id}`, {
        as: 'admin',
        payload: { species: 'Eugenia caryophyllata' },
      });
      expect(upd.data.species).toBe('Eugenia caryophyllata');
      const log = await t.call('GET', `/api/operation/log?kind=dna&record_id=${created.data.id}`, { as: 'admin' });
      expect(log.data.list.map((l: { action: string }) => l.action).sort()).toEqual(['create', 'update']);
      expect((await t.call('DELETE', `/api/dna/barcodes/${created.data.id}`, { as: 'admin' })).envelope.code).toBe(1);
      expect((await t.call('GET', `/api/dna/barcodes/${created.data.id}`, { as: 'user' })).envelope.code).toBe(40400);
    });

    it('names the bad field in both languages', async () => {
      const bad = { matter_id: gouqi.id, species: 'lycium', marker: 'COI', sequence: 'ACGTX' };
      const zh = await t.call('POST', '/api/dna/barcodes', { as: 'admin', payload: bad, lang: 'zh-cn' });
      expect(zh.envelope.code).toBe(40000);
      const fields = [...new Set(zh.data.map((e: { field: string }) => e.field))].sort();
      expect(fields).toEqual(['marker', 'sequence', 'species']);
      const en = await t.call('POST', '/api/dna/barcodes', { as: 'admin', payload: bad, lang: 'en-us' });
      expect(en.data.find((e: { field: string }) => e.field === 'species').message).toMatch(/Latin species name/);
      expect(zh.data.find((e: { field: string }) => e.field === 'species').message).toMatch(/拉丁学名/);
    });
  });

  describe('FASTA import', () => {
    it('imports all records, skips identical ones, and syncs the matters', async () => {
      const fasta = [
        `>${gouqi.material_num}|rbcL|Lycium chinense|OQ123456.1`,
        seq(550, 3)
          .match(/.{1,70}/g)!
          .join('\n'),
        `>${gouqi.material_num}|ITS2|Lycium chinense`,
        seq(230, 4),
      ].join('\n');
      const first = await t.call('POST', '/api/dna/barcodes/import', { as: 'admin', payload: { fasta } });
      expect(first.data).toEqual({ imported: 2, duplicates: 0, matters: 1 });
      const again = await t.call('POST', '/api/dna/barcodes/import', { as: 'admin', payload: { fasta } });
      expect(again.data).toEqual({ imported: 0, duplicates: 2, matters: 1 });
      const list = (await t.call('GET', `/api/dna/barcodes?matter_id=${gouqi.id}&marker=rbcL`, { as: 'user' })).data
        .list;
      expect(
        list.some(
          (b: { species: string; source: string; is_demo: boolean }) =>
            b.species === 'Lycium chinense' && b.source === 'OQ123456.1' && !b.is_demo,
        ),
      ).toBe(true);
      // material_dna prefers a real ITS2 over the demo ones.
      expect((await t.call('GET', `/api/matters/${gouqi.id}`)).data.material_dna.sequence).toBe(seq(230, 4));
    });

    it.each([
      ['', 'fasta', /.*/],
      [`ACGT\n>x|ITS2|A b\n${seq(60)}`, 'dna.fasta.noHeader', /line 1 has no header/],
      [`>YS-0001|ITS2|Lycium barbarum\n`, 'dna.fasta.emptySequence', /record 1 \(line 1\) has no sequence/],
      [`>YS-0001|ITS2|Lycium barbarum\n${seq(60)}\nACGT-ACGT`, 'dna.fasta.badCharacter', /line 3 contains "-"/],
      [`>YS-0001|ITS2|Lycium barbarum\n${seq(20)}`, 'dna.fasta.tooShort', /shorter than 50 bp/],
      [`>YS-0001|ITS2\n${seq(60)}`, 'dna.header.fields', /matter number\|marker\|species\|source/],
      [
        `>YS-0001|COI|Lycium barbarum\n${seq(60)}`,
        'dna.header.marker',
        /marker "COI"; use one of ITS2, psbA-trnH, rbcL, matK/,
      ],
      [`>YS-0001|ITS2|lycium\n${seq(60)}`, 'dna.header.species', /"lycium" is not a Latin species name/],
      [`>YS-9999|ITS2|Lycium barbarum\n${seq(60)}`, 'dna.header.matter', /names matter YS-9999, which does not exist/],
    ])('refuses %j with a named error and writes nothing', async (fasta, _key, message) => {
      const before = (await t.call('GET', '/api/dna/summary', { as: 'user' })).data.total;
      const res = await t.call('POST', '/api/dna/barcodes/import', { as: 'admin', payload: { fasta }, lang: 'en-us' });
      expect(res.envelope.code).toBe(40000);
      expect(res.data[0].field).toBe('fasta');
      expect(res.data[0].message).toMatch(message);
      expect((await t.call('GET', '/api/dna/summary', { as: 'user' })).data.total).toBe(before);
    });

    it('refuses a record of another matter when importing on a matter page', async () => {
      const fasta = `>${gouqi.material_num}|ITS2|Lycium barbarum\n${seq(200, 9)}`;
      const res = await t.call('POST', '/api/dna/barcodes/import', {
        as: 'admin',
        payload: { fasta, matter_id: gouqi.id + 1 },
        lang: 'zh-cn',
      });
      expect(res.envelope.code).toBe(40000);
      expect(res.data[0].message).toMatch(/属于另一物质/);
    });
  });
});
