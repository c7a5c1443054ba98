import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_MEANINGS, type SampleState } from '@yaoshi/contracts';
import { describeEngines, type TestApp } from './helper';
import { createLabApp, LAB_ADMINS, LAB_PASSWORD } from './lab-fixtures';

/**
 * Admins manage people in the console (temporary passwords, disabled
 * accounts, roles and laboratory capabilities, always one active admin), the lab may allow
 * self-verification with a reason, and verify / publish are signed with the password again.
 */
const [ADMIN_A, ADMIN_B] = LAB_ADMINS;
const TEMP = 'Temp1234';

describeEngines('people and signatures in the laboratory', (engine) => {
  let t: TestApp;
  let gouqi: number;

  beforeAll(async () => {
    ({ t, gouqi } = await createLabApp(engine, ['demo accounts', 'catalogue', 'standards']));
  });
  afterAll(() => t.close());

  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/User/login', payload: { username, password } }).then((r) => r.json());
  const asToken = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { token }, payload: payload as never }).then((r) => r.json());
  const sign = (meaning: 'verify' | 'publish', password = LAB_PASSWORD, reason = '') => ({
    password,
    meaning,
    self_verification_reason: reason,
  });
  const move = (id: number, to: SampleState, as: string, signature?: unknown, lang?: 'en-us') =>
    t.call('POST', `/api/matter-samples/${id}/transitions`, { as, lang, payload: { to, note: '', signature } });
  const ok = async (p: Promise<{ envelope: { code: number }; body: string }>) => {
    const res = await p;
    expect(res.envelope.code, res.body).toBe(1);
    return res;
  };
  const createPerson = (payload: Record<string, unknown>) => t.call('POST', '/api/people', { as: ADMIN_A, payload });

  /** A sample registered by `enterer`, its results entered and submitted by them. */
  async function submitted(enterer: string): Promise<number> {
    const res = await ok(
      t.call('POST', '/api/matter-samples', {
        as: enterer,
        payload: {
          ms_name: '枸杞子 签名',
          matter_id: gouqi,
          ms_source: 'cultivation-base',
          ms_area: '640500',
          ms_coll_vol: 500,
          ms_coll_time: 1_720_000_000,
        },
      }),
    );
    const id = (res as unknown as { data: { id: number } }).data.id;
    await ok(move(id, 'received', enterer));
    await ok(move(id, 'testing', enterer));
    await ok(
      t.call('POST', '/api/reports', {
        as: enterer,
        payload: {
          report_name: '枸杞子 理化检测',
          sample_kind: 'matter',
          sample_id: id,
          tested_at: 1_720_100_000,
          items: [{ item: '水分', result: 12 }],
        },
      }),
    );
    await ok(move(id, 'to_verify', enterer));
    return id;
  }

  describe('people page API', () => {
    it('answers admins only: visitors 50008, researchers 40300, on every route', async () => {
      const routes: ['GET' | 'POST' | 'PUT', string, unknown][] = [
        ['GET', '/api/people', undefined],
        ['POST', '/api/people', { username: 'x1', roles: ['user'], capabilities: [], temporary_password: TEMP }],
        ['PUT', '/api/people/1', { name: 'x' }],
        ['POST', '/api/people/1/disable', undefined],
        ['POST', '/api/people/1/enable', undefined],
        ['POST', '/api/people/1/temporary-password', { temporary_password: TEMP }],
        ['GET', '/api/lab-settings', undefined],
        ['PUT', '/api/lab-settings', { allow_self_verification: true }],
      ];
      for (const [method, url, payload] of routes) {
        expect((await t.call(method, url, { payload })).envelope.code, `${method} ${url}`).toBe(50008);
        expect((await t.call(method, url, { as: 'user', payload })).envelope.code, `${method} ${url}`).toBe(40300);
      }
      const list = await ok(t.call('GET', '/api/people', { as: ADMIN_A }));
      const admin = (list as unknown as { data: { username: string }[] }).data.find((p) => p.username === 'admin');
      expect(admin).toMatchObject({
        roles: ['admin', 'user'],
        capabilities: ['analyst', 'verifier', 'publisher'],
        status: 'online',
        must_change_password: false,
      });
    });

    it('creates an account whose temporary password must be changed before anything else works', async () => {
      const created = await createPerson({
        username: 'analyst_li',
        name: '李检测',
        roles: ['user'],
        capabilities: ['analyst'],
        temporary_password: TEMP,
      });
      expect(created.envelope.code, created.body).toBe(1);
      expect(created.data).toMatchObject({ username: 'analyst_li', must_change_password: true, status: 'online' });
      expect(
        (await createPerson({ username: 'analyst_li', roles: ['user'], capabilities: [], temporary_password: TEMP }))
          .envelope.code,
      ).toBe(40900);

      const signedIn = await login('analyst_li', TEMP);
      expect(signedIn.code).toBe(1);
      expect(signedIn.data.userinfo).toMatchObject({ must_change_password: true, capabilities: ['analyst'] });
      const token = signedIn.data.userinfo.token as string;
      const blocked = await asToken('GET', '/api/matter-samples', token);
      expect(blocked).toMatchObject({ code: 40300, data: { reason: 'password_change_required' } });
      expect(blocked.msg).toContain('临时密码');
      expect((await asToken('GET', '/api/user/info', token)).data.must_change_password).toBe(true);

      const changed = await asToken('POST', '/api/user/password', token, {
        oldPassword: TEMP,
        newPassword: 'Mine5678',
      });
      expect(changed.code, JSON.stringify(changed)).toBe(1);
      expect((await asToken('GET', '/api/matter-samples', token)).code).toBe(1);
      expect((await login('analyst_li', 'Mine5678')).data.userinfo.must_change_password).toBe(false);

      const log = await t.call('GET', '/api/operation/log?kind=person', { as: ADMIN_A });
      expect(
        log.data.list.some((e: { record_label: string; summary: string }) => e.record_label === 'analyst_li'),
      ).toBe(true);
      expect(JSON.stringify(log.data.list)).not.toContain(TEMP);
    });

    it('disables an account (no sign-in, sessions end) and re-enables it, logging both', async () => {
      const { data } = await createPerson({
        username: 'temp_wang',
        roles: ['user'],
        capabilities: [],
        temporary_password: TEMP,
      });
      const token = (await login('temp_wang', TEMP)).data.userinfo.token as string;
      await ok(t.call('POST', `/api/people/${data.id}/disable`, { as: ADMIN_A }));
      expect((await asToken('GET', '/api/user/info', token)).code).toBe(50012);
      const refused = await login('temp_wang', TEMP);
      expect(refused.code).toBe(40300);
      await ok(t.call('POST', `/api/people/${data.id}/enable`, { as: ADMIN_A }));
      expect((await login('temp_wang', TEMP)).code).toBe(1);
      const log = await t.call('GET', `/api/operation/log?kind=person&record_id=${data.id}`, { as: ADMIN_A });
      const summaries = log.data.list.map((e: { summary: string }) => e.summary);
      expect(summaries).toEqual(expect.arrayContaining(['account disabled', 'account re-enabled']));
    });

    it('never leaves the console without an active admin', async () => {
      const people = (await t.call('GET', '/api/people', { as: ADMIN_A })).data as { id: number; username: string }[];
      const id = (u: string) => people.find((p) => p.username === u)!.id;
      await ok(t.call('PUT', `/api/people/${id('admin')}`, { as: ADMIN_A, payload: { roles: ['user'] } }));
      await ok(t.call('PUT', `/api/people/${id(ADMIN_B)}`, { as: ADMIN_A, payload: { roles: ['user'] } }));
      const demote = await t.call('PUT', `/api/people/${id(ADMIN_A)}`, { as: ADMIN_A, payload: { roles: ['user'] } });
      expect(demote.envelope.code).toBe(40900);
      expect(
        (await t.call('POST', `/api/people/${id(ADMIN_A)}/disable`, { as: ADMIN_A, lang: 'en-us' })).envelope.msg,
      ).toContain('last active admin');
      await ok(t.call('PUT', `/api/people/${id(ADMIN_B)}`, { as: ADMIN_A, payload: { roles: ['admin'] } }));
      await ok(t.call('PUT', `/api/people/${id('admin')}`, { as: ADMIN_A, payload: { roles: ['admin', 'user'] } }));
    });
  });

  describe('capabilities', () => {
    it('checks analyst on result entry, verifier on verify and publisher on publish', async () => {
      const id = await submitted('user');
      await ok(
        createPerson({ username: 'pub_only', roles: ['admin'], capabilities: ['publisher'], temporary_password: TEMP }),
      );
      const token = (await login('pub_only', TEMP)).data.userinfo.token as string;
      await asToken('POST', '/api/user/password', token, { oldPassword: TEMP, newPassword: LAB_PASSWORD });
      await t.login('pub_only', LAB_PASSWORD);
      const refused = await move(id, 'verified', 'pub_only', sign('verify'), 'en-us');
      expect(refused.envelope.code).toBe(40300);
      expect(refused.envelope.msg).toContain('verifier');
      const lifecycle = await t.call('GET', `/api/matter-samples/${id}/transitions`, { as: 'pub_only' });
      expect(lifecycle.data.moves).toContainEqual({ to: 'verified', reason_required: false, blocked: 'capability' });

      await ok(move(id, 'verified', ADMIN_B, sign('verify')));
      const people = (await t.call('GET', '/api/people', { as: ADMIN_A })).data as { id: number; username: string }[];
      const b = people.find((p) => p.username === ADMIN_B)!.id;
      await ok(t.call('PUT', `/api/people/${b}`, { as: ADMIN_A, payload: { capabilities: ['verifier'] } }));
      expect((await move(id, 'published', ADMIN_B, sign('publish'))).envelope.code).toBe(40300);
      await ok(move(id, 'published', 'pub_only', sign('publish')));
      await ok(t.call('PUT', `/api/people/${b}`, { as: ADMIN_A, payload: { capabilities: [] } }));
      const other = await ok(
        t.call('POST', '/api/matter-samples', {
          as: ADMIN_A,
          payload: {
            ms_name: '枸杞子 x',
            matter_id: gouqi,
            ms_source: 'cultivation-base',
            ms_area: '640500',
            ms_coll_vol: 1,
            ms_coll_time: 1_720_000_000,
          },
        }),
      );
      const entry = await t.call('POST', '/api/reports', {
        as: ADMIN_B,
        payload: {
          report_name: 'x',
          sample_kind: 'matter',
          sample_id: (other as unknown as { data: { id: number } }).data.id,
          tested_at: 1_720_100_000,
          items: [{ item: '水分', result: 12 }],
        },
      });
      expect(entry.envelope.code).toBe(40300);
      await ok(
        t.call('PUT', `/api/people/${b}`, {
          as: ADMIN_A,
          payload: { capabilities: ['analyst', 'verifier', 'publisher'] },
        }),
      );
    });
  });

  describe('signatures', () => {
    it('requires a signature for this act with the right password; stores and prints name, time and meaning', async () => {
      const id = await submitted('user');
      expect((await move(id, 'verified', ADMIN_B)).envelope.code).toBe(40000);
      expect((await move(id, 'verified', ADMIN_B, sign('publish'))).envelope.code).toBe(40000);
      const wrong = await move(id, 'verified', ADMIN_B, sign('verify', 'Wrong999'), 'en-us');
      expect(wrong.envelope.code).toBe(40000);
      expect(wrong.envelope.msg).toContain('Wrong password');
      await ok(move(id, 'verified', ADMIN_B, sign('verify')));
      await ok(move(id, 'published', ADMIN_B, sign('publish')));
      const report = (await t.call('GET', `/api/reports?sample_id=${id}`, { as: ADMIN_A })).data.list[0];
      const doc = await t.call('GET', `/api/reports/${report.id}/document?lang=en-US`, { as: 'user' });
      const [, verified, published] = doc.data.signoffs;
      expect(verified).toMatchObject({ by: ADMIN_B, meaning: SIGNATURE_MEANINGS.verify.en, at: expect.any(Number) });
      expect(published).toMatchObject({ by: ADMIN_B, meaning: SIGNATURE_MEANINGS.publish.en });
      const zh = await t.call('GET', `/api/reports/${report.id}/document?lang=zh-CN`, { as: 'user' });
      expect(zh.data.signoffs[1].meaning).toBe(SIGNATURE_MEANINGS.verify.zh);
      const pdf = await t.call('GET', `/api/reports/${report.id}/pdf`, { as: 'user' });
      expect(pdf.statusCode).toBe(200);
      const log = await t.call('GET', `/api/operation/log?record_id=${id}`, { as: ADMIN_A });
      expect(JSON.stringify(log.data.list)).toContain('"signed":"publish"');
    });

    it('throttles failed re-confirmations like a password change (42900 after five)', async () => {
      const id = await submitted('user');
      const codes: number[] = [];
      for (let i = 0; i < 6; i++)
        codes.push((await move(id, 'verified', ADMIN_A, sign('verify', 'Wrong999'))).envelope.code);
      expect(codes.slice(0, 5)).toEqual([40000, 40000, 40000, 40000, 40000]);
      expect(codes[5]).toBe(42900);
      expect((await move(id, 'verified', ADMIN_A, sign('verify'))).envelope.code).toBe(42900);
    });
  });

  describe('self-verification', () => {
    it('is refused by default; when the lab allows it, needs a reason that the report shows', async () => {
      expect((await t.call('GET', '/api/lab-settings', { as: ADMIN_B })).data).toEqual({
        allow_self_verification: false,
      });
      const id = await submitted(ADMIN_B);
      expect((await move(id, 'verified', ADMIN_B, sign('verify'))).envelope.code).toBe(40300);
      await ok(t.call('PUT', '/api/lab-settings', { as: ADMIN_B, payload: { allow_self_verification: true } }));
      const lifecycle = await t.call('GET', `/api/matter-samples/${id}/transitions`, { as: ADMIN_B });
      expect(lifecycle.data.self_verification).toBe(true);
      expect(lifecycle.data.moves).toContainEqual({ to: 'verified', reason_required: false, blocked: null });
      expect((await move(id, 'verified', ADMIN_B, sign('verify'))).envelope.code).toBe(40000);
      await ok(move(id, 'verified', ADMIN_B, sign('verify', LAB_PASSWORD, 'one-person lab on Sunday')));
      await ok(move(id, 'published', ADMIN_B, sign('publish')));
      const report = (await t.call('GET', `/api/reports?sample_id=${id}`, { as: ADMIN_A })).data.list[0];
      const doc = await t.call('GET', `/api/reports/${report.id}/document?lang=en-US`, { as: ADMIN_A });
      expect(doc.data.signoffs[1]).toMatchObject({ by: ADMIN_B, self_verified: 'one-person lab on Sunday' });
      expect(doc.data.signoffs[2].self_verified).toBeUndefined();
      const log = await t.call('GET', '/api/operation/log?kind=lab-settings', { as: ADMIN_A });
      expect(log.data.list[0]).toMatchObject({ after: { allow_self_verification: true } });
      await ok(t.call('PUT', '/api/lab-settings', { as: ADMIN_B, payload: { allow_self_verification: false } }));
    });
  });
});
