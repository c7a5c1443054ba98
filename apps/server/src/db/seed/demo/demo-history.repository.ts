import type { Kysely } from 'kysely';
import type { DB } from '../../database';

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * The laboratory staff a demo history names (no accounts: the names carry "(demo)"). Results
 * are entered by an analyst and verified by someone else (four eyes), as a real lab would.
 */
export const DEMO_STAFF = {
  receiver: '演示样品管理员 周宁 (demo)',
  analyst: '演示检验员 王岚 (demo)',
  verifier: '演示审核员 陈立 (demo)',
  publisher: '演示授权签字人 林舟 (demo)',
} as const;

/** The lifecycle moves that lead to each state, with who made them and when (relative to the test day). */
const PATHS: Record<string, { to: string; from: string; by: keyof typeof DEMO_STAFF; at: number }[]> = {
  received: [{ from: 'registered', to: 'received', by: 'receiver', at: -2 * DAY }],
  published: [
    { from: 'registered', to: 'received', by: 'receiver', at: -2 * DAY },
    { from: 'received', to: 'testing', by: 'analyst', at: -1 * DAY },
    { from: 'testing', to: 'to_verify', by: 'analyst', at: 4 * HOUR },
    { from: 'to_verify', to: 'verified', by: 'verifier', at: 1 * DAY },
    { from: 'verified', to: 'published', by: 'publisher', at: 2 * DAY },
  ],
};

/**
 * Gives demo samples (is_demo = 1) without any lifecycle move the history their state implies,
 * deterministically: a published sample was received, tested, verified and published around its
 * report's test date; a received one was received two days after collection. Its demo report
 * items get their result as entered. Nothing else is touched: a sample with any move (a person
 * moved it) and every non-demo record are left as they are. Returns the samples given a history.
 */
export async function fillDemoHistories(db: Kysely<DB>, now: number): Promise<number> {
  const samples = await db
    .selectFrom('samples as s')
    .leftJoin('testing_reports as r', (j) => j.onRef('r.sample_id', '=', 's.id').on('r.is_demo', '=', 1))
    .select(['s.id', 's.kind', 's.state', 's.coll_time', 's.created_at'])
    .select((eb) => eb.fn.min('r.tested_at').as('tested_at'))
    .where('s.is_demo', '=', 1)
    .where('s.state', 'in', Object.keys(PATHS))
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('sample_transitions as t').select('t.id').whereRef('t.sample_id', '=', 's.id'))),
    )
    .groupBy(['s.id', 's.kind', 's.state', 's.coll_time', 's.created_at'])
    .orderBy('s.id')
    .execute();
  const rows = samples.flatMap((s) => {
    const path = PATHS[s.state]!;
    const collected = Number(s.coll_time ?? s.created_at);
    // The test day: the report's; without one, a few days after collection.
    const day = s.tested_at != null ? Number(s.tested_at) : collected + 4 * DAY;
    return path.map((m) => ({
      sample_kind: s.kind,
      sample_id: Number(s.id),
      from_state: m.from,
      to_state: m.to,
      note: '',
      actor_id: null,
      actor_name: DEMO_STAFF[m.by],
      // Never before collection, never in the future.
      created_at: Math.min(now, Math.max(collected + HOUR, day + m.at)),
    }));
  });
  for (let i = 0; i < rows.length; i += 400) {
    await db
      .insertInto('sample_transitions')
      .values(rows.slice(i, i + 400))
      .execute();
  }
  // Demo results are numbers the generator chose: entered as their shortest form.
  const items = await db
    .selectFrom('report_items as i')
    .innerJoin('testing_reports as r', 'r.id', 'i.report_id')
    .select(['i.id', 'i.result'])
    .where('r.is_demo', '=', 1)
    .where('i.result', 'is not', null)
    .where('i.result_entered', 'is', null)
    .execute();
  const byText = new Map<string, number[]>();
  for (const it of items) {
    const text = String(Number(it.result));
    byText.set(text, [...(byText.get(text) ?? []), Number(it.id)]);
  }
  for (const [text, ids] of byText) {
    for (let i = 0; i < ids.length; i += 400) {
      await db
        .updateTable('report_items')
        .set({ result_entered: text })
        .where('id', 'in', ids.slice(i, i + 400))
        .execute();
    }
  }
  return samples.length;
}
