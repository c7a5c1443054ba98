import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIFECYCLE_MOVES, SAMPLE_STATES, type SampleState } from '@yaoshi/contracts';
import { lifecycleRepository } from '../src/modules/lab/lifecycle/lifecycle.repository';
import { describeEngines, type TestApp } from './helper';
import { createLabApp, LAB_ADMINS, signatureFor } from './lab-fixtures';

const [ADMIN_A, ADMIN_B] = LAB_ADMINS;

describeEngines('sample lifecycle', (engine) => {
  let t: TestApp;
  let gouqi: number;

  beforeAll(async () => {
    ({ t, gouqi } = await createLabApp(engine, ['demo accounts', 'catalogue', 'demo catalogue']));
  });
  afterAll(() => t.close());

  const move = (path: string, id: number, to: SampleState, as: string, note = '', lang?: 'zh-cn' | 'en-us') =>
    t.call('POST', `/api/${path}/${id}/transitions`, {
      as,
      payload: { to, note, signature: signatureFor(to, as) },
      lang,
    });
  const lifecycle = async (path: string, id: number, as = 'user') =>
    (await t.call('GET', `/api/${path}/${id}/transitions`, { as })).data;
  /** A researcher registers a fresh matter sample (the lifecycle's first state). */
  async function register(as = 'user'): Promise<number> {
    const res = await t.call('POST', '/api/matter-samples', {
      as,
      payload: {
        ms_name: '枸杞子 检测流程',
        matter_id: gouqi,
        ms_source: 'cultivation-base',
        ms_area: '640500',
        ms_coll_vol: 500,
        ms_coll_time: 1_720_000_000,
      },
    });
    expect(res.envelope.code, res.body).toBe(1);
    expect(res.data.state).toBe('registered');
    return res.data.id as number;
  }
  async function todos(as: string, password?: string) {
    if (password) await t.login(as, password);
    const res = await t.call('GET', '/api/message/list?type=todo&pageSize=100', { as });
    return res.data.list as { title: string; content: string; link: string }[];
  }

  describe('existing (demo) samples', () => {
    it('got a state from what they hold: reported → published, others registered / received by id', async () => {
      const res = await t.call('GET', '/api/matter-samples?pageSize=100', { as: 'admin' });
      const rows = res.data.list as { id: number; report_count: number; state: string }[];
      expect(rows.length).toBe(100);
      for (const r of rows) {
        const want = r.report_count > 0 ? 'published' : r.id % 2 === 0 ? 'received' : 'registered';
        expect(r.state, `sample ${r.id}`).toBe(want);
      }
      // Counted as an admin: a researcher's lists leave out offline (draft) samples, not their reports.
      const published = await t.call('GET', '/api/matter-samples?state=published', { as: 'admin' });
      const reported = (await t.call('GET', '/api/reports?pageSize=1', { as: 'admin' })).data.total;
      const ps = await t.call('GET', '/api/product-samples?state=published', { as: 'admin' });
      expect(published.data.total + ps.data.total).toBe(reported);
    });
  });

  describe('the whole path', () => {
    it('researcher registers, receives, tests and submits; another admin verifies and publishes', async () => {
      const id = await register();
      const first = await lifecycle('matter-samples', id);
      expect(first.state).toBe('registered');
      expect(first.history).toMatchObject([{ from: null, to: 'registered', actor_name: 'user' }]);
      expect(first.moves.map((m: { to: string }) => m.to)).toEqual(['received']);

      for (const to of ['received', 'testing', 'to_verify'] as const) {
        const res = await move('matter-samples', id, to, 'user', `→ ${to}`);
        expect(res.envelope.code, res.body).toBe(1);
        expect(res.data).toMatchObject({ id, state: to, transition: { to, actor_name: 'user' } });
      }
      // Researchers may not verify, publish or reject.
      for (const to of ['verified', 'rejected', 'retest'] as const) {
        const res = await move('matter-samples', id, to, 'user', 'reason');
        expect(res.envelope.code, to).toBe(40300);
      }
      expect((await move('matter-samples', id, 'verified', ADMIN_A)).envelope.code).toBe(1);
      expect((await move('matter-samples', id, 'published', ADMIN_A)).envelope.code).toBe(1);

      const after = await lifecycle('matter-samples', id, ADMIN_A);
      expect(after.state).toBe('published');
      expect(after.history.map((h: { from: string | null; to: string }) => `${h.from}>${h.to}`)).toEqual([
        'null>registered',
        'registered>received',
        'received>testing',
        'testing>to_verify',
        'to_verify>verified',
        'verified>published',
      ]);
      expect(after.history[3]).toMatchObject({ note: '→ to_verify', actor_name: 'user' });
      expect(after.moves).toEqual([{ to: 'retest', reason_required: true, blocked: null }]);
      const detail = await t.call('GET', `/api/matter-samples/${id}`, { as: 'user' });
      expect(detail.data.state).toBe('published');
    });

    it('moves product samples through the same rules', async () => {
      const list = await t.call('GET', '/api/product-samples?state=received&pageSize=1', { as: 'user' });
      const id = list.data.list[0].id as number;
      expect(list.data.list[0].state).toBe('received');
      expect((await move('product-samples', id, 'testing', 'user')).envelope.code).toBe(1);
      expect((await move('product-samples', id, 'published', 'user')).envelope.code).toBe(40000);
      expect((await move('product-samples', id, 'to_verify', 'user')).envelope.code).toBe(1);
      expect((await move('product-samples', id, 'verified', 'user')).envelope.code).toBe(40300);
      expect((await move('product-samples', id, 'verified', ADMIN_B)).envelope.code).toBe(1);
      // A matter sample's id on the product path is not found.
      const matterId = (await t.call('GET', '/api/matter-samples?pageSize=1', { as: 'user' })).data.list[0].id;
      expect((await move('product-samples', matterId, 'received', 'user')).envelope.code).toBe(40400);
    });
  });

  describe('rules', () => {
    it('a researcher registers a sample listed and without photos; offline or pictures stay with curators', async () => {
      const payload = {
        ms_name: '枸杞子 研究员登记',
        matter_id: gouqi,
        ms_source: 'cultivation-base',
        ms_area: '640500',
        ms_coll_vol: 500,
        ms_coll_time: 1_720_000_000,
      };
      const hidden = await t.call('POST', '/api/matter-samples', {
        as: 'user',
        payload: { ...payload, status: 'offline', images: ['/api/files/' + 'a'.repeat(64)] },
        lang: 'en-us',
      });
      expect(hidden.envelope.code).toBe(40000);
      expect(hidden.data.map((e: { field: string }) => e.field)).toEqual(['status', 'images']);
      expect(hidden.data[0].message).toMatch(/status can only be set by a curator/);
      const zh = await t.call('POST', '/api/matter-samples', {
        as: 'user',
        payload: { ...payload, status: 'offline' },
      });
      expect(zh.envelope.code).toBe(40000);
      expect(zh.envelope.msg).toMatch(/只能由数据管理员设置/);
      // Listed and without photos (what the web form sends, or nothing): registered.
      const ok = await t.call('POST', '/api/matter-samples', { as: 'user', payload: { ...payload, status: 'online' } });
      expect(ok.envelope.code, ok.body).toBe(1);
      // Curators may set both.
      const curator = await t.call('POST', '/api/matter-samples', {
        as: 'admin',
        payload: { ...payload, status: 'offline' },
      });
      expect(curator.envelope.code, curator.body).toBe(1);
      expect(curator.data.status).toBe('offline');
    });

    it('refuses every move outside the table, naming the allowed next states in both languages', async () => {
      const id = await register();
      const zh = await move('matter-samples', id, 'published', 'admin', '', 'zh-cn');
      expect(zh.statusCode).toBe(400);
      expect(zh.envelope.code).toBe(40000);
      expect(zh.envelope.msg).toBe('样品不能从「已登记」转为「已发布」；允许的下一状态：已接收、已驳回');
      expect(zh.data).toEqual([{ field: 'to', message: zh.envelope.msg }]);
      const en = await move('matter-samples', id, 'published', 'admin', '', 'en-us');
      expect(en.envelope.msg).toBe(
        'A sample cannot move from “registered” to “published”; allowed next states: received, rejected',
      );
      // Every pair of states: legal exactly when the table lists it.
      const probe = await register();
      for (const to of SAMPLE_STATES) {
        const legal = LIFECYCLE_MOVES.registered.some((m) => m.to === to);
        if (legal) continue;
        const res = await move('matter-samples', probe, to, 'admin', 'x');
        expect(res.envelope.code, `registered → ${to}`).toBe(40000);
      }
      expect((await lifecycle('matter-samples', probe)).state).toBe('registered');
      // An unknown state is a validation error of the body.
      const bad = await t.call('POST', `/api/matter-samples/${probe}/transitions`, {
        as: 'user',
        payload: { to: 'lost', note: '' },
      });
      expect(bad.envelope.code).toBe(40000);
    });

    it('needs a reason to reject; a rejected sample is final; the researcher gets a todo', async () => {
      const id = await register();
      await move('matter-samples', id, 'received', 'user');
      const noReason = await move('matter-samples', id, 'rejected', 'admin', '  ', 'en-us');
      expect(noReason.envelope.code).toBe(40000);
      expect(noReason.data).toEqual([{ field: 'note', message: 'note: a reason is required to move to “rejected”' }]);
      const before = (await todos('user')).length;
      const res = await move('matter-samples', id, 'rejected', 'admin', '包装破损，样品受潮');
      expect(res.envelope.code).toBe(1);
      const mine = (await todos('user')).filter((m) => m.link.endsWith(`/matter-sample-detail/${id}`));
      expect(mine).toHaveLength(1);
      expect(mine[0]!.content).toContain('包装破损，样品受潮');
      expect((await todos('user')).length).toBe(before + 1);
      const final = await move('matter-samples', id, 'received', 'admin', '', 'en-us');
      expect(final.envelope.code).toBe(40000);
      expect(final.envelope.msg).toContain('allowed next states: none');
      expect((await lifecycle('matter-samples', id, 'admin')).moves).toEqual([]);
    });

    it('lets nobody verify results they submitted (two admins)', async () => {
      const id = await register(ADMIN_A);
      for (const to of ['received', 'testing', 'to_verify'] as const) {
        expect((await move('matter-samples', id, to, ADMIN_A)).envelope.code).toBe(1);
      }
      const own = await move('matter-samples', id, 'verified', ADMIN_A, '', 'en-us');
      expect(own.envelope.code).toBe(40300);
      expect(own.envelope.msg).toContain('cannot verify results you entered or submitted');
      expect((await lifecycle('matter-samples', id, ADMIN_A)).moves).toContainEqual({
        to: 'verified',
        reason_required: false,
        blocked: 'self_verify',
      });
      expect((await lifecycle('matter-samples', id, ADMIN_B)).moves).toContainEqual({
        to: 'verified',
        reason_required: false,
        blocked: null,
      });
      expect((await move('matter-samples', id, 'verified', ADMIN_B)).envelope.code).toBe(1);
    });

    it('lets only one of two simultaneous moves of a sample succeed', async () => {
      const id = await register();
      await move('matter-samples', id, 'received', 'user');
      const results = await Promise.all([
        move('matter-samples', id, 'testing', 'user', 'first'),
        move('matter-samples', id, 'testing', ADMIN_B, 'second'),
        move('matter-samples', id, 'testing', 'admin', 'third'),
      ]);
      const codes = results.map((r) => r.envelope.code);
      expect(codes.filter((c) => c === 1)).toHaveLength(1);
      for (const c of codes.filter((x) => x !== 1)) expect([40000, 40900]).toContain(c);
      const history = (await lifecycle('matter-samples', id)).history;
      expect(history.filter((h: { from: string }) => h.from === 'received')).toHaveLength(1);
      // The write itself is conditional on the state read: a stale one changes nothing.
      const repo = lifecycleRepository(t.database.db);
      expect(await repo.moveState(id, 'received', 'rejected', 1, null)).toBe(false);
      expect((await lifecycle('matter-samples', id)).state).toBe('testing');
    });
  });

  describe('retest', () => {
    it('creates a linked re-test sample; the first reports stay, marked invalidated', async () => {
      const list = await t.call('GET', '/api/matter-samples?state=published&pageSize=20', { as: 'user' });
      const original = list.data.list.find((r: { report_count: number }) => r.report_count > 0);
      const reports = (await t.call('GET', `/api/matter-samples/${original.id}`, { as: 'user' })).data
        .msample_testing_ids as number[];
      expect(reports.length).toBeGreaterThan(0);
      expect((await move('matter-samples', original.id, 'retest', 'admin')).envelope.code).toBe(40000);
      const res = await move('matter-samples', original.id, 'retest', 'admin', '结果异常，复检');
      expect(res.envelope.code, res.body).toBe(1);
      const retestId = res.data.retest_id as number;
      expect(retestId).toBeGreaterThan(original.id);

      const retest = (await t.call('GET', `/api/matter-samples/${retestId}`, { as: 'user' })).data;
      expect(retest).toMatchObject({ state: 'received', retest_of: original.id, ms_name: original.ms_name });
      expect(retest.ms_num).not.toBe(original.ms_num);
      expect(retest.msample_testing_ids).toEqual([]);
      const rl = await lifecycle('matter-samples', retestId);
      expect(rl.history).toMatchObject([{ from: null, to: 'received', note: `${original.ms_num} 的复检样品` }]);

      expect(rl.retest_of).toEqual({ id: original.id, num: original.ms_num, state: 'retest' });
      const ol = await lifecycle('matter-samples', original.id);
      expect(ol.state).toBe('retest');
      expect(ol.retests).toEqual([{ id: retestId, num: retest.ms_num, state: 'received' }]);
      expect(ol.invalidated_reports.map((r: { id: number }) => r.id).sort()).toEqual([...reports].sort());
      expect(ol.invalidated_reports[0]).toMatchObject({
        invalidated_reason: '结果异常，复检',
        invalidated_by: 'admin',
      });
      // The reports themselves are still there (unpublished now: their sample is in retest, so admins read them).
      for (const rid of reports)
        expect((await t.call('GET', `/api/reports/${rid}`, { as: 'admin' })).envelope.code).toBe(1);
      const rows = await t.database.db
        .selectFrom('testing_reports')
        .select(['invalidated_at', 'invalidated_by'])
        .where('sample_id', '=', original.id)
        .execute();
      expect(rows.every((r) => Number(r.invalidated_at) > 0 && r.invalidated_by !== null)).toBe(true);
    });
  });

  describe('audit, todos, lists and the workplace', () => {
    it('writes each move into the operation log with who, when and the note', async () => {
      const id = await register();
      await move('matter-samples', id, 'received', 'user', '冷链到样，完好');
      const log = await t.call('GET', `/api/operation/log?kind=matter-sample&record_id=${id}`, { as: 'admin' });
      const entry = log.data.list.find((e: { summary: string }) => e.summary.includes('registered → received'));
      expect(entry).toMatchObject({
        username: 'user',
        action: 'update',
        before: { state: 'registered' },
        after: { state: 'received', note: '冷链到样，完好' },
      });
      expect(entry.summary).toContain('冷链到样，完好');
      expect(entry.created_at).toBeGreaterThan(0);
    });

    it('gives the admins one todo per sample per wait for verification', async () => {
      const id = await register();
      for (const to of ['received', 'testing', 'to_verify'] as const) await move('matter-samples', id, to, 'user');
      const forA = (await todos(ADMIN_A)).filter((m) => m.link.endsWith(`/matter-sample-detail/${id}`));
      const forB = (await todos(ADMIN_B)).filter((m) => m.link.endsWith(`/matter-sample-detail/${id}`));
      expect(forA).toHaveLength(1);
      expect(forB).toHaveLength(1);
      expect(forA[0]!.title).toContain('待审核');
      // Researchers are not asked to verify.
      expect((await todos('user')).filter((m) => m.link.endsWith(`/matter-sample-detail/${id}`))).toHaveLength(0);
      // A refused second submission makes no second todo.
      await move('matter-samples', id, 'to_verify', 'user');
      expect((await todos(ADMIN_A)).filter((m) => m.link.endsWith(`/matter-sample-detail/${id}`))).toHaveLength(1);
    });

    it('filters both lists by state and counts what waits for each role', async () => {
      const ps = (await t.call('GET', '/api/product-samples?state=received&pageSize=1', { as: 'user' })).data.list[0];
      await move('product-samples', ps.id, 'testing', 'user');
      await move('product-samples', ps.id, 'to_verify', 'user');
      for (const path of ['matter-samples', 'product-samples']) {
        const res = await t.call('GET', `/api/${path}?state=to_verify&pageSize=100`, { as: 'user' });
        expect(res.envelope.code).toBe(1);
        expect(res.data.total).toBeGreaterThan(0);
        expect(res.data.list.every((r: { state: string }) => r.state === 'to_verify')).toBe(true);
      }
      expect((await t.call('GET', '/api/matter-samples?state=nope', { as: 'user' })).envelope.code).toBe(40000);

      // Each role's queue counts what that role's lists hold (researchers' lists leave out offline samples).
      const total = async (path: string, state: string, as: string) =>
        (await t.call('GET', `/api/${path}?state=${state}`, { as })).data.total as number;
      const user = (await t.call('GET', '/api/sample-lifecycle/queue', { as: 'user' })).data;
      expect(user.role).toBe('user');
      expect(user.items.map((i: { state: string }) => i.state).sort()).toEqual(
        ['received', 'received', 'registered', 'registered', 'testing', 'testing'].sort(),
      );
      const admin = (await t.call('GET', '/api/sample-lifecycle/queue', { as: 'admin' })).data;
      expect(admin.role).toBe('admin');
      for (const [q, as] of [
        [user, 'user'],
        [admin, 'admin'],
      ] as const) {
        for (const i of q.items as { kind: string; state: string; count: number }[]) {
          expect(i.count, `${as}: ${i.kind} ${i.state}`).toBe(await total(`${i.kind}-samples`, i.state, as));
        }
      }
      expect(
        admin.items.find((i: { kind: string; state: string }) => i.kind === 'matter' && i.state === 'to_verify').count,
      ).toBeGreaterThan(0);
      expect((await t.call('GET', '/api/sample-lifecycle/queue')).envelope.code).toBe(50008);
    });
  });
});
