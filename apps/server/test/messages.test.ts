import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from './helper';

describeEngines('messages', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('lists the welcome notice in the reader’s language', async () => {
    const zh = await t.call('GET', '/api/message/list?type=notice', { as: 'user' });
    expect(zh.data.list[0]).toMatchObject({ type: 'notice', title: '欢迎使用药食同源数据库', status: 0 });
    const en = await t.call('GET', '/api/message/list?type=notice', { as: 'user', lang: 'en-us' });
    expect(en.data.list[0].title).toBe('Welcome to the Yaoshi database');
    expect(en.data.list[0].content).toMatch(/^Browse the national catalogue/);
  });

  it('marks read per user: status 0 → 1 and the unread count drops', async () => {
    const before = await t.call('GET', '/api/message/unread', { as: 'user' });
    expect(before.data.total).toBeGreaterThan(0);
    const list = await t.call('GET', '/api/message/list', { as: 'user' });
    const ids = list.data.list.map((m: { id: number }) => m.id);
    const read = await t.call('POST', '/api/message/read', { as: 'user', payload: { ids } });
    expect(read.data.updated).toBe(ids.length);
    const after = await t.call('GET', '/api/message/list', { as: 'user' });
    expect(after.data.list.every((m: { status: number }) => m.status === 1)).toBe(true);
    expect((await t.call('GET', '/api/message/unread', { as: 'user' })).data.total).toBe(0);
    // Another reader still has them unread.
    expect((await t.call('GET', '/api/message/unread', { as: 'notNeedLogin' })).data.total).toBeGreaterThan(0);
  });

  it('marks all of a type read', async () => {
    const res = await t.call('POST', '/api/message/read-all', { as: 'admin', payload: { type: 'notice' } });
    expect(res.envelope.code).toBe(1);
    expect((await t.call('GET', '/api/message/unread', { as: 'admin' })).data.notice).toBe(0);
  });

  it('refuses ids that are not numbers', async () => {
    const res = await t.call('POST', '/api/message/read', { as: 'user', payload: { ids: ['x'] }, lang: 'en-us' });
    expect(res.statusCode).toBe(400);
    expect(res.data[0].field).toBe('ids.0');
  });
});
