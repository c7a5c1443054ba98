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

describeEngines('message read state', (engine) => {
  let t: TestApp;
  let send: TestApp['app']['services']['messages']['send'];
  let adminId: number;
  let userId: number;
  const as = (userId: number, role: 'admin' | 'user') => ({ userId, sessionId: 0, username: '', role, roles: [role] });
  const unread = (userId: number, role: 'admin' | 'user') => t.app.services.messages.unread(as(userId, role));
  const titles = async (userId: number, role: 'admin' | 'user', status: 0 | 1) =>
    (await t.app.services.messages.list(as(userId, role), { status, current: 1, pageSize: 100 })).list.map(
      (m) => m.title,
    );

  beforeAll(async () => {
    t = await createTestApp(engine);
    send = t.app.services.messages.send;
    const id = async (username: string) =>
      Number(
        (
          await t.database.db
            .selectFrom('users')
            .select('id')
            .where('username', '=', username)
            .executeTakeFirstOrThrow()
        ).id,
      );
    adminId = await id('admin');
    userId = await id('user');
  });
  afterAll(() => t.close());

  it('stores a broadcast once, whatever the number of accounts', async () => {
    const before = await t.database.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await send({ type: 'notice', title: 'B1' });
    const after = await t.database.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(1);
    expect(await titles(userId, 'user', 0)).toContain('B1');
    expect(await titles(adminId, 'admin', 0)).toContain('B1');
  });

  it('all read covers own, broadcast and role messages of the active role only; later ones stay unread', async () => {
    await send({ type: 'message', title: 'P-admin', target_user_id: adminId });
    await send({ type: 'todo', title: 'T-admins', target_role: 'admin' });
    await send({ type: 'todo', title: 'T-users', target_role: 'user' });
    // Read all as a user (admin's other role): the admins' todo is not among what was seen.
    expect(await t.app.services.messages.readAll(as(adminId, 'user'))).toBe(4); // welcome, B1, P-admin, T-users
    expect((await unread(adminId, 'user')).total).toBe(0);
    expect(await titles(adminId, 'admin', 0)).toEqual(['T-admins']);
    // Someone else's state is untouched.
    expect((await unread(userId, 'user')).total).toBe(3); // welcome, B1, T-users

    await send({ type: 'notice', title: 'B2' });
    expect(await titles(adminId, 'user', 0)).toEqual(['B2']);
    expect(await titles(adminId, 'user', 1)).toEqual(expect.arrayContaining(['B1', 'P-admin', 'T-users']));
  });

  it('a message read on its own above the watermark stays read, and all read of one type leaves the others', async () => {
    await send({ type: 'message', title: 'P-user', target_user_id: userId });
    const list = await t.app.services.messages.list(as(userId, 'user'), { current: 1, pageSize: 100 });
    const b2 = list.list.find((m) => m.title === 'B2')!;
    expect(await t.app.services.messages.read(as(userId, 'user'), [b2.id, b2.id])).toBe(1);
    expect(await t.app.services.messages.read(as(userId, 'user'), [b2.id])).toBe(0);
    // Another account's personal message is not theirs to read.
    const pAdmin = (await t.app.services.messages.list(as(adminId, 'user'), { current: 1, pageSize: 100 })).list.find(
      (m) => m.title === 'P-admin',
    )!;
    expect(await t.app.services.messages.read(as(userId, 'user'), [pAdmin.id])).toBe(0);

    expect(await t.app.services.messages.readAll(as(userId, 'user'), 'notice')).toBe(2); // welcome, B1
    expect(await unread(userId, 'user')).toMatchObject({ notice: 0, message: 1, todo: 1, total: 2 });
    expect(await t.app.services.messages.readAll(as(userId, 'user'))).toBe(2);
    expect((await unread(userId, 'user')).total).toBe(0);
    expect(await titles(userId, 'user', 1)).toEqual(expect.arrayContaining(['B2', 'P-user', 'T-users', 'B1']));
    // Reading all again finds nothing more.
    expect(await t.app.services.messages.readAll(as(userId, 'user'))).toBe(0);
  });

  it('a new account sees the broadcasts sent before it existed, unread', async () => {
    const id = await t.app.services.users.create({ username: 'late', password: 'late-password-1', roles: ['user'] });
    const seen = await titles(id, 'user', 0);
    expect(seen).toEqual(expect.arrayContaining(['B1', 'B2', 'T-users']));
    expect(seen).not.toContain('P-user');
    expect(seen).not.toContain('T-admins');
  });
});
