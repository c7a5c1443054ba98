import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standardItemKey } from '@yaoshi/contracts';
import { createTestApp, describeEngines, type TestApp } from './helper';

interface Std {
  id: number;
  scope: string;
  matter_id: number | null;
  product_type: string | null;
  item: string;
  method: string;
  unit: string;
  lower: number | null;
  upper: number | null;
  decimals: number;
  source: string;
  source_kind: string;
  note: string;
  /** '' the crude drug (药材), else the processed form the limit applies to (山药片). */
  form: string;
  seeded: boolean;
}

describeEngines('standards: limits per matter and product type', (engine) => {
  let t: TestApp;
  let shanyao: number;
  let gouqi: number;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'standards'] });
    const find = async (q: string) =>
      (await t.call('GET', `/api/matters?q=${encodeURIComponent(q)}`)).data.list[0].id as number;
    shanyao = await find('山药');
    gouqi = await find('枸杞子');
  });
  afterAll(() => t.close());

  const all = async (query = '') =>
    (await t.call('GET', `/api/standards?pageSize=500${query}`, { as: 'user' })).data as { list: Std[]; total: number };

  const body = (over: Record<string, unknown> = {}) => ({
    scope: 'product_type',
    product_type: 'substitute-tea',
    item: '铅 (Pb)',
    category: 'heavy-metal',
    method: 'GB 5009.12-2017',
    unit: 'mg/kg',
    upper: 5,
    decimals: 1,
    source: '测试来源（非真实限量）',
    source_kind: 'other',
    ...over,
  });

  describe('seed', () => {
    it('loads the monograph limits of the catalogue, each with its source, and nothing else', async () => {
      const { list, total } = await all();
      expect(total).toBeGreaterThan(100);
      expect(list.every((s) => s.seeded && s.scope === 'matter' && s.source.startsWith('中华人民共和国药典'))).toBe(
        true,
      );
      // No product-type (GB 2762) limit is seeded: none was checked here.
      expect((await all('&scope=product_type')).total).toBe(0);
      // Heavy metals only where the monograph states them (8 matters in the data), Pb ≤ 5 mg/kg.
      const lead = list.filter((s) => standardItemKey(s.item) === '铅');
      expect(lead).toHaveLength(8);
      expect(lead.every((s) => s.upper === 5 && s.lower === null && s.unit === 'mg/kg')).toBe(true);
      expect(lead[0]!.method).toBe('ChP 2020 通则 2321');

      const sy = (await all(`&matter_id=${shanyao}`)).list;
      expect(sy.find((s) => s.item === '水分')).toMatchObject({
        upper: 16,
        decimals: 1,
        unit: '%',
        method: 'ChP 2020 通则 0832',
        source: '中华人民共和国药典 2020年版 一部 山药 【检查】',
        source_kind: 'chp',
      });
      // 浸出物 is a lower limit (不得少于), one per processed form: the slice's carries its form.
      const extract = sy.filter((s) => s.item === '浸出物');
      expect(extract.map((s) => [s.lower, s.upper, s.note, s.form])).toEqual([
        [7, null, '毛山药和光山药', ''],
        [10, null, '', '山药片'],
      ]);
      expect(extract[0]!.method).toBe('ChP 2020 通则 2201 水溶性浸出物 冷浸法');
      expect(sy.find((s) => s.item === '二氧化硫残留量')).toMatchObject({ upper: 400, category: 'additive' });
    });

    it('runs once per database: a curator edit survives another seed run', async () => {
      const before = await all();
      const water = before.list.find((s) => s.matter_id === shanyao && s.item === '水分')!;
      const { seeded: _s, id: _id, ...fields } = water;
      void _s;
      void _id;
      const edited = await t.call('PUT', `/api/standards/${water.id}`, {
        as: 'admin',
        payload: {
          scope: 'matter',
          matter_id: shanyao,
          item: fields.item,
          method: fields.method,
          unit: fields.unit,
          upper: 15.5,
          decimals: 1,
          source: fields.source,
          source_kind: 'chp',
        },
      });
      expect(edited.envelope.code).toBe(1);
      const { seed } = await import('../src/db/seed');
      await seed({ config: t.app.ctx.config, database: t.database, services: t.app.services, demo: true }, [
        'standards',
      ]);
      const after = await all();
      expect(after.total).toBe(before.total);
      expect(after.list.find((s) => s.id === water.id)).toMatchObject({ upper: 15.5, seeded: true });
      // Put it back for the other tests.
      await t.call('PUT', `/api/standards/${water.id}`, {
        as: 'admin',
        payload: {
          ...body(),
          scope: 'matter',
          product_type: null,
          matter_id: shanyao,
          item: '水分',
          unit: '%',
          upper: 16,
          method: water.method,
          source: water.source,
          source_kind: 'chp',
          category: 'physicochemical',
        },
      });
    });
  });

  describe('reading', () => {
    it('filters by matter, product type, item and words; pages', async () => {
      const gq = await all(`&matter_id=${gouqi}`);
      expect(gq.total).toBeGreaterThan(0);
      expect(gq.list.every((s) => s.matter_id === gouqi)).toBe(true);
      const byItem = await all(`&item=${encodeURIComponent('铅')}`);
      expect(byItem.total).toBe(8);
      const words = await all(`&q=${encodeURIComponent('通则 2201')}`);
      expect(words.total).toBeGreaterThan(10);
      expect(words.list.every((s) => s.method.includes('2201'))).toBe(true);
      const page = await t.call('GET', '/api/standards?pageSize=5&current=2', { as: 'user' });
      expect(page.data.list).toHaveLength(5);
      expect(page.data.total).toBe((await all()).total);
    });

    it('answers the standards a sample is judged against', async () => {
      const sample = await t.call('POST', '/api/matter-samples', {
        as: 'admin',
        payload: {
          ms_name: '山药 焦作',
          matter_id: shanyao,
          ms_source: 'herb-market',
          ms_area: '410800',
          ms_coll_vol: 500,
          ms_coll_time: 1_720_000_000,
        },
      });
      expect(sample.envelope.code).toBe(1);
      const res = await t.call('GET', `/api/standards/applicable?sample_id=${sample.data.id}`, { as: 'user' });
      expect(res.data).toMatchObject({ sample_kind: 'matter', matter_id: shanyao, product_type: null });
      // A sample with no form is the crude drug (药材): judged against the crude drug's limits only.
      const limits = (await all(`&matter_id=${shanyao}`)).list;
      expect(limits.some((s) => s.form === '山药片')).toBe(true);
      expect(res.data.list.length).toBe(limits.filter((s) => s.form === '').length);
      expect((await t.call('GET', '/api/standards/applicable?sample_id=999999', { as: 'user' })).envelope.code).toBe(
        40400,
      );
      expect((await t.call('GET', '/api/standards/applicable?sample_id=abc', { as: 'user' })).envelope.code).toBe(
        40000,
      );
    });
  });

  describe('roles and the operation log', () => {
    it('signed-in users read; only admins write; visitors nothing', async () => {
      expect((await t.call('GET', '/api/standards')).envelope.code).toBe(50008);
      expect((await t.call('GET', '/api/standards/applicable?sample_id=1')).envelope.code).toBe(50008);
      expect((await t.call('GET', '/api/standards', { as: 'user' })).envelope.code).toBe(1);
      const id = (await all()).list[0]!.id;
      expect((await t.call('GET', `/api/standards/${id}`, { as: 'user' })).envelope.code).toBe(1);
      expect((await t.call('POST', '/api/standards', { as: 'user', payload: body() })).envelope.code).toBe(40300);
      expect((await t.call('PUT', `/api/standards/${id}`, { as: 'user', payload: body() })).envelope.code).toBe(40300);
      expect((await t.call('DELETE', `/api/standards/${id}`, { as: 'user' })).envelope.code).toBe(40300);
      expect((await t.call('POST', '/api/standards', { payload: body() })).envelope.code).toBe(50008);
    });

    it('creates, updates and deletes (admin), each in the operation log with before and after', async () => {
      const created = await t.call('POST', '/api/standards', { as: 'admin', payload: body() });
      expect(created.envelope.code).toBe(1);
      expect(created.data).toMatchObject({
        scope: 'product_type',
        product_type: 'substitute-tea',
        matter_id: null,
        matter_name: '',
        upper: 5,
        lower: null,
        seeded: false,
      });
      const id = created.data.id;
      const updated = await t.call('PUT', `/api/standards/${id}`, { as: 'admin', payload: body({ upper: 2 }) });
      expect(updated.data.upper).toBe(2);
      const removed = await t.call('DELETE', `/api/standards/${id}`, { as: 'admin' });
      expect(removed.envelope.code).toBe(1);
      expect((await t.call('GET', `/api/standards/${id}`, { as: 'user' })).envelope.code).toBe(40400);

      const log = await t.call('GET', `/api/operation/log?kind=standard&record_id=${id}&pageSize=10`, {
        as: 'admin',
      });
      const byAction = Object.fromEntries(
        log.data.list.map((e: { action: string; before: unknown; after: unknown }) => [e.action, e]),
      );
      expect(Object.keys(byAction).sort()).toEqual(['create', 'delete', 'update']);
      expect(byAction.update).toMatchObject({ before: { upper: 5 }, after: { upper: 2 }, username: 'admin' });
      expect(byAction.create.after).toMatchObject({ item: '铅 (Pb)', upper: 5 });
      expect(byAction.delete.before).toMatchObject({ item: '铅 (Pb)', upper: 2 });
      expect(byAction.create.record_label).toBe('substitute-tea · 铅 (Pb)');
    });

    it('a matter standard names the matter; deleting the matter removes its standards', async () => {
      const created = await t.call('POST', '/api/standards', {
        as: 'admin',
        payload: body({
          scope: 'matter',
          matter_id: gouqi,
          product_type: null,
          item: '性状测试',
          unit: '%',
          upper: null,
        }),
      });
      expect(created.data).toMatchObject({ matter_id: gouqi, matter_name: '枸杞子', upper: null, lower: null });
      await t.call('DELETE', `/api/standards/${created.data.id}`, { as: 'admin' });
    });

    it('keeps the turnaround target set with the standard (7 by default); an edit without it keeps it', async () => {
      const created = await t.call('POST', '/api/standards', { as: 'admin', payload: body() });
      expect(created.data.turnaround_days).toBe(7);
      const id = created.data.id as number;
      const set = await t.call('PUT', `/api/standards/${id}`, { as: 'admin', payload: body({ turnaround_days: 3 }) });
      expect(set.data.turnaround_days, set.body).toBe(3);
      const kept = await t.call('PUT', `/api/standards/${id}`, { as: 'admin', payload: body({ upper: 2 }) });
      expect(kept.data).toMatchObject({ upper: 2, turnaround_days: 3 });
      const log = await t.call('GET', `/api/operation/log?kind=standard&record_id=${id}&pageSize=10`, {
        as: 'admin',
      });
      expect(log.data.list.map((e: { after: unknown }) => e.after)).toContainEqual({ turnaround_days: 3 });
      const read = await t.call('GET', `/api/standards/${id}`, { as: 'user' });
      expect(read.data.turnaround_days).toBe(3);
      const fourteen = await t.call('POST', '/api/standards', { as: 'admin', payload: body({ turnaround_days: 14 }) });
      expect(fourteen.data.turnaround_days).toBe(14);
      for (const sid of [id, fourteen.data.id]) await t.call('DELETE', `/api/standards/${sid}`, { as: 'admin' });
    });
  });

  describe('bad input', () => {
    const fieldsOf = (data: { field: string; message: string }[]) =>
      Object.fromEntries(data.map((e) => [e.field, e.message]));

    it('names every bad field, in English and Chinese', async () => {
      const cases: [Record<string, unknown>, string, RegExp][] = [
        [{ scope: 'region' }, 'scope', /scope/],
        [{ scope: 'matter', product_type: null }, 'matter_id', /choose the matter/],
        [{ scope: 'matter', matter_id: gouqi }, 'product_type', /must be empty/],
        [{ matter_id: gouqi }, 'matter_id', /must be empty/],
        [{ product_type: null }, 'product_type', /choose the product type/],
        [{ product_type: 'tea' }, 'product_type', /product_type/],
        [{ matter_id: -1, scope: 'matter', product_type: null }, 'matter_id', /matter_id/],
        [{ matter_id: 'x' }, 'matter_id', /matter_id/],
        [{ item: '' }, 'item', /item/],
        [{ item: 'x'.repeat(101) }, 'item', /item/],
        [{ item: 'a\nb' }, 'item', /line breaks/],
        [{ category: 'metal' }, 'category', /category/],
        [{ method: 'm'.repeat(201) }, 'method', /method/],
        [{ unit: 'ppm' }, 'unit', /unit/],
        [{ unit: undefined }, 'unit', /unit/],
        [{ lower: -1 }, 'lower', /lower/],
        [{ upper: '5' }, 'upper', /upper/],
        [{ upper: 1e10 }, 'upper', /upper/],
        [{ lower: 6, upper: 5 }, 'lower', /lower limit cannot be above/],
        [{ decimals: 5 }, 'decimals', /decimals/],
        [{ decimals: 1.5 }, 'decimals', /decimals/],
        [{ source: '' }, 'source', /source/],
        [{ source: 's'.repeat(301) }, 'source', /source/],
        [{ source_kind: 'iso' }, 'source_kind', /source_kind/],
        [{ note: 'n'.repeat(1001) }, 'note', /note/],
        [{ turnaround_days: 0 }, 'turnaround_days', /turnaround_days/],
        [{ turnaround_days: 366 }, 'turnaround_days', /turnaround_days/],
        [{ turnaround_days: 2.5 }, 'turnaround_days', /turnaround_days/],
        [{ verdict: 'pass' }, 'verdict', /verdict/],
      ];
      for (const [over, field, message] of cases) {
        const res = await t.call('POST', '/api/standards', { as: 'admin', lang: 'en-us', payload: body(over) });
        expect(res.envelope.code, JSON.stringify(over)).toBe(40000);
        const fields = fieldsOf(res.data);
        expect(fields[field], `${JSON.stringify(over)} → ${res.body}`).toMatch(message);
      }
      const zh = await t.call('POST', '/api/standards', {
        as: 'admin',
        lang: 'zh-cn',
        payload: body({ lower: 6, upper: 5 }),
      });
      expect(fieldsOf(zh.data).lower).toBe('lower：下限不能大于上限');
      // A matter that does not exist.
      const missing = await t.call('POST', '/api/standards', {
        as: 'admin',
        lang: 'en-us',
        payload: body({ scope: 'matter', matter_id: 999_999, product_type: null }),
      });
      expect(fieldsOf(missing.data).matter_id).toBe('matter_id refers to records that do not exist: 999999');
      // Bad query parameters.
      for (const q of ['matter_id=x', 'product_type=tea', 'scope=x', 'pageSize=501', 'current=0', 'other=1']) {
        expect((await t.call('GET', `/api/standards?${q}`, { as: 'user' })).envelope.code, q).toBe(40000);
      }
      expect((await t.call('PUT', '/api/standards/999999', { as: 'admin', payload: body() })).envelope.code).toBe(
        40400,
      );
      expect((await t.call('GET', '/api/standards/abc', { as: 'user' })).envelope.code).toBe(40000);
    });
  });
});
