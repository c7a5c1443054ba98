import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from './helper';

/** Answers that depend on a session are never stored by a browser or proxy; open catalogue answers keep theirs. */
describeEngines('cache-control of API answers', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts'] });
  });
  afterAll(() => t.close());

  it('is no-store on the JSON answer of every signed-in GET route', async () => {
    const routes = t.app.routeAccess.filter(
      (r) => r.method === 'GET' && r.access !== 'open' && !r.url.includes(':') && !r.url.includes('*'),
    );
    expect(routes.length).toBeGreaterThan(10);
    const stored: string[] = [];
    for (const r of routes) {
      const res = await t.call('GET', r.url, { as: 'admin' });
      const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
      if (json && res.headers['cache-control'] !== 'no-store') stored.push(`${r.url} ${res.headers['cache-control']}`);
    }
    expect(stored).toEqual([]);
  });

  it('is no-store on a login answer (it carries the token) and on open pages read with a token', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/User/login',
      payload: { username: 'admin', password: 'admin' },
    });
    expect(login.json().code).toBe(1);
    expect(login.headers['cache-control']).toBe('no-store');
    const signedIn = await t.call('GET', '/api/matters', { as: 'admin' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });

  it('leaves an anonymous read of the open catalogue as it was', async () => {
    const open = await t.call('GET', '/api/matters');
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBeUndefined();
  });
});
