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
      expect(row).toMatchObject({
        material_num: 'YS-0001',
        material_name: '丁香',
        name_pinyin: 'dīng xiāng',
        status: 'online',
        is_demo: false,
      });
      for (const key of ['image', 'dna_code', 'product_count', 'sample_count', 'updated_at', 'effect_tags'])
        expect(row).toHaveProperty(key);
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
  describe('curation', () => {
    const dna = { marker: 'ITS2', sequence: 'atgc gcta ATGC', accession: 'MN123456.1' };
    it('creates with a generated number, pinyin and DNA barcode, updates and deletes', async () => {
      const created = await t.call('POST', '/api/matters', {
        as: 'admin',
        payload: {
          material_name: '测试草',
          latin_name: 'Herba testi L.',
          effect_tags: ['clear-heat'],
          material_dna: dna,
          material_record: '<p>记载</p><script>x</script>',
          // Published, as the visitor reads below expect (a new record is a draft by default).
          status: 'online',
        },
      });
      expect(created.envelope.code).toBe(1);
      const m = created.data;
      expect(m).toMatchObject({
        material_num: 'YS-0107',
        name_pinyin: 'cè shì cǎo',
        material_dna: { marker: 'ITS2', sequence: 'ATGCGCTAATGC', accession: 'MN123456.1' },
      });
      expect(m.material_record).not.toContain('<script>');
      const row = (await t.call('GET', '/api/matters?q=ceshicao')).data.list[0];
      expect(row).toMatchObject({ id: m.id, dna_code: 'MN123456.1', image: null });

      const up = await t.call('PUT', `/api/matters/${m.id}`, {
        as: 'admin',
        payload: { material_name: '试验草', status: 'offline' },
      });
      expect(up.data).toMatchObject({
        material_name: '试验草',
        name_pinyin: 'shì yàn cǎo',
        status: 'offline',
        latin_name: 'Herba testi L.',
        effect_tags: ['clear-heat'],
      });
      // Offline now: a curator's to read (visibility-matrix.test.ts has the visitors' side).
      const asAdmin = { as: 'admin' } as const;
      expect((await t.call('GET', `/api/matters?q=${encodeURIComponent('试验')}`, asAdmin)).data.list[0].id).toBe(m.id);
      expect((await t.call('GET', `/api/matters?q=${encodeURIComponent('测试草')}`, asAdmin)).data.total).toBe(0);
      expect((await t.call('GET', '/api/matters?status=offline', asAdmin)).data.total).toBe(1);

      const log = await t.call('GET', `/api/operation/log?kind=matter&record_id=${m.id}`, { as: 'admin' });
      expect(log.data.list[0]).toMatchObject({
        action: 'update',
        before: { material_name: '测试草', status: 'online' },
        after: { material_name: '试验草', status: 'offline' },
      });
      expect((await t.call('GET', '/api/operation/log', { as: 'user' })).envelope.code).toBe(40300);

      expect((await t.call('DELETE', `/api/matters/${m.id}`, { as: 'admin' })).envelope.code).toBe(1);
      expect((await t.call('GET', `/api/matters/${m.id}`)).statusCode).toBe(404);
    });

    it('validates JSON fields with field names', async () => {
      const res = await t.call('POST', '/api/matters', {
        as: 'admin',
        lang: 'en-us',
        payload: {
          material_name: 'x',
          material_dna: { marker: 'ITS2', sequence: 'ATGX', accession: '' },
          regulations_json: [{ level: 'regional', title: '' }],
          images: ['file:///etc/passwd'],
          effect_tags: ['fly'],
        },
      });
      expect(res.envelope.code).toBe(40000);
      const fields = res.data.map((e: { field: string }) => e.field);
      expect(fields).toEqual(
        expect.arrayContaining(['material_dna.sequence', 'regulations_json.0.title', 'images.0', 'effect_tags.0']),
      );
      expect(res.data.find((e: { field: string }) => e.field === 'material_dna.sequence').message).toBe(
        'The DNA sequence may only contain IUPAC nucleotide letters (A C G T …)',
      );
    });

    it('refuses to delete a matter a regulation links, naming it', async () => {
      const id = (await t.call('GET', `/api/matters?q=${encodeURIComponent('地黄')}`)).data.list[0].id;
      const res = await t.call('DELETE', `/api/matters/${id}`, { as: 'admin', lang: 'en-us' });
      expect(res.statusCode).toBe(409);
      expect(res.envelope.msg).toBe('Other records still refer to this one (1 regulations); it cannot be deleted');
      expect(res.data.references).toEqual([{ kind: 'regulation', count: 1, ids: [expect.any(Number)] }]);
    });

    it('shows a matter detail with its regulations and counts a view', async () => {
      const id = (await t.call('GET', `/api/matters?q=${encodeURIComponent('当归')}`)).data.list[0].id;
      const d = await t.call('GET', `/api/matters/${id}`);
      expect(d.data).toMatchObject({
        material_name: '当归',
        catalogue_batch: 2019,
        view_count: 1,
        product_count: 0,
        sample_count: 0,
      });
      expect(d.data.catalogue_note).toContain('香辛料');
      expect(d.data.regulations[0]).toMatchObject({ regulation_num: '2019年第8号', in_force: true });
      expect(d.data.regulations_json[0]).toMatchObject({ level: 'national', number: '2019年第8号', year: 2019 });
      const r = await t.call('GET', `/api/regulations/${d.data.regulation_ids[0]}`);
      expect(r.data.matters.map((m: { material_name: string }) => m.material_name)).toContain('当归');
    });

    it('serves the region tree and effect tags to visitors', async () => {
      const regions = await t.call('GET', '/api/regions');
      expect(regions.data).toHaveLength(31);
      const nx = regions.data.find((p: { id: string }) => p.id === '640000');
      expect(nx).toMatchObject({ pid: '0', name: '宁夏回族自治区' });
      expect(nx.children.find((c: { id: string }) => c.id === '640500')).toMatchObject({
        pid: '640000',
        name: '中卫市',
      });
      for (const p of regions.data) {
        expect(p.id).toMatch(/^\d{2}0000$/);
        for (const c of p.children) expect(c.id).toMatch(/^\d{4}00$/);
      }
      expect(regions.data.find((p: { id: string }) => p.id === '110000').children).toEqual([
        { id: '110100', pid: '110000', name: '北京市' },
      ]);
    });
  });
});
