import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from './helper';

const NOTICES = 100_000;
const PAGE = 20;

describeEngines('messages at volume', (engine) => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.database.db;
    userId = Number(
      (await db.selectFrom('users').select('id').where('username', '=', 'user').executeTakeFirstOrThrow()).id,
    );
    // Half broadcast to everyone, half addressed to the user; one statement, not a round trip each.
    await sql`
      with recursive s(n) as (select 1 union all select n + 1 from s where n < ${sql.lit(NOTICES)})
      insert into messages (type, title, sub_title, avatar, content, message_type, link, target_user_id, target_role, created_at)
      select 'notice', 'N' || n, '', '', '', 2, '', case when n % 2 = 0 then cast(${userId} as bigint) else null end,
        null, 1000000 + n from s
    `.execute(db);
  }, 120_000);
  afterAll(() => t.close());

  /** Runs a call and checks it answered within a second. */
  async function timed(method: 'GET' | 'POST', url: string, payload?: unknown) {
    const started = performance.now();
    const res = await t.call(method, url, { as: 'user', payload });
    const ms = performance.now() - started;
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(ms, `${method} ${url}`).toBeLessThan(1000);
    return res;
  }

  it('reads the first page, counts unread and pages deep within a second each', async () => {
    await t.login('user');
    const first = await timed('GET', `/api/message/list?pageSize=${PAGE}`);
    expect(first.data.total).toBe(NOTICES + 1);
    // The welcome notice is the newest; the seeded ones follow, newest first.
    expect(first.data.list[1]).toMatchObject({ type: 'notice', title: `N${NOTICES}`, status: 0 });

    const unread = await timed('GET', '/api/message/unread');
    expect(unread.data).toMatchObject({ notice: NOTICES + 1, total: NOTICES + 1 });

    const last = Math.ceil((NOTICES + 1) / PAGE);
    const deep = await timed('GET', `/api/message/list?pageSize=${PAGE}&current=${last}`);
    expect(deep.data.list.length).toBe((NOTICES + 1) % PAGE || PAGE);
    expect(deep.data.list.at(-1).title).toBe('N1');
  });

  it('marks a hundred thousand read in one request within a second, for that user only', async () => {
    const res = await timed('POST', '/api/message/read-all', {});
    expect(res.data.updated).toBe(NOTICES + 1);
    expect((await timed('GET', '/api/message/unread')).data.total).toBe(0);
    const deep = await timed('GET', `/api/message/list?pageSize=${PAGE}&current=2500`);
    expect(deep.data.list.every((m: { status: number }) => m.status === 1)).toBe(true);
    expect((await timed('GET', `/api/message/list?status=0&pageSize=${PAGE}`)).data.total).toBe(0);

    // Another account still has every broadcast unread, and none of the user's own notices.
    const other = await t.call('GET', '/api/message/unread', { as: 'notNeedLogin' });
    expect(other.data.notice).toBe(NOTICES / 2 + 1);
  });
});
