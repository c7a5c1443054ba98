import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from './helper';

/** With the database gone, health says so: 503 naming it, never a bare 500. */
describeEngines('health while the database is down', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts'] });
    token = await t.login('admin');
    expect((await t.call('GET', '/api/health')).statusCode).toBe(200);
    // PostgreSQL: the pool is closed, as when the server cannot reach it; SQLite: the file handle.
    await t.database.db.destroy();
  });
  afterAll(() => t.close().catch(() => {}));

  it('answers 503 with data.database = "down" and says so in both languages', async () => {
    const en = await t.call('GET', '/api/health', { lang: 'en-us' });
    expect(en.statusCode).toBe(503);
    expect(en.envelope).toEqual({
      code: 50300,
      msg: 'The database cannot be reached; the service is unavailable for now',
      data: { database: 'down' },
      status: 503,
    });
    const zh = await t.call('GET', '/api/health');
    expect(zh.envelope.msg).toBe('数据库暂时无法连接，服务暂不可用');
    // An admin's console sends its token: the same answer, not a 500 from reading the session.
    const signedIn = await t.call('GET', '/api/health', { headers: { token } });
    expect(signedIn.statusCode).toBe(503);
    expect(signedIn.data).toEqual({ database: 'down' });
  });
});
