import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '../src/db/seed/demo/prng';
import { mutate } from '../src/modules/dna/dna-demo';
import { reverseComplementText } from '../src/modules/dna/nucleotides';
import { createTestApp, describeEngines, type TestApp } from './helper';

type Barcode = { id: number; matter_id: number; species: string; marker: string; sequence: string };

describeEngines('DNA identification', (engine) => {
  let t: TestApp;
  let lycium: Barcode;
  let zingiber: Barcode;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      seed: ['demo accounts', 'catalogue', 'demo catalogue', 'demo DNA library'],
      config: { dna: { minIdentity: 97, minCoverage: 90, queriesPer10Min: 150 } },
    });
    const of = async (q: string, marker: string) => {
      const m = (await t.call('GET', `/api/matters?q=${encodeURIComponent(q)}`)).data.list[0];
      const list = (await t.call('GET', `/api/dna/barcodes?matter_id=${m.id}&marker=${marker}`, { as: 'user' })).data
        .list;
      return list[0] as Barcode;
    };
    lycium = await of('枸杞子', 'matK');
    zingiber = await of('生姜', 'ITS2');
  });
  afterAll(() => t.close());

  const identify = async (query: string, extra: Record<string, unknown> = {}, as = 'user') =>
    t.call('POST', '/api/dna/identify', { as, payload: { query, ...extra }, lang: 'en-us' });

  describe('calls through the API (worker thread)', () => {
    it('0 %, 1 %, 3 %, 10 % mutations, indels, reverse complement and a chimera in one FASTA', async () => {
      const rng = mulberry32(42);
      const fasta = [
        ['exact', lycium.sequence],
        ['one', mutate(lycium.sequence, 0.01, rng)],
        ['three', mutate(lycium.sequence, 0.03, rng)],
        ['ten', mutate(lycium.sequence, 0.1, rng)],
        ['indels', mutate(lycium.sequence, 0, rng, 0.005)],
        ['minus', reverseComplementText(zingiber.sequence)],
        ['chimera', zingiber.sequence.slice(0, 110) + lycium.sequence.slice(0, 120)],
      ]
        .map(([name, s]) => `>${name} demo query\n${s!.match(/.{1,60}/g)!.join('\n')}`)
        .join('\n');
      const res = await identify(fasta);
      expect(res.envelope.code).toBe(1);
      const by = Object.fromEntries(res.data.results.map((r: { name: string }) => [r.name, r]));
      expect(res.data.thresholds).toEqual({ min_identity: 97, min_coverage: 90 });
      expect(res.data.library_size).toBeGreaterThan(1000);
      expect(by.exact.call).toMatchObject({
        level: 'species',
        species: 'Lycium barbarum',
        identity: 100,
        coverage: 100,
      });
      expect(by.exact.call.matter_id).toBe(lycium.matter_id);
      expect(by.exact.hits.length).toBeLessThanOrEqual(5);
      expect(by.exact.hits[0]).toMatchObject({ marker: 'matK', strand: '+', align_length: lycium.sequence.length });
      expect(by.exact.alignment.match).toBe('|'.repeat(lycium.sequence.length));
      expect(by.one.call).toMatchObject({ level: 'species', species: 'Lycium barbarum' });
      expect(by.three.hits[0].species).toBe('Lycium barbarum');
      expect(['species', 'no_match']).toContain(by.three.call.level);
      expect(by.ten.call.level).toBe('no_match');
      expect(by.ten.hits[0].species).toBe('Lycium barbarum');
      expect(by.indels.call).toMatchObject({ level: 'species', species: 'Lycium barbarum' });
      expect(by.minus.call).toMatchObject({ level: 'species', species: 'Zingiber officinale' });
      expect(by.minus.hits[0].strand).toBe('-');
      expect(by.chimera.call.level).toBe('no_match');
    });

    it('thresholds are settable per request within bounds', async () => {
      const q = mutate(lycium.sequence, 0.05, mulberry32(5));
      expect((await identify(q)).data.results[0].call.level).toBe('no_match');
      const loose = await identify(q, { min_identity: 94, min_coverage: 80 });
      expect(loose.data.results[0].call).toMatchObject({ level: 'species', species: 'Lycium barbarum' });
      const bad = await identify(q, { min_identity: 79, min_coverage: 101 });
      expect(bad.envelope.code).toBe(40000);
      expect(bad.data.map((e: { field: string }) => e.field).sort()).toEqual(['min_coverage', 'min_identity']);
    });

    it('names FASTA errors of the query', async () => {
      const cases: [string, RegExp][] = [
        ['ACGTNNXX'.repeat(10), /record 1, line 1 contains "X"/],
        [`>a\n${'ACGT'.repeat(5)}`, /shorter than 30 bp/],
        [`>a\n>b\n${'ACGT'.repeat(20)}`, /record 1 \(line 1\) has no sequence/],
        [Array.from({ length: 101 }, (_, i) => `>q${i}\n${'ACGT'.repeat(10)}`).join('\n'), /at most 100 sequences/],
      ];
      for (const [query, message] of cases) {
        const res = await identify(query);
        expect(res.envelope.code).toBe(40000);
        expect(res.data[0]).toMatchObject({ field: 'query' });
        expect(res.data[0].message).toMatch(message);
      }
      const zh = await t.call('POST', '/api/dna/identify', { as: 'user', payload: { query: 'ACGU*' }, lang: 'zh-cn' });
      expect(zh.data[0].message).toMatch(/非 IUPAC 字符“\*”/);
    });
  });

  describe('samples', () => {
    let sampleId: number;
    beforeAll(async () => {
      sampleId = (await t.call('GET', '/api/matter-samples?pageSize=1', { as: 'user' })).data.list[0].id;
    });

    it('a researcher sets a sequence, identifies, and the call is stored with matter, identity and time', async () => {
      const put = await t.call('PUT', `/api/dna/samples/${sampleId}/sequence`, {
        as: 'user',
        payload: { sequence: mutate(lycium.sequence, 0.005, mulberry32(8)) },
      });
      expect(put.envelope.code).toBe(1);
      expect(put.data.call).toBeNull();
      const res = await t.call('POST', `/api/dna/samples/${sampleId}/identify`, { as: 'user', payload: {} });
      expect(res.envelope.code).toBe(1);
      expect(res.data.sample.call).toMatchObject({ level: 'species', matter_id: lycium.matter_id, by: 'user' });
      expect(res.data.sample.call.identity).toBeGreaterThan(99);
      expect(res.data.sample.call.at).toBeGreaterThan(1_700_000_000);
      const read = await t.call('GET', `/api/dna/samples/${sampleId}`, { as: 'admin' });
      expect(read.data.call.matter_id).toBe(lycium.matter_id);
      const log = await t.call('GET', `/api/operation/log?kind=matter-sample&record_id=${sampleId}`, { as: 'admin' });
      expect(
        log.data.list.some((l: { summary: string }) => /DNA identification: species Lycium barbarum/.test(l.summary)),
      ).toBe(true);
      // A new sequence drops the call that belonged to the old one.
      const again = await t.call('PUT', `/api/dna/samples/${sampleId}/sequence`, {
        as: 'admin',
        payload: { sequence: zingiber.sequence },
      });
      expect(again.data.call).toBeNull();
    });

    it('refuses to identify a sample without a sequence, and visitors entirely', async () => {
      await t.call('PUT', `/api/dna/samples/${sampleId}/sequence`, { as: 'user', payload: { sequence: '' } });
      const res = await t.call('POST', `/api/dna/samples/${sampleId}/identify`, {
        as: 'user',
        payload: {},
        lang: 'en-us',
      });
      expect(res.envelope.code).toBe(40000);
      expect(res.envelope.msg).toMatch(/no DNA sequence/);
      expect((await t.call('GET', `/api/dna/samples/${sampleId}`)).envelope.code).toBe(50008);
      expect((await t.call('POST', `/api/dna/samples/${sampleId}/identify`, { payload: {} })).envelope.code).toBe(
        50008,
      );
      expect((await t.call('GET', '/api/dna/samples/999999', { as: 'user' })).envelope.code).toBe(40400);
      const bad = await t.call('PUT', `/api/dna/samples/${sampleId}/sequence`, {
        as: 'user',
        payload: { sequence: 'ACGT' },
        lang: 'en-us',
      });
      expect(bad.envelope.code).toBe(40000);
      expect(bad.data[0]).toMatchObject({ field: 'sequence' });
    });
  });

  describe('throttle', () => {
    it('refuses a user beyond the per-10-minute query quota with 42900', async () => {
      const fasta = Array.from({ length: 100 }, (_, i) => `>q${i}\n${zingiber.sequence}`).join('\n');
      let last = 0;
      for (let i = 0; i < 3 && last !== 42900; i++) last = (await identify(fasta, {}, 'admin')).envelope.code;
      expect(last).toBe(42900);
      // Another user is not affected.
      expect((await identify(zingiber.sequence, {}, 'user')).envelope.code).toBe(1);
    });
  });
});
