import { afterAll, beforeAll, expect, it } from 'vitest';
import { multipartFile, PNG_1PX } from './catalogue-helpers';
import { describeEngines } from './helper';
import { type Answer, eventually, request, type ServerProcess, sharedDatabase, startServer } from './server-process';

/**
 * Several server processes on one database: nothing one process keeps in memory may be needed
 * by another. Real processes (`node --import tsx src/server.ts`), real ports, one database.
 */
const ok = (a: Answer) => {
  expect(a.envelope?.code, JSON.stringify(a.envelope)).toBe(1);
  return a.data;
};

async function login(port: number, username: string, password = username): Promise<string> {
  return ok(await request(port, 'POST', '/api/User/login', { payload: { username, password } })).userinfo.token;
}

describeEngines('two servers on one database', (engine) => {
  let db: Awaited<ReturnType<typeof sharedDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let admin: string;

  beforeAll(async () => {
    db = await sharedDatabase(engine);
    // A migrates and seeds a new database; B finds it ready (as a second host would).
    const env = { ...db.env, UPLOADS_PER_10_MIN: '3' };
    a = await startServer(env);
    b = await startServer(env);
    admin = await login(a.port, 'admin');
  }, 240_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
  }, 60_000);

  it('a token from one works on the other, and logout on one ends it on both (50012: ended elsewhere)', async () => {
    const token = await login(a.port, 'user');
    expect(ok(await request(b.port, 'GET', '/api/user/info', { token })).username).toBe('user');
    ok(await request(b.port, 'POST', '/api/user/logout', { token }));
    for (const port of [a.port, b.port])
      expect((await request(port, 'GET', '/api/user/info', { token })).envelope.code).toBe(50012);
  });

  it('a write through one is read through the other at once: detail, list, total, search', async () => {
    const before = ok(await request(b.port, 'GET', '/api/matters?current=1&pageSize=5')).total;
    const created = ok(
      await request(a.port, 'POST', '/api/matters', {
        token: admin,
        // Published, as the visitor reads below expect (a new record is a draft by default).
        payload: {
          material_name: '双服草',
          latin_name: 'Herba duorum L.',
          effect_tags: ['clear-heat'],
          status: 'online',
        },
      }),
    );
    expect(ok(await request(b.port, 'GET', `/api/matters/${created.id}`)).material_name).toBe('双服草');
    const list = ok(await request(b.port, 'GET', '/api/matters?current=1&pageSize=5&sort=updated_at:desc'));
    expect(list.total).toBe(before + 1);
    expect(list.list[0].id).toBe(created.id);
    const found = ok(await request(b.port, 'GET', `/api/matters?q=${encodeURIComponent('双服')}`));
    expect(found.list.map((r: { id: number }) => r.id)).toEqual([created.id]);

    // An update and a delete through B are seen by A as well.
    ok(
      await request(b.port, 'PUT', `/api/matters/${created.id}`, {
        token: admin,
        payload: { material_name: '双机草' },
      }),
    );
    expect(ok(await request(a.port, 'GET', `/api/matters?q=${encodeURIComponent('双机')}`)).total).toBe(1);
    expect(ok(await request(a.port, 'GET', `/api/matters?q=${encodeURIComponent('双服')}`)).total).toBe(0);
    ok(await request(b.port, 'DELETE', `/api/matters/${created.id}`, { token: admin }));
    expect((await request(a.port, 'GET', `/api/matters/${created.id}`)).envelope.code).toBe(40400);
    expect(ok(await request(a.port, 'GET', '/api/matters?current=1&pageSize=5')).total).toBe(before);
  });

  it('concurrent creates through both servers all succeed, each with its own number', async () => {
    // SQLite: write transactions take the write lock first (BEGIN IMMEDIATE), so a create that
    // reads the last number and inserts the next waits for the other process instead of failing.
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        request(i % 2 ? b.port : a.port, 'POST', '/api/matters', {
          token: admin,
          payload: { material_name: `并发草${i}` },
        }),
      ),
    );
    const nums = made.map((r) => ok(r).material_num as string);
    expect(new Set(nums).size).toBe(8);
    for (const r of made) ok(await request(a.port, 'DELETE', `/api/matters/${r.data.id}`, { token: admin }));
  });

  it('deep pages (cached page anchors) follow a write made through the other server', async () => {
    const page = async (port: number, current: number) =>
      ok(await request(port, 'GET', `/api/matter-samples?pageSize=10&current=${current}`, { token: admin }));
    // Page 101 starts at row 1000: both servers learn a page anchor for it.
    const p100 = await page(a.port, 100);
    const p101 = await page(a.port, 101);
    expect((await page(b.port, 101)).list).toEqual(p101.list);
    const ids = (p: { list: { id: number }[] }) => p.list.map((r) => r.id);
    // Through B, the last row of the list moves to the top (newest update first): rows shift down one.
    const last = await page(b.port, Math.ceil(p101.total / 10));
    const moved = last.list.at(-1).id;
    ok(await request(b.port, 'PUT', `/api/matter-samples/${moved}`, { token: admin, payload: { ms_name: '跨进程' } }));
    expect(ids(await page(a.port, 101))).toEqual([ids(p100).at(-1), ...ids(p101).slice(0, 9)]);
    expect(ids(await page(b.port, 101))).toEqual([ids(p100).at(-1), ...ids(p101).slice(0, 9)]);
  });

  it('a data-service switch turned on one is honoured by the other', async () => {
    ok(await request(a.port, 'PUT', '/api/data-services/open-api', { token: admin, payload: { enable: false } }));
    try {
      expect((await request(b.port, 'GET', '/api/matters')).envelope.code).toBe(40300);
    } finally {
      ok(await request(a.port, 'PUT', '/api/data-services/open-api', { token: admin, payload: { enable: true } }));
    }
    expect((await request(b.port, 'GET', '/api/matters')).envelope.code).toBe(1);
  });

  it('view counts from both servers add up', async () => {
    const first = ok(await request(a.port, 'GET', '/api/matters?current=1&pageSize=1&sort=updated_at:asc')).list[0];
    const start = Number(first.view_count);
    for (let i = 0; i < 3; i++) ok(await request(a.port, 'GET', `/api/matters/${first.id}`));
    for (let i = 0; i < 2; i++) ok(await request(b.port, 'GET', `/api/matters/${first.id}`));
    // Views are written in batches every few seconds by each process, off the request path.
    await eventually(async () => {
      const row = ok(await request(a.port, 'GET', '/api/matters?current=1&pageSize=1&sort=updated_at:asc')).list[0];
      return Number(row.view_count) === start + 5;
    });
  });

  it('a record opened through one is among the recent visits read through the other', async () => {
    const token = admin; // the workplace is a curator's
    const matter = ok(await request(a.port, 'GET', '/api/matters?current=1&pageSize=1&sort=updated_at:desc')).list[0];
    ok(await request(a.port, 'GET', `/api/matters/${matter.id}`, { token }));
    // Visits are written in batches within 0.2 s by the process that saw them (visit-buffer.ts).
    await eventually(async () => {
      const visits = ok(await request(b.port, 'GET', '/api/dashboard/recent-visits', { token }));
      return visits.some((v: { kind: string; id: number }) => v.kind === 'matter' && v.id === matter.id);
    });
  });

  it('login throttling counts failures made on both', async () => {
    const who = `nobody-${engine}`;
    for (let i = 0; i < 10; i++) {
      const port = i % 2 ? b.port : a.port;
      const r = await request(port, 'POST', '/api/User/login', { payload: { username: who, password: 'wrong' } });
      expect(r.envelope.code).toBe(40000);
    }
    for (const port of [a.port, b.port]) {
      const r = await request(port, 'POST', '/api/User/login', { payload: { username: who, password: 'wrong' } });
      expect(r.envelope.code).toBe(42900);
    }
  });

  it('upload limits count uploads made on both', async () => {
    const token = await login(b.port, 'user');
    const upload = (port: number, i: number) =>
      request(port, 'POST', '/api/user/upload', { token, raw: multipartFile(PNG_1PX, `p${i}.png`, 'image/png') });
    for (const [i, port] of [a.port, b.port, a.port].entries()) ok(await upload(port, i));
    for (const port of [a.port, b.port]) expect((await upload(port, 9)).envelope.code).toBe(42900);
  });

  it('the monitor on either server adds up both processes', async () => {
    for (let i = 0; i < 7; i++) await request(b.port, 'GET', '/api/health');
    // B's report reaches the database within 5 s.
    const seen = await eventually(async () => {
      const m = ok(await request(a.port, 'GET', '/api/monitor/metrics', { token: admin }));
      const other = m.workers.find((w: { self: boolean }) => !w.self);
      return other && other.requestsPerMinute >= 7 ? m : undefined;
    }, 20_000);
    expect(seen.workers).toHaveLength(2);
    expect(new Set(seen.workers.map((w: { pid: number }) => w.pid))).toEqual(new Set([a.child.pid, b.child.pid]));
    const perWorker = seen.workers.reduce((n: number, w: { requestsPerMinute: number }) => n + w.requestsPerMinute, 0);
    expect(seen.requestsPerMinute).toBe(perWorker);
    expect(seen.process.pid).toBe(a.child.pid);
  });
});

describeEngines('WORKERS=2 on one port', (engine) => {
  let db: Awaited<ReturnType<typeof sharedDatabase>>;
  let s: ServerProcess;
  let admin: string;

  beforeAll(async () => {
    db = await sharedDatabase(engine);
    s = await startServer({ ...db.env, WORKERS: '2' });
    admin = await login(s.port, 'admin');
  }, 240_000);
  afterAll(async () => {
    await s?.stop();
    await db?.drop();
  }, 60_000);

  /** Calls until two answers came from different workers; returns them by worker. */
  const workersOf = async (n = 8) => {
    const seen = new Map<string, Answer>();
    for (let i = 0; i < n && seen.size < 2; i++) {
      // Short timeout: a connection handed to a worker as it was killed is lost (as in production).
      const r = await request(s.port, 'GET', '/api/health', { timeoutMs: 3000 }).catch(() => null);
      if (r) seen.set(String(r.headers['x-worker']), r);
    }
    return seen;
  };

  it('both workers answer, and a write through one is read through the other', async () => {
    expect([...(await workersOf()).keys()].sort()).toEqual(['1', '2']);
    const created = await request(s.port, 'POST', '/api/matters', {
      token: admin,
      // Published, as the visitor reads below expect (a new record is a draft by default).
      payload: { material_name: '两进程草', latin_name: 'Herba binaria L.', status: 'online' },
    });
    const id = ok(created).id;
    const writer = created.headers['x-worker'];
    // Reads on new connections go round-robin: keep reading until another worker answered.
    const reads = new Set<string>();
    for (let i = 0; i < 8 && !(reads.size && [...reads].some((w) => w !== writer)); i++) {
      const detail = await request(s.port, 'GET', `/api/matters/${id}`);
      expect(ok(detail).material_name).toBe('两进程草');
      const found = await request(s.port, 'GET', `/api/matters?q=${encodeURIComponent('两进程')}`);
      expect(ok(found).list.map((r: { id: number }) => r.id)).toEqual([id]);
      reads.add(String(detail.headers['x-worker'])).add(String(found.headers['x-worker']));
    }
    expect([...reads].some((w) => w !== writer)).toBe(true);
  });

  it('the monitor lists both workers; a killed worker is replaced; SIGTERM closes them all', async () => {
    const m = await eventually(async () => {
      const r = ok(await request(s.port, 'GET', '/api/monitor/metrics', { token: admin }));
      return r.workers.length === 2 ? r : undefined;
    });
    const pids: number[] = m.workers.map((w: { pid: number }) => w.pid);
    expect(pids).not.toContain(s.child.pid);

    process.kill(pids[0]!, 'SIGKILL');
    // The primary forks a third worker (ids count up) after a short backoff.
    await eventually(async () => (await workersOf(6)).has('3'), 45_000, 500);

    const code = await s.stop();
    expect(code).toBe(0);
    for (const pid of pids.slice(1)) expect(() => process.kill(pid, 0)).toThrow();
  });
});
