import { afterAll, beforeAll, expect, it } from 'vitest';
import { requireDataService } from '../src/modules/data-services/data-services.service';
import { createTestApp, describeEngines, type TestApp } from './helper';

describeEngines('console: monitor and data services', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('serves live metrics to admins only, and they move after requests', async () => {
    expect((await t.call('GET', '/api/monitor/metrics', { as: 'user' })).envelope.code).toBe(40300);
    expect((await t.call('GET', '/api/monitor/metrics')).envelope.code).toBe(50008);

    const before = (await t.call('GET', '/api/monitor/metrics', { as: 'admin' })).data;
    expect(before).toMatchObject({ windowSeconds: 60, database: { engine } });
    expect(before.database.sizeBytes).toBeGreaterThan(0);
    expect(before.activeSessions).toBeGreaterThanOrEqual(2);
    expect(before.series).toHaveLength(30);
    expect(before.process.pid).toBe(process.pid);

    for (let i = 0; i < 10; i++) await t.call('GET', '/api/health');
    for (let i = 0; i < 5; i++) await t.call('GET', '/api/nope-not-here');
    const after = (await t.call('GET', '/api/monitor/metrics', { as: 'admin' })).data;
    // Polling the metrics endpoint itself is not counted.
    expect(after.requestsPerMinute - before.requestsPerMinute).toBe(15);
    expect(after.clientErrorRate).toBeGreaterThan(0);
    expect(after.p95LatencyMs).toBeGreaterThan(0);
    expect(after.series.reduce((n: number, b: { requests: number }) => n + b.requests, 0)).toBeGreaterThanOrEqual(15);
    expect(after.eventLoopDelayMs.max).toBeGreaterThanOrEqual(0);

    await t.call('POST', '/api/User/login', { payload: { username: 'user', password: 'user' } });
    const sessions = (await t.call('GET', '/api/monitor/metrics', { as: 'admin' })).data.activeSessions;
    expect(sessions).toBe(after.activeSessions + 1);
  });

  it('data services: listed to anyone signed in, switched by admins, honoured by the server', async () => {
    const cards = await t.call('GET', '/api/list/the-service', { as: 'user', lang: 'en-us' });
    expect(cards.data.map((c: { key: string }) => c.key)).toEqual(['open-api', 'bulk-export', 'bulk-import']);
    expect(cards.data[1]).toMatchObject({
      title: 'Bulk export',
      enable: true,
      actionType: 'button',
      expires: false,
      updatedBy: null,
    });
    expect(await t.app.services.dataServices.isEnabled('bulk-export')).toBe(true);

    expect(
      (await t.call('PUT', '/api/data-services/bulk-export', { as: 'user', payload: { enable: false } })).envelope.code,
    ).toBe(40300);
    const off = await t.call('PUT', '/api/data-services/bulk-export', { as: 'admin', payload: { enable: false } });
    expect(off.data).toMatchObject({ key: 'bulk-export', enable: false, updatedBy: 'admin' });
    expect(await t.app.services.dataServices.isEnabled('bulk-export')).toBe(false);

    const guard = requireDataService(t.app.services.dataServices, 'bulk-export');
    const req = { lang: 'en-US', auth: null } as never;
    await expect(guard(req)).rejects.toMatchObject({
      code: 40300,
      key: 'dataService.disabled',
      params: { name: 'Bulk export' },
    });
    await t.call('PUT', '/api/data-services/bulk-export', { as: 'admin', payload: { enable: true } });
    await expect(guard(req)).resolves.toBeUndefined();

    // The open read API switch only concerns visitors.
    await t.call('PUT', '/api/data-services/open-api', { as: 'admin', payload: { enable: false } });
    const open = requireDataService(t.app.services.dataServices, 'open-api', { visitorsOnly: true });
    await expect(open({ lang: 'zh-CN', auth: null } as never)).rejects.toMatchObject({ code: 40300 });
    await expect(open({ lang: 'zh-CN', auth: { userId: 1 } } as never)).resolves.toBeUndefined();
    await t.call('PUT', '/api/data-services/open-api', { as: 'admin', payload: { enable: true } });

    // Honoured by the catalogue's routes: export, import, and visitors' reads.
    await t.call('PUT', '/api/data-services/bulk-export', { as: 'admin', payload: { enable: false } });
    const exp = await t.call('GET', '/api/matters/export?format=csv', { as: 'admin', lang: 'en-us' });
    expect(exp.envelope).toMatchObject({ code: 40300, msg: 'The data service "Bulk export" is switched off' });
    await t.call('PUT', '/api/data-services/bulk-export', { as: 'admin', payload: { enable: true } });
    expect((await t.call('GET', '/api/matters/export?format=csv', { as: 'admin' })).statusCode).toBe(200);

    await t.call('PUT', '/api/data-services/bulk-import', { as: 'admin', payload: { enable: false } });
    const imp = await t.call('POST', '/api/matters/import?mode=dry-run', { as: 'admin', payload: {} });
    expect(imp.envelope.code).toBe(40300);
    await t.call('PUT', '/api/data-services/bulk-import', { as: 'admin', payload: { enable: true } });
    expect((await t.call('POST', '/api/matters/import?mode=dry-run', { as: 'admin', payload: {} })).envelope.code).toBe(
      40000,
    );

    await t.call('PUT', '/api/data-services/open-api', { as: 'admin', payload: { enable: false } });
    expect((await t.call('GET', '/api/matters')).envelope.code).toBe(40300);
    expect((await t.call('GET', '/api/matters', { as: 'user' })).envelope.code).toBe(1);
    await t.call('PUT', '/api/data-services/open-api', { as: 'admin', payload: { enable: true } });
    expect((await t.call('GET', '/api/matters')).envelope.code).toBe(1);

    const badKey = await t.call('PUT', '/api/data-services/nope', { as: 'admin', payload: { enable: true } });
    expect(badKey.envelope.code).toBe(40000);
  });
});
