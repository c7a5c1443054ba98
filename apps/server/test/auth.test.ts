import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../src/modules/auth/login-throttle';
import { createTestApp, describeEngines, type TestApp } from './helper';

describeEngines('auth', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('logs in on /api/User/login and the /api/user/login alias with the user record', async () => {
    for (const url of ['/api/User/login', '/api/user/login']) {
      const res = await t.call('POST', url, { payload: { username: 'admin', password: 'admin' }, lang: 'en-us' });
      expect(res.statusCode).toBe(200);
      expect(res.envelope).toMatchObject({ code: 1, status: 200, msg: 'Welcome to use' });
      const u = res.data.userinfo;
      expect(u.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(u).toMatchObject({ username: 'admin', role: 'admin', roles: ['admin', 'user'] });
      expect(u.expires_in).toBe(12 * 3600);
      expect(u.expiretime).toBeGreaterThan(Date.now() / 1000);
      for (const f of [
        'name',
        'avatar',
        'job',
        'organization',
        'location',
        'email',
        'introduction',
        'personalWebsite',
        'jobName',
        'organizationName',
        'locationName',
        'phone',
        'registrationDate',
        'accountId',
        'certification',
        'nickname',
        'score',
        'user_id',
        'createtime',
        'mobile',
      ]) {
        expect(u, f).toHaveProperty(f);
      }
    }
  });

  it('gives a fresh token on each login and a longer one with remember', async () => {
    const a = await t.call('POST', '/api/User/login', { payload: { username: 'user', password: 'user' } });
    const b = await t.call('POST', '/api/User/login', {
      payload: { username: 'user', password: 'user', remember: true },
    });
    expect(a.data.userinfo.token).not.toBe(b.data.userinfo.token);
    expect(b.data.userinfo.expires_in).toBe(30 * 86400);
  });

  it('says what is missing or wrong, in both languages', async () => {
    const cases = [
      [{ username: '', password: 'x' }, 400, 'Username cannot be empty', '用户名不能为空'],
      [{ username: 'admin', password: '' }, 400, 'Password cannot be empty', '密码不能为空'],
      [{ username: 'admin', password: 'nope' }, 401, 'Wrong account or password', '账号或者密码错误'],
      [{ username: 'ghost', password: 'nope' }, 401, 'Wrong account or password', '账号或者密码错误'],
    ] as const;
    for (const [payload, status, en, zh] of cases) {
      const e = await t.call('POST', '/api/User/login', {
        payload,
        lang: 'en-us',
        headers: { 'x-forwarded-for': '10.0.0.9' },
      });
      expect(e.statusCode).toBe(status);
      expect(e.envelope).toMatchObject({ code: 40000, msg: en, status });
      const z = await t.call('POST', '/api/User/login', { payload });
      expect(z.envelope.msg).toBe(zh);
    }
  });

  it('refuses unknown fields and __proto__ in the body', async () => {
    const extra = await t.call('POST', '/api/User/login', { payload: { username: 'a', password: 'b', role: 'admin' } });
    expect(extra.statusCode).toBe(400);
    expect(extra.envelope.code).toBe(40000);
    expect(extra.data).toEqual([{ field: 'role', message: '不允许的字段：role' }]);
    const proto = await t.app.inject({
      method: 'POST',
      url: '/api/User/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"a","password":"b","__proto__":{"x":1}}',
    });
    expect(proto.statusCode).toBe(400);
    expect(proto.json().code).toBe(40000);
  });

  it('accepts the token from Token and from Authorization: Bearer', async () => {
    const token = await t.login('user');
    const a = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: { token } });
    const b = await t.app.inject({
      method: 'GET',
      url: '/api/user/info',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(a.json().data.username).toBe('user');
    expect(b.json().data.username).toBe('user');
  });

  it('answers 50008 without a token or with an unknown one', async () => {
    const none = await t.call('GET', '/api/user/info', { lang: 'en-us' });
    expect(none.statusCode).toBe(401);
    expect(none.envelope).toEqual({
      code: 50008,
      msg: 'You are not signed in; please sign in',
      data: null,
      status: 401,
    });
    const bad = await t.call('GET', '/api/user/info', { headers: { token: 'made-up' } });
    expect(bad.envelope.code).toBe(50008);
  });

  it('revokes the token on logout: using it again answers 50012 (session ended), as documented', async () => {
    const res = await t.call('POST', '/api/User/login', { payload: { username: 'user', password: 'user' } });
    const token = res.data.userinfo.token;
    const out = await t.call('POST', '/api/user/logout', { headers: { token } });
    expect(out.envelope.code).toBe(1);
    const after = await t.call('GET', '/api/user/info', { headers: { token }, lang: 'en-us' });
    expect(after.statusCode).toBe(401);
    expect(after.envelope).toMatchObject({
      code: 50012,
      msg: 'Your session was ended elsewhere; please sign in again',
    });
    // Signing out twice is harmless: the second call learns the session has ended.
    expect((await t.call('POST', '/api/user/logout', { headers: { token } })).envelope.code).toBe(50012);
  });

  it('answers 50014 once the session has expired', async () => {
    const res = await t.call('POST', '/api/User/login', { payload: { username: 'user', password: 'user' } });
    const token = res.data.userinfo.token;
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: 1 })
      .where('user_id', '=', res.data.userinfo.id)
      .execute();
    const after = await t.call('GET', '/api/user/info', { headers: { token }, lang: 'en-us' });
    expect(after.statusCode).toBe(401);
    expect(after.envelope).toMatchObject({ code: 50014, msg: 'Your session has expired; please sign in again' });
  });

  it('answers 50012 when the session was ended elsewhere', async () => {
    const res = await t.call('POST', '/api/User/login', {
      payload: { username: 'notNeedLogin', password: 'notNeedLogin' },
    });
    const token = res.data.userinfo.token;
    await t.database.db
      .updateTable('sessions')
      .set({ revoked_at: 1, revoked_reason: 'ended' })
      .where('user_id', '=', res.data.userinfo.id)
      .execute();
    const after = await t.call('GET', '/api/user/info', { headers: { token } });
    expect(after.envelope.code).toBe(50012);
  });

  it('throttles failed logins per account and address with 42900', async () => {
    const headers = { 'x-forwarded-for': '10.1.1.1' };
    for (let i = 0; i < LOGIN_LIMITS.perPair; i++) {
      const r = await t.call('POST', '/api/User/login', { payload: { username: 'user', password: 'wrong' }, headers });
      expect(r.envelope.code).toBe(40000);
    }
    const blocked = await t.call('POST', '/api/User/login', {
      payload: { username: 'user', password: 'user' },
      lang: 'en-us',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.envelope).toMatchObject({ code: 42900, msg: 'Too many attempts; try again in 15 minutes' });
  });

  it('sets the role asked for, never toggles, and only a role the account holds', async () => {
    const admin = await t.call('POST', '/api/User/login', { payload: { username: 'admin', password: 'admin' } });
    const headers = { token: admin.data.userinfo.token };
    const role = async () => (await t.call('GET', '/api/user/info', { headers })).data.role;
    // Asking for the role already held keeps it (the old toggle made this admin a researcher).
    expect((await t.call('POST', '/api/user/switch-role', { headers, payload: { role: 'admin' } })).data).toEqual({
      role: 'admin',
    });
    expect(await role()).toBe('admin');
    const down = await t.call('POST', '/api/user/switch-role', { headers, payload: { role: 'user' } });
    expect(down.data).toEqual({ role: 'user' });
    expect(await role()).toBe('user');
    // Twice the same: still user.
    await t.call('POST', '/api/user/switch-role', { headers, payload: { role: 'user' } });
    expect(await role()).toBe('user');
    const up = await t.call('POST', '/api/user/switch-role', { headers, payload: { role: 'admin' } });
    expect(up.data).toEqual({ role: 'admin' });
    // No body, an unknown role or an extra field: 40000, nothing changes.
    for (const payload of [undefined, {}, { role: 'root' }, { role: 'user', also: 1 }]) {
      const bad = await t.call('POST', '/api/user/switch-role', { headers, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.envelope.code).toBe(40000);
    }
    expect(await role()).toBe('admin');
    // A researcher cannot make themselves an admin.
    const plain = await t.call('POST', '/api/user/switch-role', {
      as: 'notNeedLogin',
      lang: 'en-us',
      payload: { role: 'admin' },
    });
    expect(plain.statusCode).toBe(403);
    expect(plain.envelope).toMatchObject({
      code: 40300,
      msg: 'This account has not been granted the admin role; it cannot switch to it',
    });
    const zh = await t.call('POST', '/api/user/switch-role', { as: 'notNeedLogin', payload: { role: 'admin' } });
    expect(zh.envelope.msg).toBe('该账号未被授予「管理员」角色，无法切换');
    // Their own role is always theirs to ask for.
    expect(
      (await t.call('POST', '/api/user/switch-role', { as: 'notNeedLogin', payload: { role: 'user' } })).data,
    ).toEqual({ role: 'user' });
  });

  it('serves the menu the role may see', async () => {
    const asUser = await t.call('POST', '/api/user/menu', { as: 'notNeedLogin' });
    const names = asUser.data.map((r: { name: string }) => r.name);
    expect(names).toContain('formList');
    expect(names).toContain('matterSample');
    expect(names).not.toContain('dashboard');
    expect(names).not.toContain('visualization');
    const exception = asUser.data.find((r: { name: string }) => r.name === 'exception');
    expect(exception.children.map((c: { name: string }) => c.name)).toEqual(['404', '500']);
  });
});
