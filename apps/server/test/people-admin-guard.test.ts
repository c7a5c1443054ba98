import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from './helper';

/** An admin keeps the console governable: never the last admin gone, never oneself by a slip. */
describeEngines('people: the last admin and changes to oneself', (engine) => {
  let t: TestApp;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts'] });
    adminId = Number((await t.app.services.users.findByUsername('admin'))!.id);
  });
  afterAll(() => t.close());

  const people = async () =>
    (await t.call('GET', '/api/people', { as: 'admin' })).data as {
      id: number;
      username: string;
      status: string;
      roles: string[];
    }[];

  it('refuses to disable or demote the last active admin (40900), even with confirm_self', async () => {
    const admins = (await people()).filter((p) => p.roles.includes('admin') && p.status === 'online');
    expect(admins.map((p) => p.username)).toEqual(['admin']);
    const off = await t.call('POST', `/api/people/${adminId}/disable`, {
      as: 'admin',
      payload: { confirm_self: true },
      lang: 'en-us',
    });
    expect(off.statusCode).toBe(409);
    expect(off.envelope.msg).toContain('last active admin');
    const demote = await t.call('PUT', `/api/people/${adminId}`, {
      as: 'admin',
      payload: { roles: ['user'], confirm_self: true },
    });
    expect(demote.statusCode).toBe(409);
    expect((await people()).find((p) => p.id === adminId)).toMatchObject({
      status: 'online',
      roles: ['admin', 'user'],
    });
  });

  it('asks an admin to confirm disabling or demoting themselves, in both languages', async () => {
    // A second admin, so the last-admin rule is not what stops it.
    const second = await t.call('POST', '/api/people', {
      as: 'admin',
      payload: { username: 'curator2', roles: ['admin', 'user'], capabilities: [], temporary_password: 'Start123' },
    });
    expect(second.envelope.code, second.body).toBe(1);

    const off = await t.call('POST', `/api/people/${adminId}/disable`, { as: 'admin', lang: 'en-us' });
    expect(off.statusCode).toBe(409);
    expect(off.envelope).toMatchObject({ code: 40900, data: { reason: 'confirm_self' } });
    expect(off.envelope.msg).toContain('disabling your own account');
    const zh = await t.call('PUT', `/api/people/${adminId}`, { as: 'admin', payload: { roles: ['user'] } });
    expect(zh.statusCode).toBe(409);
    expect(zh.envelope.msg).toContain('撤销自己的管理员角色');
    expect((await people()).find((p) => p.id === adminId)).toMatchObject({
      status: 'online',
      roles: ['admin', 'user'],
    });

    // Another admin's account needs no confirmation; an unknown body field is refused.
    const otherId = second.data.id as number;
    expect(
      (await t.call('POST', `/api/people/${otherId}/disable`, { as: 'admin', payload: { also: 1 } })).statusCode,
    ).toBe(400);
    expect((await t.call('POST', `/api/people/${otherId}/disable`, { as: 'admin' })).data.status).toBe('disabled');
    expect((await t.call('POST', `/api/people/${otherId}/enable`, { as: 'admin' })).data.status).toBe('online');

    // Confirmed: the admin steps down to researcher.
    const confirmed = await t.call('PUT', `/api/people/${adminId}`, {
      as: 'admin',
      payload: { roles: ['user'], confirm_self: true },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.data.roles).toEqual(['user']);
  });
});
