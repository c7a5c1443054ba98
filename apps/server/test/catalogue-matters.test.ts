import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from './helper';

describeEngines('catalogue: matters', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'regulations'] });
  });
  afterAll(() => t.close());

  describe('seeded catalogue', () => {
    it('has 106 matters with the right batch counts', async () => {
      const all = await t.call('GET', '/api/matters?pageSize=100');
      expect(all.envelope.code).toBe(1);
      expect(all.data.total).toBe(106);
      for (const [batch, n] of [
        [2002, 87],
        [2019, 6],
        [2023, 9],
        [2024, 4],
      ]) {
        const res = await t.call('GET', `/api/matters?catalogue_batch=${batch}`);
        expect(res.data.total, String(batch)).toBe(n);
      }
      const names = new Set(all.data.list.map((m: { material_name: string }) => m.material_name));
      expect(names.size).toBe(100);
    });

    it('lists in catalogue order with the SPEC columns', async () => {
      const res = await t.call('GET', '/api/matters?pageSize=2');
      expect(res.data).toMatchObject({ total: 106, current: 1, pageSize: 2 });
      const row = res.data.list[0];
      expect(row).toMatchObject({ material_num: 'YS-0001', material_name: '丁香', name_pinyin: 'dīng xiāng', status: 'online', is_demo: false });
      for (const key of ['image', 'dna_code', 'product_count', 'sample_count', 'updated_at', 'effect_tags']) expect(row).toHaveProperty(key);
    });

    it('links each announcement to its matters and posted one notice each', async () => {
      const regs = await t.call('GET', '/api/regulations?pageSize=10&sort=issued_at:asc');
      expect(regs.data.list.map((r: { matter_count: number }) => r.matter_count)).toEqual([87, 6, 9, 4]);
      const notices = await t.call('GET', '/api/message/list?type=notice', { as: 'user' });
      const titles = notices.data.list.map((m: { title: string }) => m.title);
      expect(titles.filter((x: string) => x.startsWith('新法规')).length).toBe(4);
    });
  });

  describe('search', () => {
    const names = async (q: string) => {
      const res = await t.call('GET', `/api/matters?q=${encodeURIComponent(q)}`);
      expect(res.envelope.code, q).toBe(1);
      return res.data.list.map((m: { material_name: string }) => m.material_name) as string[];
    };
    it('finds by 2-character Chinese, pinyin, initials, Latin, English and number', async () => {
      expect(await names('枸杞')).toEqual(['枸杞子']);
      expect(await names('山药')).toEqual(['山药']);
      expect(await names('gouqizi')).toEqual(['枸杞子']);
      expect(await names('gqz')).toContain('枸杞子');
      expect(await names('Lycium')).toContain('枸杞子');
      expect(await names('YS-0045')).toHaveLength(1);
      expect(await names('桂圆')).toEqual(['龙眼肉']);
    });
    it('ranks the exact name first', async () => {
      const list = await names('紫苏');
      expect(list[0]).toBe('紫苏');
      expect(list).toContain('紫苏籽');
    });
    it('filters by effect tag', async () => {
      const res = await t.call('GET', '/api/matters?effect_tag=tonify-qi&pageSize=100');
      expect(res.data.total).toBeGreaterThan(3);
      for (const m of res.data.list) expect(m.effect_tags).toContain('tonify-qi');
      const tags = await t.call('GET', '/api/matters/effect-tags');
      expect(tags.data.find((x: { key: string }) => x.key === 'tonify-qi').count).toBe(res.data.total);
    });
  });
});
