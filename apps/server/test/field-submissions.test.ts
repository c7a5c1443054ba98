import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1PX, multipartFile } from './catalogue-helpers';
import { describeEngines, type TestApp } from './helper';
import { createLabApp } from './lab-fixtures';
import { moveSample } from './lab-sample-flow';

describeEngines('field submissions', (engine) => {
  let t: TestApp;
  let gouqi: number;

  beforeAll(async () => {
    ({ t, gouqi } = await createLabApp(engine, ['demo accounts', 'catalogue', 'standards']));
  });
  afterAll(() => t.close());

  const record = (over: Record<string, unknown> = {}, sample: Record<string, unknown> = {}) => ({
    id: randomUUID(),
    kind: 'matter',
    label: null,
    position: { latitude: 38.4872, longitude: 106.2309, accuracy: 12.5, taken_at: 1_720_000_100 },
    place: '银川 中宁枸杞市场',
    supplier: '张记药材行',
    notes: '',
    signature: { password: 'user', meaning: 'collect', confirmed_at: 1_720_000_050 },
    sample: {
      ms_name: '枸杞子 田野',
      matter_id: gouqi,
      ms_source: 'herb-market',
      ms_area: '640500',
      ms_coll_vol: 250,
      ms_coll_time: 1_720_000_000,
      ...sample,
    },
    ...over,
  });
  const submit = (payload: unknown, as = 'user') =>
    t.call('POST', '/api/field/submissions', { as, payload, lang: 'en-us' });
  const samplesNamed = async (name: string) =>
    (await t.call('GET', `/api/matter-samples?q=${encodeURIComponent(name)}&pageSize=50`, { as: 'admin' })).data
      .total as number;

  describe('idempotent submission', () => {
    it('makes one sample with its field record and custody start, however often it is sent', async () => {
      const r = record({}, { ms_name: '枸杞子 重发' });
      const first = await submit(r);
      expect(first.envelope.code, first.body).toBe(1);
      expect(first.data).toMatchObject({ id: r.id, kind: 'matter', repeated: false });
      const again = await submit(r);
      expect(again.envelope.code, again.body).toBe(1);
      expect(again.data).toMatchObject({
        sample_id: first.data.sample_id,
        sample_num: first.data.sample_num,
        repeated: true,
      });
      // Sent at the same time (an answer lost, the device retrying at once).
      const both = await Promise.all([submit(r), submit(r)]);
      for (const b of both) expect(b.data.sample_id, b.body).toBe(first.data.sample_id);
      expect(await samplesNamed('枸杞子 重发')).toBe(1);

      const field = await t.call('GET', `/api/matter-samples/${first.data.sample_id}/field`, { as: 'user' });
      expect(field.data).toMatchObject({
        id: r.id,
        latitude: 38.4872,
        longitude: 106.2309,
        accuracy: 12.5,
        place: '银川 中宁枸杞市场',
        supplier: '张记药材行',
        collector_name: 'user',
        signer_name: '演示研究员 (demo)',
        confirmed_at: 1_720_000_050,
      });
      expect(field.data.signed_at).toBeGreaterThan(1_720_000_050);
      const custody = await t.call('GET', `/api/matter-samples/${first.data.sample_id}/custody`, { as: 'user' });
      expect(custody.data[0]).toMatchObject({ event: 'collected', person: 'user', created_at: 1_720_000_000 });
      expect(custody.data[0].location).toContain('38.487200, 106.230900 ±13 m');
      expect(custody.data[0].note).toContain('signed: 演示研究员 (demo)');
    });

    it('answers null for a sample not from the field', async () => {
      const { data } = await t.call('POST', '/api/matter-samples', { as: 'user', payload: record().sample });
      const res = await t.call('GET', `/api/matter-samples/${data.id}/field`, { as: 'user' });
      expect(res.envelope.code, res.body).toBe(1);
      expect(res.data).toBeNull();
    });

    it('binds a scanned label number as the sample number', async () => {
      const r = record({ label: 'FLD-000101' });
      const res = await submit(r);
      expect(res.data.sample_num, res.body).toBe('FLD-000101');
    });

    it('uploads photos one by one with the files limits, and takes them on the record', async () => {
      const { payload, headers } = multipartFile(PNG_1PX, 'photo.png', 'image/png');
      const up = await t.call('POST', '/api/field/photos', { as: 'user', payload, headers });
      expect(up.envelope.code, up.body).toBe(1);
      const text = multipartFile(Buffer.from('not an image at all'), 'x.png', 'image/png');
      const bad = await t.call('POST', '/api/field/photos', { as: 'user', ...text });
      expect(bad.envelope.code).toBe(41500);
      const res = await submit(record({}, { images: [up.data.url] }));
      expect(res.envelope.code, res.body).toBe(1);
      const s = await t.call('GET', `/api/matter-samples/${res.data.sample_id}`, { as: 'user' });
      expect(s.data.images).toEqual([up.data.url]);
    });

    it('is signed with the collector password, checked as verification checks it', async () => {
      const r = record({}, { ms_name: '枸杞子 错误密码' });
      const wrong = await submit({ ...r, signature: { ...r.signature, password: 'not the password' } });
      expect(wrong.envelope.code, wrong.body).toBe(40000);
      expect(wrong.data).toEqual([{ field: 'signature.password', message: expect.any(String) }]);
      const unsigned = await submit({ ...r, signature: undefined });
      expect(unsigned.envelope.code).toBe(40000);
      expect(await samplesNamed('枸杞子 错误密码')).toBe(0);
      // Another collector's password does not sign for this one.
      const other = await submit({ ...r, signature: { ...r.signature, password: 'admin' } }, 'user');
      expect(other.envelope.code).toBe(40000);
      const right = await submit(r);
      expect(right.envelope.code, right.body).toBe(1);
      // A repeat of a received record makes nothing, so its password is not checked again.
      const repeat = await submit({ ...r, signature: { ...r.signature, password: 'typed wrong later' } });
      expect(repeat.data).toMatchObject({ repeated: true, sample_id: right.data.sample_id });
      expect(await samplesNamed('枸杞子 错误密码')).toBe(1);
    });

    it('needs a signed-in collector', async () => {
      const res = await t.call('POST', '/api/field/submissions', { payload: record() });
      expect(res.envelope.code).toBe(50008);
    });
  });

  describe('conflicts are refused with a reason, never overwritten', () => {
    it('label_used: a label already on a sample or on another record', async () => {
      const first = await submit(record({ label: 'FLD-000202' }));
      expect(first.envelope.code, first.body).toBe(1);
      const second = await submit(record({ label: 'FLD-000202' }, { ms_name: '枸杞子 撞标签' }));
      expect(second.statusCode).toBe(409);
      expect(second.envelope.code).toBe(40900);
      expect(second.data).toEqual({ reason: 'label_used', sample_id: first.data.sample_id, sample_num: 'FLD-000202' });
      expect(second.envelope.msg).toMatch(/label number is already on another sample/);
      expect(await samplesNamed('枸杞子 撞标签')).toBe(0);
    });

    it('subject_offline: the matter was taken offline meanwhile', async () => {
      const matter = await t.call('POST', '/api/matters', {
        as: 'admin',
        payload: { material_name: '田野 下线药材', status: 'offline' },
      });
      expect(matter.envelope.code, matter.body).toBe(1);
      const res = await submit(record({}, { matter_id: matter.data.id, ms_name: '田野 下线样品' }));
      expect(res.envelope.code, res.body).toBe(40900);
      expect(res.data.reason).toBe('subject_offline');
    });

    it('record_changed: the same id with other contents keeps the first', async () => {
      const r = record({}, { ms_name: '枸杞子 改过' });
      const first = await submit(r);
      const changed = await submit({ ...r, notes: 'edited after sending' });
      expect(changed.envelope.code).toBe(40900);
      expect(changed.data).toMatchObject({ reason: 'record_changed', sample_id: first.data.sample_id });
      const field = await t.call('GET', `/api/matter-samples/${first.data.sample_id}/field`, { as: 'user' });
      expect(field.data.notes).toBe('');
    });

    it('conflicts are answered before the password is the reason', async () => {
      const r = record({}, { ms_name: '枸杞子 冲突无需密码' });
      await submit(r);
      // Changed after sending: the record exists, so no password is checked and the conflict shows.
      const changed = await submit({ ...r, notes: 'x', signature: { ...r.signature, password: 'wrong' } });
      expect(changed.data).toMatchObject({ reason: 'record_changed' });
    });

    it('sample_received: the laboratory has it already', async () => {
      const r = record({}, { ms_name: '枸杞子 已接收' });
      const first = await submit(r);
      await moveSample(t, first.data.sample_id, 'received', 'user');
      const changed = await submit({ ...r, place: '另一个地方' });
      expect(changed.data).toMatchObject({ reason: 'sample_received', sample_id: first.data.sample_id });
      // The unchanged record is still a plain repeat.
      expect((await submit(r)).data).toMatchObject({ repeated: true, sample_id: first.data.sample_id });
    });
  });

  describe('collected samples seen as a whole', () => {
    const list = async (query: string, as = 'user') => {
      const res = await t.call('GET', `/api/field/samples${query}`, { as });
      expect(res.envelope.code, res.body).toBe(1);
      return res.data as {
        list: {
          sample_id: number;
          sample_name: string;
          region_name: string;
          collector_name: string;
          photo_count: number;
        }[];
        total: number;
        tiles: unknown;
        collectors: { id: number; name: string }[];
      };
    };

    it('filters by substance, collector and date, and keeps to what the viewer may read', async () => {
      const matter = await t.call('POST', '/api/matters', {
        as: 'admin',
        payload: { material_name: '田野 全貌药材', status: 'online' },
      });
      expect(matter.envelope.code, matter.body).toBe(1);
      const mid = matter.data.id as number;
      const early = await submit(record({}, { matter_id: mid, ms_name: '全貌 早', ms_coll_time: 1_700_000_000 }));
      const late = await submit(record({}, { matter_id: mid, ms_name: '全貌 晚', ms_coll_time: 1_710_000_000 }));
      expect([early.envelope.code, late.envelope.code], late.body).toEqual([1, 1]);
      const byAdmin = await submit(
        record(
          { signature: { password: 'admin', meaning: 'collect', confirmed_at: 1 } },
          { matter_id: mid, ms_name: '全貌 管理员' },
        ),
        'admin',
      );
      expect(byAdmin.envelope.code, byAdmin.body).toBe(1);

      const all = await list(`?kind=matter&subject_id=${mid}`);
      expect(all.list.map((r) => r.sample_id)).toEqual([
        byAdmin.data.sample_id,
        late.data.sample_id,
        early.data.sample_id,
      ]);
      expect(all.total).toBe(3);
      expect(all.tiles).toBeNull();
      expect(all.list[1]).toMatchObject({ region_name: expect.stringContaining('中卫'), collector_name: 'user' });
      const userId = all.collectors.find((c) => c.name === 'user')!.id;
      expect((await list(`?kind=matter&subject_id=${mid}&collector_id=${userId}`)).total).toBe(2);
      const dated = await list(`?kind=matter&subject_id=${mid}&from=1705000000&to=1715000000`);
      expect(dated.list.map((r) => r.sample_id)).toEqual([late.data.sample_id]);

      // Taken offline: the researcher no longer reads its samples; the admin still does.
      const off = await t.call('PUT', `/api/matters/${mid}`, {
        as: 'admin',
        payload: { material_name: '田野 全貌药材', status: 'offline' },
      });
      expect(off.envelope.code, off.body).toBe(1);
      expect((await list(`?kind=matter&subject_id=${mid}`)).total).toBe(0);
      expect((await list(`?kind=matter&subject_id=${mid}`, 'admin')).total).toBe(3);
    });

    it('needs a signed-in viewer', async () => {
      const res = await t.call('GET', '/api/field/samples');
      expect(res.envelope.code).toBe(50008);
    });
  });
});
