import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from './helper';

/** POST /api/<kind>/bulk: roles, validation, per-id outcomes, blocked deletes, operation log. */
describeEngines('bulk actions', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'regulations'] });
  });
  afterAll(() => t.close());

  const newMatter = async (name: string) => {
    const res = await t.call('POST', '/api/matters', {
      as: 'admin',
      payload: { material_name: name, status: 'online' },
    });
    expect(res.envelope.code).toBe(1);
    return res.data as { id: number; material_num: string };
  };
  const matterByName = async (name: string) =>
    (await t.call('GET', `/api/matters?q=${encodeURIComponent(name)}`)).data.list[0] as { id: number };

  describe('who may', () => {
    it('refuses visitors (50008) and researchers (40300) on every kind', async () => {
      for (const path of ['matters', 'products', 'matter-samples', 'product-samples', 'reports', 'regulations']) {
        const payload = { action: 'offline', ids: [1] };
        expect((await t.call('POST', `/api/${path}/bulk`, { payload })).envelope.code, path).toBe(50008);
        expect((await t.call('POST', `/api/${path}/bulk`, { as: 'user', payload })).envelope.code, path).toBe(40300);
      }
      // Nothing changed for the refused calls.
      expect((await t.call('GET', '/api/matters/1')).data.status).toBe('online');
    });
  });

  describe('validation', () => {
    it.each([
      ['an unknown action', { action: 'archive', ids: [1] }, 'action'],
      ['no ids', { action: 'delete', ids: [] }, 'ids'],
      ['more than 500 ids', { action: 'delete', ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 'ids'],
      ['a non-integer id', { action: 'online', ids: [1.5] }, 'ids.0'],
      ['an unknown field', { action: 'online', ids: [1], all: true }, ''],
    ])('refuses %s', async (_name, payload, field) => {
      const res = await t.call('POST', '/api/matters/bulk', { as: 'admin', payload, lang: 'en-us' });
      expect(res.statusCode).toBe(400);
      expect(res.envelope.code).toBe(40000);
      if (field) expect(JSON.stringify(res.data)).toContain(field);
    });
  });

  describe('status', () => {
    it('sets many offline in one request, reports unchanged and missing ids, and logs each change', async () => {
      const a = await newMatter('批量甲');
      const b = await newMatter('批量乙');
      const c = await newMatter('批量丙');
      const first = await t.call('POST', '/api/matters/bulk', {
        as: 'admin',
        lang: 'en-us',
        payload: { action: 'offline', ids: [a.id, b.id, 999999, a.id] },
      });
      expect(first.envelope.code).toBe(1);
      expect(first.data).toEqual({
        action: 'offline',
        done: [a.id, b.id],
        unchanged: [],
        missing: [999999],
        blocked: [],
        failed: [],
      });
      expect(first.envelope.msg).toContain('2 done');
      for (const id of [a.id, b.id])
        expect((await t.call('GET', `/api/matters/${id}`, { as: 'admin' })).data.status).toBe('offline');
      expect((await t.call('GET', `/api/matters/${c.id}`)).data.status).toBe('online');

      const again = await t.call('POST', '/api/matters/bulk', {
        as: 'admin',
        payload: { action: 'offline', ids: [a.id, c.id] },
      });
      expect(again.data).toMatchObject({ done: [c.id], unchanged: [a.id] });

      const log = await t.call('GET', `/api/operation/log?kind=matter&record_id=${a.id}`, { as: 'admin' });
      // create + one update: the unchanged second request wrote nothing.
      expect(log.data.list.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
      expect(log.data.list[0]).toMatchObject({
        username: 'admin',
        before: { status: 'online' },
        after: { status: 'offline' },
      });

      const online = await t.call('POST', '/api/matters/bulk', {
        as: 'admin',
        payload: { action: 'online', ids: [a.id, b.id, c.id] },
      });
      expect(online.data.done).toEqual([a.id, b.id, c.id]);
    });

    it('does not touch a record of another kind with the same id', async () => {
      const m = await newMatter('批量丁');
      // There are no samples in this database: the id is not a matter sample.
      const res = await t.call('POST', '/api/matter-samples/bulk', {
        as: 'admin',
        payload: { action: 'offline', ids: [m.id] },
      });
      expect(res.data).toMatchObject({ done: [], missing: [m.id] });
      expect((await t.call('GET', `/api/matters/${m.id}`)).data.status).toBe('online');
    });
  });

  describe('delete', () => {
    it('deletes what it may and names what blocks the rest, per id', async () => {
      const free1 = await newMatter('批量删一');
      const free2 = await newMatter('批量删二');
      const linked = await matterByName('地黄');
      const res = await t.call('POST', '/api/matters/bulk', {
        as: 'admin',
        lang: 'en-us',
        payload: { action: 'delete', ids: [free1.id, linked.id, free2.id] },
      });
      expect(res.envelope.code).toBe(1);
      expect(res.data.done).toEqual([free1.id, free2.id]);
      expect(res.data.blocked).toEqual([
        {
          id: linked.id,
          label: expect.stringContaining('地黄'),
          references: [{ kind: 'regulation', count: 1, ids: [expect.any(Number)] }],
          message: 'Other records still refer to this one (1 regulations); it cannot be deleted',
        },
      ]);
      expect(res.envelope.msg).toBe(
        'Bulk action finished: 2 done, 0 unchanged, 1 blocked by references, 0 not found, 0 failed',
      );
      expect((await t.call('GET', `/api/matters/${free1.id}`)).envelope.code).toBe(40400);
      expect((await t.call('GET', `/api/matters/${linked.id}`)).envelope.code).toBe(1);

      const log = await t.call('GET', `/api/operation/log?kind=matter&record_id=${free2.id}&action=delete`, {
        as: 'admin',
      });
      expect(log.data.list[0]).toMatchObject({ username: 'admin', before: { material_name: '批量删二' } });
      // The blocked delete left no entry.
      const none = await t.call('GET', `/api/operation/log?kind=matter&record_id=${linked.id}&action=delete`, {
        as: 'admin',
      });
      expect(none.data.list).toEqual([]);
    });

    it('answers in Chinese by default', async () => {
      const linked = await matterByName('地黄');
      const res = await t.call('POST', '/api/matters/bulk', {
        as: 'admin',
        payload: { action: 'delete', ids: [linked.id] },
      });
      expect(res.data.blocked[0].message).toBe('该记录仍被其他记录引用（1 法规），不能删除');
    });

    it('deletes a regulation, which then no longer blocks its matter', async () => {
      const linked = await matterByName('地黄');
      const regs = await t.call('GET', `/api/regulations?matter_id=${linked.id}`, { as: 'admin' });
      const regId = regs.data.list[0].id as number;
      const first = await t.call('POST', '/api/regulations/bulk', {
        as: 'admin',
        payload: { action: 'delete', ids: [regId] },
      });
      expect(first.data.done).toEqual([regId]);
      const res = await t.call('POST', '/api/matters/bulk', {
        as: 'admin',
        payload: { action: 'delete', ids: [linked.id] },
      });
      expect(res.data).toMatchObject({ done: [linked.id], blocked: [] });
    });
  });
});
