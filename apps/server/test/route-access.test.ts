import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from './helper';

/**
 * Walks every registered /api route × {visitor, user, admin} and checks the answer against
 * the route's declared access. Parameters are filled with 1; bodies are empty, so a route that
 * lets the caller through answers anything but 50008/40300.
 */
const BUSINESS_DENIALS = [
  'POST /api/user/switch-role as user',
  // A researcher may write methods and QC templates only as a QA manager (a lab capability
  // checked by the service, after the role); the matrix's researcher holds none. A DELETE has
  // no body to fail validation first, so the refusal shows here.
  'DELETE /api/qc/templates/:id as user',
  'DELETE /api/lab-methods/:id as user',
];

describeEngines('route × role matrix', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  async function freshToken(username: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/User/login',
      payload: { username, password: username },
    });
    return res.json().data.userinfo.token;
  }

  it('enforces every declared access', async () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(5);
    const userToken = await t.login('user');
    const adminToken = await t.login('admin');
    const problems: string[] = [];
    for (const { method, url, access } of t.app.routeAccess) {
      if (url.includes('login')) continue; // login itself is exercised in auth.test.ts
      const path = url.replace(/:\w+/g, '1').replace(/\*$/, 'x');
      for (const [who, token] of [
        ['visitor', undefined],
        ['user', userToken],
        ['admin', adminToken],
      ] as const) {
        // Logout revokes the token it is called with, so it gets one of its own.
        const own = token && url.endsWith('/logout') ? await freshToken(who) : token;
        const res = await t.app.inject({
          method: method as 'GET',
          url: path,
          headers: own ? { token: own } : {},
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        const code = res.headers['content-type']?.toString().includes('json') ? res.json().code : 1;
        // Switching role changes this session: switch back so later admin routes still see an admin.
        if (url.endsWith('/switch-role') && code === 1) {
          await t.app.inject({ method: 'POST', url: path, headers: { token: own! }, payload: {} });
        }
        const shut = code === 50008 || code === 40300;
        let expected: 'pass' | 50008 | 40300;
        if (access === 'open') expected = 'pass';
        else if (!token) expected = 50008;
        else if (access === 'signed-in') expected = 'pass';
        else expected = (access as readonly string[]).includes(who) ? 'pass' : 40300;
        // Business rules that refuse after access passed (not an access decision).
        const ruled = BUSINESS_DENIALS.includes(`${method} ${url} as ${who}`) && code === 40300;
        const ok = expected === 'pass' ? !shut || ruled : code === expected;
        if (!ok) problems.push(`${method} ${url} as ${who}: got ${code}, expected ${expected}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('pins the report write boundary: researchers create and edit (the service checks the state), admins delete', () => {
    const access = (method: string, url: string) =>
      t.app.routeAccess.find((r) => r.method === method && r.url === url)?.access;
    expect(access('GET', '/api/reports')).toBe('signed-in');
    expect(access('GET', '/api/reports/:id')).toBe('signed-in');
    expect([...(access('POST', '/api/reports') as string[])].sort()).toEqual(['admin', 'user']);
    expect([...(access('PUT', '/api/reports/:id') as string[])].sort()).toEqual(['admin', 'user']);
    expect(access('DELETE', '/api/reports/:id')).toEqual(['admin']);
    // The lifecycle moves stay open to both roles; the service decides per move (verify/publish/reject: admins).
    expect([...(access('POST', '/api/matter-samples/:id/transitions') as string[])].sort()).toEqual(['admin', 'user']);
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.call('GET', '/api/nope', { lang: 'en-us' });
    expect(res.statusCode).toBe(404);
    expect(res.envelope).toEqual({ code: 40400, msg: 'No such API: /api/nope', data: null, status: 404 });
  });

  it('serves health: status to visitors, versions to admins', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.envelope.code).toBe(1);
    // Visitors learn only the status and the display time zone (every date is shown in it).
    expect(res.data).toEqual({ status: 'ok', displayTz: 'Asia/Shanghai' });
    expect((await t.call('GET', '/api/health', { as: 'user' })).data).toEqual({
      status: 'ok',
      displayTz: 'Asia/Shanghai',
    });
    const admin = await t.call('GET', '/api/health', { as: 'admin' });
    expect(admin.data).toMatchObject({ status: 'ok', app: { name: 'yaoshi' }, database: { engine } });
    expect(admin.data.database.version).toMatch(/^\d+\.\d+/);
    expect(admin.data.node).toBe(process.versions.node);
  });

  it('sends security headers', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('serves OpenAPI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/user/info']).toBeDefined();
  });

  it('hides internals in a 500 and caps body size with 41300', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/User/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-us' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 41300, msg: 'Too large; the limit is 1 MB' });
  });
});
