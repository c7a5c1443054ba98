import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { DEVICES_PER_ACCOUNT, LOGIN_LIMITS, PASSWORD_LIMITS } from '../src/modules/auth/login-throttle';
import { DEVICE_COOKIE } from '../src/modules/auth/device-cookie';
import { PNG_1PX, multipartFile } from './catalogue-helpers';
import { createTestApp, describeEngines, type TestApp } from './helper';

const KB = 1024;
const QUOTA = 6 * KB;
const PER_10_MIN = 4;

/** A valid PNG of about `size` bytes, distinct per `seed` (padding after IEND is ignored by readers). */
const png = (size: number, seed: number) =>
  Buffer.concat([
    PNG_1PX,
    Buffer.alloc(Math.max(0, size - PNG_1PX.length - 4), seed % 251),
    Buffer.from([seed >> 24, seed >> 16, seed >> 8, seed]),
  ]);

describeEngines('hardening', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // trustProxy: X-Forwarded-For stands for the client's address.
    t = await createTestApp(engine, { config: { trustProxy: true, uploadQuota: QUOTA, uploadsPer10Min: PER_10_MIN } });
  });
  afterAll(() => t.close());

  let users = 0;
  /** A fresh account, so each test has its own counters. */
  async function account(roles: ('user' | 'admin')[] = ['user']) {
    const username = `hard${++users}`;
    await t.app.services.users.create({ username, password: 'Start123', roles });
    return username;
  }

  async function login(username: string, password: string, ip: string, device?: string, app = t.app) {
    const headers: Record<string, string> = { 'x-forwarded-for': ip, 'accept-language': 'en-us' };
    if (device) headers.cookie = `${DEVICE_COOKIE}=${device}`;
    const res = await app.inject({ method: 'POST', url: '/api/User/login', headers, payload: { username, password } });
    const body = res.json();
    const cookie = String(res.headers['set-cookie'] ?? '');
    const match = cookie.match(new RegExp(`^${DEVICE_COOKIE}=([^;]*)`));
    return {
      status: res.statusCode,
      code: body.code as number,
      msg: body.msg as string,
      body,
      cookie,
      device: match?.[1],
    };
  }

  it('sets an HttpOnly device cookie at sign-in that only the API receives', async () => {
    const name = await account();
    const first = await login(name, 'Start123', '10.20.0.1');
    expect(first.code).toBe(1);
    expect(first.device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.cookie).toContain('HttpOnly');
    expect(first.cookie).toContain('SameSite=Strict');
    expect(first.cookie).toContain('Path=/api');
    // A trusted browser keeps its token; another account on the same browser adds one.
    const again = await login(name, 'Start123', '10.20.0.1', first.device);
    expect(again.device).toBe(first.device);
    const other = await account();
    const both = await login(other, 'Start123', '10.20.0.1', first.device);
    expect(both.device!.split('.')).toEqual([first.device, expect.stringMatching(/^[A-Za-z0-9_-]{43}$/)]);
  });

  it('keeps the most recently used devices of an account', async () => {
    const name = await account();
    const first = await login(name, 'Start123', '10.21.0.1');
    for (let i = 0; i < DEVICES_PER_ACCOUNT; i++) await login(name, 'Start123', '10.21.0.1');
    const rows = await t.database.db
      .selectFrom('login_devices')
      .innerJoin('users', 'users.id', 'login_devices.user_id')
      .select('login_devices.id')
      .where('users.username', '=', name)
      .execute();
    expect(rows).toHaveLength(DEVICES_PER_ACCOUNT);
    // The oldest device was forgotten: signing in from it is treated as a new browser.
    expect((await login(name, 'Start123', '10.21.0.1', first.device)).device).not.toBe(first.device);
  });

  it('stops 90 guesses spread over 10 addresses well before 90, yet the real user still signs in', async () => {
    const name = await account(['admin', 'user']);
    const known = await login(name, 'Start123', '10.30.0.1');
    expect(known.code).toBe(1);

    const answers: number[] = [];
    for (let a = 0; a < 10; a++) {
      for (let i = 0; i < 9; i++) answers.push((await login(name, `guess${a}-${i}`, `10.31.0.${a + 1}`)).code);
    }
    const checked = answers.filter((c) => c === 40000).length;
    expect(checked).toBe(LOGIN_LIMITS.perAccount);
    expect(answers.filter((c) => c === 42900)).toHaveLength(90 - LOGIN_LIMITS.perAccount);
    // Even the right password from yet another unknown address and browser is refused now.
    const stranger = await login(name, 'Start123', '10.31.0.99');
    expect(stranger).toMatchObject({ status: 429, code: 42900, msg: 'Too many attempts; try again in 15 minutes' });

    // The real user: from a browser that signed in before, from anywhere …
    expect((await login(name, 'Start123', '10.32.0.1', known.device)).code).toBe(1);
    // … and from an address the account signed in from before, without the cookie.
    expect((await login(name, 'Start123', '10.30.0.1')).code).toBe(1);
  });

  it('cannot lock the user out from behind the same address (shared NAT), but throttles the guesser', async () => {
    const name = await account(['admin', 'user']);
    const nat = '10.40.0.1';
    const trusted = await login(name, 'Start123', nat);
    for (let i = 0; i < LOGIN_LIMITS.perPair; i++) expect((await login(name, `nope${i}`, nat)).code).toBe(40000);
    expect((await login(name, 'nope', nat)).code).toBe(42900);
    expect((await login(name, 'Start123', nat)).code).toBe(42900);
    // The user's own browser is judged by its own failures only.
    expect((await login(name, 'Start123', nat, trusted.device)).code).toBe(1);
  });

  it('limits a trusted browser by its own failures', async () => {
    const name = await account();
    const trusted = await login(name, 'Start123', '10.50.0.1');
    for (let i = 0; i < LOGIN_LIMITS.perDevice; i++)
      expect((await login(name, `typo${i}`, '10.50.0.1', trusted.device)).code).toBe(40000);
    expect((await login(name, 'Start123', '10.50.0.1', trusted.device)).code).toBe(42900);
    // Its failures do not count against unknown browsers of the address.
    expect((await login(name, 'Start123', '10.50.0.1')).code).toBe(1);
  });

  it('caps failures from one address over all accounts', async () => {
    const ip = '10.60.0.1';
    // All but the last failure written straight to the counters (each real one costs a scrypt).
    const at = Math.floor(Date.now() / 1000);
    await t.database.db
      .insertInto('login_failures')
      .values(Array.from({ length: LOGIN_LIMITS.perAddress - 1 }, (_, i) => ({ username: `ghost${i}`, ip, at })))
      .execute();
    expect((await login('ghost-last', 'x', ip)).code).toBe(40000);
    const name = await account();
    expect((await login(name, 'Start123', ip)).code).toBe(42900);
    expect((await login(name, 'Start123', '10.60.0.2')).code).toBe(1);
  });

  it('holds under a burst of parallel guesses (each attempt is counted before it is checked)', async () => {
    const name = await account();
    const codes = await Promise.all(Array.from({ length: 30 }, (_, i) => login(name, `burst${i}`, '10.65.0.1')));
    // Attempts that all count before any is checked may all be refused: conservative, never more than the limit.
    const checked = codes.filter((r) => r.code === 40000).length;
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.perPair);
    expect(codes.filter((r) => r.code === 42900)).toHaveLength(30 - checked);
  });

  it('counts in the database: another server process sees the same failures', async () => {
    const name = await account();
    const second = await buildApp({ config: t.app.ctx.config, database: t.database, logger: false });
    try {
      for (let i = 0; i < LOGIN_LIMITS.perPair; i++) {
        const app = i % 2 ? second : t.app;
        expect((await login(name, 'wrong', '10.70.0.1', undefined, app)).code).toBe(40000);
      }
      expect((await login(name, 'Start123', '10.70.0.1', undefined, second)).code).toBe(42900);
    } finally {
      await second.close();
    }
  });

  it('throttles wrong current passwords on password change per account', async () => {
    const name = await account();
    const a = (await login(name, 'Start123', '10.80.0.1')).body.data.userinfo.token;
    const b = (await login(name, 'Start123', '10.80.0.2')).body.data.userinfo.token;
    const change = (token: string, oldPassword: string) =>
      t.call('POST', '/api/user/password', {
        headers: { token },
        payload: { oldPassword, newPassword: 'Better456' },
        lang: 'en-us',
      });
    for (let i = 0; i < PASSWORD_LIMITS.perAccount; i++)
      expect((await change(i % 2 ? a : b, 'nope')).envelope.code).toBe(40000);
    const blocked = await change(a, 'Start123');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.envelope).toMatchObject({ code: 42900, msg: 'Too many attempts; try again in 15 minutes' });
    // Per account: the other session is throttled too; the password did not change.
    expect((await change(b, 'Start123')).envelope.code).toBe(42900);
    expect((await login(name, 'Start123', '10.80.0.3')).code).toBe(1);
  });

  it('keeps the active role per session', async () => {
    const name = await account(['admin', 'user']);
    await t.database.db.updateTable('users').set({ role: 'admin' }).where('username', '=', name).execute();
    const a = (await login(name, 'Start123', '10.90.0.1')).body.data.userinfo;
    const b = (await login(name, 'Start123', '10.90.0.1')).body.data.userinfo;
    expect([a.role, b.role]).toEqual(['admin', 'admin']);
    const info = async (token: string) => (await t.call('GET', '/api/user/info', { headers: { token } })).data.role;

    const toUser = { role: 'user' };
    expect(
      (await t.call('POST', '/api/user/switch-role', { headers: { token: a.token }, payload: toUser })).data,
    ).toEqual({
      role: 'user',
    });
    expect(await info(a.token)).toBe('user');
    expect(await info(b.token)).toBe('admin');
    // The server enforces the session's role.
    expect((await t.call('GET', '/api/operation/log', { headers: { token: a.token } })).envelope.code).toBe(40300);
    expect((await t.call('GET', '/api/operation/log', { headers: { token: b.token } })).envelope.code).toBe(1);
    // A new sign-in starts in the account's role.
    expect((await login(name, 'Start123', '10.90.0.1')).body.data.userinfo.role).toBe('admin');

    // A session from before the role moved to the session (null) uses the account's role.
    await t.database.db.updateTable('sessions').set({ role: null }).where('ip', '=', '10.90.0.1').execute();
    expect(await info(a.token)).toBe('admin');
    // A role since withdrawn is not kept by the session.
    await t.call('POST', '/api/user/switch-role', { headers: { token: b.token }, payload: toUser });
    await t.call('POST', '/api/user/switch-role', { headers: { token: b.token }, payload: { role: 'admin' } });
    await t.database.db
      .updateTable('users')
      .set({ roles: '["user"]', role: 'user' })
      .where('username', '=', name)
      .execute();
    expect(await info(b.token)).toBe('user');
  });

  it('limits uploads per user: a rate per 10 minutes and a daily quota, 42900 past them', async () => {
    const rate = await account();
    const quota = await account();
    const upload = (as: string, data: Buffer, app = t.app) =>
      t.login(as, 'Start123').then((token) => {
        const { payload, headers } = multipartFile(data, 'a.png', 'image/png');
        return app.inject({
          method: 'POST',
          url: '/api/user/upload',
          headers: { ...headers, token, 'accept-language': 'en-us' },
          payload,
        });
      });

    // The same file again still counts: it was sent.
    for (let i = 0; i < PER_10_MIN; i++) expect((await upload(rate, png(100, 1))).json().code).toBe(1);
    const second = await buildApp({ config: t.app.ctx.config, database: t.database, logger: false });
    try {
      const tooMany = await upload(rate, png(100, 2), second);
      expect(tooMany.statusCode).toBe(429);
      expect(tooMany.json()).toMatchObject({
        code: 42900,
        msg: `Too many uploads: at most ${PER_10_MIN} files every 10 minutes; please try again later`,
      });
    } finally {
      await second.close();
    }

    expect((await upload(quota, png(4 * KB, 3))).json().code).toBe(1);
    const over = await upload(quota, png(3 * KB, 4));
    expect(over.statusCode).toBe(429);
    expect(over.json().msg).toBe(
      'Daily upload quota of 6 KB reached (4 KB uploaded in the last 24 hours); please try again later',
    );
    // What fits still goes through; another user has a quota of its own.
    expect((await upload(quota, png(KB, 5))).json().code).toBe(1);
    expect((await upload(await account(), png(5 * KB, 6))).json().code).toBe(1);

    // A burst of parallel uploads cannot all pass the check before any is logged.
    const burst = await account();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => upload(burst, png(100, 100 + i))));
    const accepted = answers.filter((r) => r.json().code === 1).length;
    expect(accepted).toBeLessThanOrEqual(PER_10_MIN);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(10 - accepted);

    // A day later the quota is free again.
    await t.database.db.updateTable('upload_log').set({ at: 1 }).execute();
    expect((await upload(quota, png(3 * KB, 7))).json().code).toBe(1);
  });
});
