import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_PENDING, dnaThrottle } from '../src/modules/dna/dna-throttle';
import { createTestApp, describeEngines, type TestApp } from './helper';

/**
 * The identification quota is counted in the database: two server processes (here two throttles
 * over one database, as each process builds its own) share one count per user.
 */
describeEngines('DNA identification quota across processes', (engine) => {
  let t: TestApp;
  let admin: number;
  let user: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const ids = await t.database.db.selectFrom('users').select(['id', 'username']).execute();
    admin = Number(ids.find((u) => u.username === 'admin')!.id);
    user = Number(ids.find((u) => u.username === 'user')!.id);
  });
  afterAll(() => t.close());

  const code = (p: Promise<unknown>) =>
    p.then(
      () => 1,
      (e: { code?: number }) => e.code,
    );

  it('counts what one process let through in the other, per user, within the window', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const a = dnaThrottle(t.database.db, 100, now);
    const b = dnaThrottle(t.database.db, 100, now);
    expect(await code(a.take(admin, 60, 0))).toBe(1);
    expect(await code(b.take(admin, 41, 0))).toBe(42900);
    // The refused request took its count back: 40 more still fit, through either process.
    expect(await code(b.take(admin, 40, 0))).toBe(1);
    expect(await code(a.take(admin, 1, 0))).toBe(42900);
    // Someone else has a count of their own.
    expect(await code(a.take(user, 100, 0))).toBe(1);
    // Ten minutes later the window is empty again.
    clock += 601;
    expect(await code(b.take(admin, 100, 0))).toBe(1);
  });

  it('refuses while this process’s worker has too many jobs waiting', async () => {
    const a = dnaThrottle(t.database.db, 1_000_000);
    expect(await code(a.take(user, 1, MAX_PENDING))).toBe(42900);
  });

  it('many requests at once through two processes never let more than the quota through', async () => {
    const a = dnaThrottle(t.database.db, 10, () => 5_000_000);
    const b = dnaThrottle(t.database.db, 10, () => 5_000_000);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => code((i % 2 ? a : b).take(admin, 1, 0))));
    expect(results.filter((c) => c === 1).length).toBeLessThanOrEqual(10);
    expect(results.every((c) => c === 1 || c === 42900)).toBe(true);
  });
});
