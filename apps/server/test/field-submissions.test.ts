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
      });
      const custody = await t.call('GET', `/api/matter-samples/${first.data.sample_id}/custody`, { as: 'user' });
      expect(custody.data[0]).toMatchObject({ event: 'collected', person: 'user', created_at: 1_720_000_000 });
      expect(custody.data[0].location).toContain('38.487200, 106.230900 ±13 m');
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
});
