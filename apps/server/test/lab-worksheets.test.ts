import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Worksheet, WorksheetItem } from '@yaoshi/contracts';
import { describeEngines, type TestApp } from './helper';
import { createLabApp, LAB_ADMINS } from './lab-fixtures';
import { moveSample, sampleThrough, setMoveTime } from './lab-sample-flow';

const [ADMIN_A] = LAB_ADMINS;
const DAY = 86_400;

describeEngines('worksheets: work queues of analysts', (engine) => {
  let t: TestApp;
  let gouqi: number;
  let userId: number;
  let userName: string;
  let standards: { id: number; item: string }[];

  beforeAll(async () => {
    ({ t, gouqi } = await createLabApp(engine, ['demo accounts', 'catalogue', 'standards']));
    const me = (await t.call('GET', '/api/user/info', { as: 'user' })).data;
    userId = me.id as number;
    userName = me.name as string;
    standards = (await t.call('GET', `/api/standards?matter_id=${gouqi}&pageSize=100`, { as: 'user' })).data.list;
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>, as: string = ADMIN_A, lang?: 'en-us') =>
    t.call('POST', '/api/worksheets', { as, payload, lang });

  it('plans every test item of the sample’s standards for the analyst, due at receipt + turnaround', async () => {
    expect(standards.length).toBeGreaterThan(1);
    const water = standards.find((s) => s.item === '水分')!;
    const set = await t.call('PUT', `/api/standards/${water.id}/turnaround`, {
      as: ADMIN_A,
      payload: { turnaround_days: 3 },
    });
    expect(set.envelope.code, set.body).toBe(1);

    const id = await sampleThrough(t, gouqi, [{ to: 'received', as: 'user' }]);
    const receivedAt = 1_800_000_000;
    await setMoveTime(t, id, 'received', receivedAt);

    const res = await create({ title: '枸杞子 理化', analyst_id: userId, sample_ids: [id] });
    expect(res.envelope.code, res.body).toBe(1);
    const sheet = res.data as Worksheet;
    expect(sheet.num).toMatch(/^WS-\d{6}$/);
    expect(sheet).toMatchObject({ status: 'open', analyst_id: userId, analyst_name: userName, sample_count: 1 });
    expect(sheet.items.map((i) => i.item).sort()).toEqual(standards.map((s) => s.item).sort());
    const waterItem = sheet.items.find((i) => i.item === '水分')!;
    expect(waterItem).toMatchObject({ turnaround_days: 3, received_at: receivedAt, due_at: receivedAt + 3 * DAY });
    const other = sheet.items.find((i) => i.item !== '水分')!;
    expect(other).toMatchObject({ turnaround_days: 7, due_at: receivedAt + 7 * DAY, overdue: false });
    expect(sheet.next_due_at).toBe(receivedAt + 3 * DAY);

    const log = await t.call('GET', `/api/operation/log?kind=worksheet&pageSize=10`, { as: 'admin' });
    expect(log.data.list[0]).toMatchObject({ action: 'create', record_label: sheet.num, username: ADMIN_A });
  });

  it('a registered sample has no due date yet; only the chosen standards are planned', async () => {
    const id = await sampleThrough(t, gouqi, []);
    const water = standards.find((s) => s.item === '水分')!;
    const res = await create({ analyst_id: userId, sample_ids: [id], standard_ids: [water.id] });
    expect(res.envelope.code, res.body).toBe(1);
    expect(res.data.items).toHaveLength(1);
    expect(res.data.items[0]).toMatchObject({ item: '水分', received_at: null, due_at: null, overdue: false });
  });

  it('flags items overdue in my work and in the worksheet list until they are done', async () => {
    const id = await sampleThrough(t, gouqi, [{ to: 'received', as: 'user' }]);
    await setMoveTime(t, id, 'received', Math.floor(Date.now() / 1000) - 10 * DAY);
    const sheet = (await create({ analyst_id: userId, sample_ids: [id] })).data as Worksheet;
    expect(sheet.items.every((i) => i.overdue)).toBe(true);
    expect(sheet.overdue_count).toBe(sheet.items.length);

    const list = (await t.call('GET', '/api/worksheets', { as: ADMIN_A })).data as {
      id: number;
      overdue_count: number;
    }[];
    expect(list.find((w) => w.id === sheet.id)?.overdue_count).toBe(sheet.items.length);

    const mine = (await t.call('GET', '/api/worksheets/my-work', { as: 'user' })).data as {
      items: WorksheetItem[];
      overdue_count: number;
    };
    const ofSheet = mine.items.filter((i) => i.worksheet_id === sheet.id);
    expect(ofSheet).toHaveLength(sheet.items.length);
    expect(mine.overdue_count).toBeGreaterThanOrEqual(sheet.items.length);
    // Soonest due first, items without a due date last.
    const dues = mine.items.map((i) => i.due_at ?? Infinity);
    expect(dues).toEqual([...dues].sort((a, b) => a - b));

    // Another analyst's queue does not hold them; the analyst ticks one done.
    const admins = (await t.call('GET', '/api/worksheets/my-work', { as: ADMIN_A })).data.items as WorksheetItem[];
    expect(admins.some((i) => i.worksheet_id === sheet.id)).toBe(false);
    const first = ofSheet[0]!;
    const done = await t.call('PUT', `/api/worksheets/${sheet.id}/items/${first.id}/done`, {
      as: 'user',
      payload: { done: true },
    });
    expect(done.envelope.code, done.body).toBe(1);
    const item = (done.data as Worksheet).items.find((i) => i.id === first.id)!;
    expect(item.done_at).not.toBeNull();
    expect(item.overdue).toBe(false);
    const after = (await t.call('GET', '/api/worksheets/my-work', { as: 'user' })).data.items as WorksheetItem[];
    expect(after.some((i) => i.id === first.id)).toBe(false);
  });

  it('assigns only enabled accounts with the analyst capability, and says why in both languages', async () => {
    const id = await sampleThrough(t, gouqi, [{ to: 'received', as: 'user' }]);
    const ids = (await t.call('GET', '/api/worksheets/analysts', { as: ADMIN_A })).data as { username: string }[];
    expect(ids.map((a) => a.username)).toContain('user');
    const noneId = await t.app.services.users.create({
      username: 'no_analyst',
      password: 'Start123',
      roles: ['user'],
      capabilities: [],
    });
    const res = await create({ analyst_id: noneId, sample_ids: [id] });
    expect(res.envelope.code).toBe(40000);
    expect(res.envelope.msg).toContain('检测员');
    const en = await create({ analyst_id: noneId, sample_ids: [id] }, ADMIN_A, 'en-us');
    expect(en.envelope.msg).toContain('analyst capability');
    expect(ids.map((a) => a.username)).not.toContain('no_analyst');
  });

  it('only curators plan worksheets; only the analyst or a curator ticks items or reads the sheet', async () => {
    const id = await sampleThrough(t, gouqi, [{ to: 'received', as: 'user' }]);
    expect((await create({ analyst_id: userId, sample_ids: [id] }, 'user')).envelope.code).toBe(40300);
    const adminId = (await t.call('GET', '/api/user/info', { as: ADMIN_A })).data.id as number;
    const sheet = (await create({ analyst_id: adminId, sample_ids: [id] })).data as Worksheet;
    expect((await t.call('GET', `/api/worksheets/${sheet.id}`, { as: 'user' })).envelope.code).toBe(40300);
    const tick = await t.call('PUT', `/api/worksheets/${sheet.id}/items/${sheet.items[0]!.id}/done`, {
      as: 'user',
      payload: { done: true },
    });
    expect(tick.envelope.code).toBe(40300);
    // Reassigned to the researcher, it is theirs.
    const moved = await t.call('PATCH', `/api/worksheets/${sheet.id}`, {
      as: ADMIN_A,
      payload: { analyst_id: userId },
    });
    expect(moved.data.analyst_id).toBe(userId);
    expect((await t.call('GET', `/api/worksheets/${sheet.id}`, { as: 'user' })).envelope.code).toBe(1);
    // A closed worksheet leaves my work.
    await t.call('PATCH', `/api/worksheets/${sheet.id}`, { as: ADMIN_A, payload: { status: 'closed' } });
    const mine = (await t.call('GET', '/api/worksheets/my-work', { as: 'user' })).data.items as WorksheetItem[];
    expect(mine.some((i) => i.worksheet_id === sheet.id)).toBe(false);
  });

  it('refuses a missing sample and a finished one, naming it', async () => {
    expect((await create({ analyst_id: userId, sample_ids: [999_999] })).envelope.code).toBe(40400);
    const id = await sampleThrough(t, gouqi, [{ to: 'rejected', as: ADMIN_A, note: '破损' }]);
    const res = await create({ analyst_id: userId, sample_ids: [id] });
    expect(res.envelope.code).toBe(40000);
    expect(res.envelope.msg).toMatch(/^样品 MS-\d+ 处于「已驳回」/);
  });

  it('follows the results: entered items are done, and the queue empties through verify and publish', async () => {
    const id = await sampleThrough(t, gouqi, [
      { to: 'received', as: 'user' },
      { to: 'testing', as: 'user' },
    ]);
    const sheet = (await create({ analyst_id: userId, sample_ids: [id] })).data as Worksheet;
    expect(sheet.done_count).toBe(0);
    const queue = async () =>
      ((await t.call('GET', '/api/worksheets/my-work', { as: 'user' })).data.items as WorksheetItem[]).filter(
        (i) => i.worksheet_id === sheet.id,
      );
    expect(await queue()).toHaveLength(sheet.item_count);

    // One result entered: that item is done, the others still wait.
    const [first, ...rest] = standards;
    const report = await t.call('POST', '/api/reports', {
      as: 'user',
      payload: {
        report_name: '枸杞子 理化检测',
        sample_kind: 'matter',
        sample_id: id,
        tested_at: 1_720_100_000,
        items: [{ item: first!.item, standard_id: first!.id, result: 1 }],
      },
    });
    expect(report.envelope.code, report.body).toBe(1);
    let got = (await t.call('GET', `/api/worksheets/${sheet.id}`, { as: ADMIN_A })).data as Worksheet;
    expect(got.done_count).toBe(1);
    expect(got.items.find((i) => i.standard_id === first!.id)?.done_at).not.toBeNull();
    expect((await queue()).map((i) => i.standard_id).sort()).toEqual(rest.map((s) => s.id).sort());

    // Every planned item entered: all done, the queue is empty, and it stays so to publication.
    const all = await t.call('PUT', `/api/reports/${report.data.id}`, {
      as: 'user',
      payload: { items: standards.map((s) => ({ item: s.item, standard_id: s.id, result: 1 })) },
    });
    expect(all.envelope.code, all.body).toBe(1);
    got = (await t.call('GET', `/api/worksheets/${sheet.id}`, { as: ADMIN_A })).data as Worksheet;
    expect(got.done_count).toBe(got.item_count);
    expect(await queue()).toEqual([]);
    for (const [to, as] of [
      ['to_verify', 'user'],
      ['verified', ADMIN_A],
      ['published', ADMIN_A],
    ] as const) {
      await moveSample(t, id, to, as);
    }
    const list = (await t.call('GET', '/api/worksheets', { as: ADMIN_A })).data as Worksheet[];
    expect(list.find((w) => w.id === sheet.id)).toMatchObject({ done_count: sheet.item_count, overdue_count: 0 });
    expect(await queue()).toEqual([]);
  });

  it('leaves the queue when the sample is finished without results (rejected)', async () => {
    const id = await sampleThrough(t, gouqi, [{ to: 'received', as: 'user' }]);
    const sheet = (await create({ analyst_id: userId, sample_ids: [id] })).data as Worksheet;
    await moveSample(t, id, 'rejected', ADMIN_A, '破损');
    const mine = (await t.call('GET', '/api/worksheets/my-work', { as: 'user' })).data.items as WorksheetItem[];
    expect(mine.some((i) => i.worksheet_id === sheet.id)).toBe(false);
  });
});
