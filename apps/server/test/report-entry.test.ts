import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { beforeMigration, oldMatterSample } from './migration-steps';
import { RESULT_ENTRY_STATES, SAMPLE_STATES, type SampleState, mayEnterResults } from '@yaoshi/contracts';
import { describeEngines, type TestApp } from './helper';
import { createLabApp, LAB_ADMINS, signatureFor } from './lab-fixtures';

/**
 * Researchers enter results (create and edit a sample's reports) while the
 * sample is received or testing, never after it went to to_verify; admins keep full rights;
 * verdicts stay computed; every write is logged; whoever entered results does not verify them.
 */
const [ADMIN_A, ADMIN_B] = LAB_ADMINS;

/** The moves (and who makes them) that bring a fresh, registered sample into each state. */
const PATHS: Record<SampleState, [SampleState, string][]> = {
  registered: [],
  received: [['received', 'user']],
  testing: [
    ['received', 'user'],
    ['testing', 'user'],
  ],
  to_verify: [
    ['received', 'user'],
    ['testing', 'user'],
    ['to_verify', 'user'],
  ],
  verified: [
    ['received', 'user'],
    ['testing', 'user'],
    ['to_verify', 'user'],
    ['verified', ADMIN_B],
  ],
  published: [
    ['received', 'user'],
    ['testing', 'user'],
    ['to_verify', 'user'],
    ['verified', ADMIN_B],
    ['published', ADMIN_B],
  ],
  rejected: [['rejected', ADMIN_B]],
  retest: [
    ['received', 'user'],
    ['testing', 'user'],
    ['to_verify', 'user'],
    ['retest', ADMIN_B],
  ],
};

describe('result-entry rule (contracts)', () => {
  it('opens received and testing to researchers, every state to admins, nothing to others', () => {
    expect([...RESULT_ENTRY_STATES]).toEqual(['received', 'testing']);
    for (const s of SAMPLE_STATES) {
      expect(mayEnterResults('admin', s), s).toBe(true);
      expect(mayEnterResults('user', s), s).toBe(s === 'received' || s === 'testing');
      expect(mayEnterResults('visitor', s), s).toBe(false);
    }
  });
});

describeEngines('researchers enter report results', (engine) => {
  let t: TestApp;
  let gouqi: number;

  beforeAll(async () => {
    ({ t, gouqi } = await createLabApp(engine, ['demo accounts', 'catalogue', 'standards']));
  });
  afterAll(() => t.close());

  const move = async (id: number, to: SampleState, as: string) => {
    const res = await t.call('POST', `/api/matter-samples/${id}/transitions`, {
      as,
      payload: { to, note: 'why', signature: signatureFor(to, as) },
    });
    expect(res.envelope.code, res.body).toBe(1);
    return res.data as { retest_id: number | null };
  };
  /** A researcher registers a sample; the moves of PATHS bring it into `state`. */
  async function sampleIn(state: SampleState): Promise<number> {
    const res = await t.call('POST', '/api/matter-samples', {
      as: 'user',
      payload: {
        ms_name: `枸杞子 ${state}`,
        matter_id: gouqi,
        ms_source: 'cultivation-base',
        ms_area: '640500',
        ms_coll_vol: 500,
        ms_coll_time: 1_720_000_000,
      },
    });
    expect(res.envelope.code, res.body).toBe(1);
    for (const [to, as] of PATHS[state]) await move(res.data.id, to, as);
    return res.data.id as number;
  }
  const createReport = (
    sampleId: number,
    as: string,
    items: unknown[] = [{ item: '水分', result: 12 }],
    lang?: 'en-us',
  ) =>
    t.call('POST', '/api/reports', {
      as,
      lang,
      payload: {
        report_name: '枸杞子 理化检测',
        sample_kind: 'matter',
        sample_id: sampleId,
        tested_at: 1_720_100_000,
        items,
      },
    });
  const editReport = (id: number, as: string, payload: Record<string, unknown>, lang?: 'en-us') =>
    t.call('PUT', `/api/reports/${id}`, { as, payload, lang });

  it('lets a researcher create and edit a report while the sample is received or testing; verdicts computed', async () => {
    const id = await sampleIn('received');
    const created = await createReport(id, 'user', [{ item: '水分', result: 12 }], undefined);
    expect(created.envelope.code, created.body).toBe(1);
    expect(created.data.verdict).toBe('pass');
    expect(created.data.items[0]).toMatchObject({ item: '水分', upper: 13, verdict: 'pass' });

    await move(id, 'testing', 'user');
    // A typed verdict is ignored: the item above its limit fails.
    const edited = await editReport(created.data.id, 'user', {
      verdict: 'pass',
      items: [{ item: '水分', result: 17 }],
      reason: '重新称量',
    });
    expect(edited.envelope.code, edited.body).toBe(1);
    expect(edited.data.verdict).toBe('fail');
    expect(edited.data.items[0]).toMatchObject({ verdict: 'fail', upper: 13 });

    // Both writes are in the operation log, under the researcher's name.
    const log = await t.call('GET', `/api/operation/log?kind=report&record_id=${created.data.id}&pageSize=10`, {
      as: 'admin',
    });
    const entries = log.data.list as { action: string; username: string }[];
    expect(entries.map((e) => `${e.action}:${e.username}`).sort()).toEqual(['create:user', 'update:user']);
  });

  it('refuses researchers in every other state (40300 naming the state) and lets admins write in all', async () => {
    for (const state of SAMPLE_STATES) {
      const open = state === 'received' || state === 'testing';
      const id = await sampleIn(state);
      const mine = await createReport(id, 'user');
      expect(mine.envelope.code, `${state}: ${mine.body}`).toBe(open ? 1 : 40300);
      if (!open) {
        const names: Record<string, string> = {
          registered: '已登记',
          to_verify: '待审核',
          verified: '已审核',
          published: '已发布',
          rejected: '已驳回',
          retest: '已复检',
        };
        expect(mine.envelope.msg).toContain(names[state]);
        expect(mine.envelope.msg).toContain('研究员只能在样品「已接收」或「检测中」时录入检测结果');
      }
      // Admins keep full rights: create and edit in any state (a changed result with its reason),
      // except that a published report is amended, never edited in place (40900).
      const theirs = await createReport(id, ADMIN_A);
      expect(theirs.envelope.code, `${state}: ${theirs.body}`).toBe(1);
      const fixed = await editReport(theirs.data.id, ADMIN_A, {
        items: [{ item: '水分', result: 10 }],
        reason: '更正',
      });
      expect(fixed.envelope.code, state).toBe(state === 'published' ? 40900 : 1);
      // …and a researcher's write first passes the read: a curator's report is hidden from them
      // until published (404); once readable, a published report is not edited in place (409).
      const tries = await editReport(theirs.data.id, 'user', { note: 'researcher note' });
      expect(tries.envelope.code, state).toBe(state === 'published' ? 40900 : 40400);
    }
  });

  it('closes a researcher’s report once the results are submitted, in both languages; delete stays admin-only', async () => {
    const id = await sampleIn('testing');
    const created = await createReport(id, 'user');
    expect(created.envelope.code).toBe(1);
    // Delete is a curator's action in any state.
    const del = await t.call('DELETE', `/api/reports/${created.data.id}`, { as: 'user' });
    expect(del.envelope.code).toBe(40300);
    expect(del.statusCode).toBe(403);

    await move(id, 'to_verify', 'user');
    const zh = await editReport(created.data.id, 'user', { items: [{ item: '水分', result: 1 }] });
    expect(zh.statusCode).toBe(403);
    expect(zh.envelope).toMatchObject({ code: 40300, status: 403 });
    expect(zh.envelope.msg).toContain('现为「待审核」');
    const en = await editReport(created.data.id, 'user', { items: [{ item: '水分', result: 1 }] }, 'en-us');
    expect(en.envelope.msg).toMatch(
      /Researchers enter results only while a sample is received or testing; sample MS-\d+ is “to verify”/,
    );
    // Nothing changed, nothing logged beyond the creation.
    const after = await t.call('GET', `/api/reports/${created.data.id}`, { as: 'user' });
    expect(after.data.items[0].result).toBe(12);
    const log = await t.call('GET', `/api/operation/log?kind=report&record_id=${created.data.id}`, { as: 'admin' });
    expect(log.data.total).toBe(1);
    // Admins still delete.
    expect((await t.call('DELETE', `/api/reports/${created.data.id}`, { as: 'admin' })).envelope.code).toBe(1);
  });

  it('does not let a researcher move a report onto a closed sample', async () => {
    const open = await sampleIn('testing');
    const closed = await sampleIn('to_verify');
    const created = await createReport(open, 'user');
    const moved = await editReport(created.data.id, 'user', { sample_id: closed });
    expect(moved.envelope.code).toBe(40300);
    expect((await t.call('GET', `/api/reports/${created.data.id}`, { as: 'user' })).data.sample_id).toBe(open);
  });

  it('opens a retest sample to results again; the superseded original stays closed', async () => {
    const original = await sampleIn('testing');
    const first = await createReport(original, 'user');
    await move(original, 'to_verify', 'user');
    const { retest_id } = await move(original, 'retest', ADMIN_B);
    expect(retest_id).not.toBeNull();
    expect((await editReport(first.data.id, 'user', { note: 'late' })).envelope.code).toBe(40300);
    const again = await createReport(retest_id!, 'user');
    expect(again.envelope.code, again.body).toBe(1);
  });

  it('lets nobody verify results they entered: an admin who entered them is refused, another verifies', async () => {
    const id = await sampleIn('testing');
    const created = await createReport(id, ADMIN_A);
    expect(created.envelope.code).toBe(1);
    // A researcher submits; ADMIN_A entered the results, so ADMIN_A does not verify.
    await move(id, 'to_verify', 'user');
    const own = await t.call('POST', `/api/matter-samples/${id}/transitions`, {
      as: ADMIN_A,
      lang: 'en-us',
      payload: { to: 'verified', note: '' },
    });
    expect(own.envelope.code).toBe(40300);
    expect(own.envelope.msg).toContain('cannot verify results you entered or submitted');
    const movesA = (await t.call('GET', `/api/matter-samples/${id}/transitions`, { as: ADMIN_A })).data.moves;
    expect(movesA).toContainEqual({ to: 'verified', reason_required: false, blocked: 'self_verify' });
    const movesB = (await t.call('GET', `/api/matter-samples/${id}/transitions`, { as: ADMIN_B })).data.moves;
    expect(movesB).toContainEqual({ to: 'verified', reason_required: false, blocked: null });
    await move(id, 'verified', ADMIN_B);
  });

  it('never lands a researcher’s results after a simultaneous submission (the write waits or is refused)', async () => {
    for (let round = 0; round < 6; round++) {
      const id = await sampleIn('testing');
      const created = await createReport(id, 'user');
      const [write, submit] = await Promise.all([
        editReport(created.data.id, 'user', { items: [{ item: '水分', result: 11 + round / 10 }], reason: '复称' }),
        t.call('POST', `/api/matter-samples/${id}/transitions`, { as: 'user', payload: { to: 'to_verify', note: '' } }),
      ]);
      expect(submit.envelope.code, submit.body).toBe(1);
      expect([1, 40300], write.body).toContain(write.envelope.code);
      if (write.envelope.code !== 1) continue;
      // Accepted: then it committed before the submission did (its log entry comes first).
      const log = await t.database.db
        .selectFrom('operation_logs')
        .select(['id', 'kind', 'action'])
        .where((eb) =>
          eb.or([
            eb.and([eb('kind', '=', 'report'), eb('record_id', '=', created.data.id), eb('action', '=', 'update')]),
            eb.and([
              eb('kind', '!=', 'report'),
              eb('record_id', '=', id),
              eb('summary', 'like', 'testing → to_verify%'),
            ]),
          ]),
        )
        .execute();
      const update = log.find((r) => r.kind === 'report')!;
      const move = log.find((r) => r.kind !== 'report')!;
      expect(Number(update.id), `round ${round}`).toBeLessThan(Number(move.id));
    }
  });

  it('counts whoever edited the results, not only the report’s creator', async () => {
    const id = await sampleIn('received');
    const created = await createReport(id, 'user');
    // ADMIN_B corrects an item while the sample is testing, then the researcher edits again.
    await move(id, 'testing', 'user');
    expect(
      (await editReport(created.data.id, ADMIN_B, { items: [{ item: '水分', result: 11 }], reason: '复称' })).envelope
        .code,
    ).toBe(1);
    expect(
      (await editReport(created.data.id, 'user', { items: [{ item: '水分', result: 11.5 }], reason: '复称' })).envelope
        .code,
    ).toBe(1);
    // A note alone is not entering results: ADMIN_A only annotated.
    expect((await editReport(created.data.id, ADMIN_A, { note: 'checked the units' })).envelope.code).toBe(1);
    await move(id, 'to_verify', 'user');
    const b = await t.call('POST', `/api/matter-samples/${id}/transitions`, {
      as: ADMIN_B,
      payload: { to: 'verified', note: '' },
    });
    expect(b.envelope.code).toBe(40300);
    expect(b.envelope.msg).toContain('不能审核自己录入或提交的结果');
    await move(id, 'verified', ADMIN_A);
  });
});

describeEngines('migration 0019 records who entered existing results', (engine) => {
  it('counts the creator and the last editor of each report once; a deleted report takes its entries along', async () => {
    await beforeMigration(engine, '0019', async (db, migrateRest) => {
      const sid = await oldMatterSample(db);
      const add = (num: string, by: number | null, upd: number | null) =>
        sql`insert into testing_reports (report_num, report_name, sample_kind, sample_id, tested_at, verdict, created_at, updated_at, created_by, updated_by)
          values (${num}, ${num}, 'matter', ${sid}, 1, 'none', 10, 20, ${by}, ${upd})`.execute(db);
      await add('TR-A', 7, 7); // one person: one row
      await add('TR-B', 7, 9); // creator and editor
      await add('TR-C', null, 9); // seeded, then edited
      await add('TR-D', null, null); // seeded only: nobody
      await migrateRest();
      const rows = await sql<{ report_num: string; user_id: number; entered_at: number }>`
        select r.report_num, e.user_id, e.entered_at from report_result_entries e
        join testing_reports r on r.id = e.report_id order by r.report_num, e.user_id`.execute(db);
      expect(rows.rows.map((r) => `${r.report_num}:${Number(r.user_id)}@${Number(r.entered_at)}`)).toEqual([
        'TR-A:7@10',
        'TR-B:7@10',
        'TR-B:9@20',
        'TR-C:9@20',
      ]);
      // Deleting a report takes its entries with it.
      await sql`delete from testing_reports where report_num = 'TR-B'`.execute(db);
      const left = await sql<{ n: number }>`select count(*) as n from report_result_entries`.execute(db);
      expect(Number(left.rows[0]!.n)).toBe(2);
    });
  });
});
