import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALK } from '../src/modules/records/list-page.repository';
import { type Condition, pageIds } from '../src/modules/records/list.repository';
import { readPage } from '../src/modules/records/list-query.repository';
import { compare } from '../src/modules/records/list-plan';
import { cheapestMode } from '../src/modules/records/search-page.repository';
import { type MatchMode, searchCondition } from '../src/modules/records/search-condition.repository';
import { parseSearchQuery } from '../src/modules/records/search-text';
import { matterSample } from './catalogue-helpers';
import { createTestApp, describeEngines, type TestApp } from './helper';

type Row = { id: number; ms_name: string; status: string; updated_at: number };
const idsOf = (rows: Row[]) => rows.map((r) => r.id);

/**
 * Deep pages start from cached page anchors and big searches walk the sort index
 * (records/page-anchors.ts, search-page.repository.ts): whatever the path, a page must hold
 * exactly the rows a plain walk of the list finds there, also right after a write.
 */
describeEngines('lists: deep pages and big searches', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'demo catalogue'] });
  });
  afterAll(() => t.close());

  const get = async (query: string) => {
    const res = await t.call('GET', `/api/matter-samples?${query}`, { as: 'user' });
    expect(res.envelope.code, res.body).toBe(1);
    return res.data as { list: Row[]; total: number };
  };

  /**
   * A list of matter 2's samples (filtered, maybe searched) remembers its total, then counts a new
   * sample of matter 2 named `name` (first, as the newest) and a write around the app that
   * moves it to matter 3.
   */
  async function expectTotalFollowsWrites(list: () => Promise<{ list: Row[]; total: number }>, name: string) {
    const first = await list();
    expect((await list()).total).toBe(first.total); // a second ask: the remembered total
    const created = await t.call('POST', '/api/matter-samples', { as: 'admin', payload: matterSample(name, 2) });
    expect(created.envelope.code, created.body).toBe(1);
    const grown = await list();
    expect(grown.total).toBe(first.total + 1);
    expect(grown.list[0]!.id).toBe(created.data.id);
    // A write that is not through the app counts too.
    await sql`update samples set matter_id = 3 where id = ${created.data.id}`.execute(t.database.db);
    expect((await list()).total).toBe(first.total);
  }

  /** The whole list in order, by keyset pages of 100. */
  async function walk(extra = ''): Promise<Row[]> {
    const out: Row[] = [];
    for (;;) {
      const after = out.length ? `&after=${out.at(-1)!.id}` : '';
      const page = await get(`pageSize=100${extra}${after}`);
      out.push(...page.list);
      if (page.list.length < 100) return out;
    }
  }

  async function expectDeepPagesMatch(extra = '') {
    const all = await walk(extra);
    expect(all.length).toBeGreaterThan(1200);
    const last = Math.ceil(all.length / 10);
    for (const current of [99, 100, 101, 120, last, 100]) {
      const page = await get(`pageSize=10&current=${current}${extra}`);
      expect(page.total).toBe(all.length);
      expect(idsOf(page.list), `page ${current}`).toEqual(idsOf(all.slice((current - 1) * 10, current * 10)));
    }
    const past = await get(`pageSize=10&current=${last + 1}${extra}`);
    expect(past.list).toEqual([]);
    expect(past.total).toBe(all.length);
    return all;
  }

  describe('deep pages by number', () => {
    it('hold the rows a walk of the list finds there, in every sort', async () => {
      await expectDeepPagesMatch();
      await expectDeepPagesMatch('&sort=ms_num:asc');
      await expectDeepPagesMatch('&sort=ms_coll_time:desc');
      await expectDeepPagesMatch('&status=online');
    });

    it('hold the same rows when far pages are first asked for together, their anchors learnt in several walks', async () => {
      const kept = WALK.maxStrides;
      WALK.maxStrides = 2;
      try {
        for (const extra of ['&sort=ms_num:desc', '&sort=ms_coll_time:asc', '&status=online&sort=ms_num:asc']) {
          const all = await walk(extra);
          const last = Math.ceil(all.length / 10);
          const pages = [last, 120, 101, last - 3, 130];
          const got = await Promise.all(pages.map((current) => get(`pageSize=10&current=${current}${extra}`)));
          got.forEach((page, i) =>
            expect(idsOf(page.list), `page ${pages[i]}`).toEqual(
              idsOf(all.slice((pages[i]! - 1) * 10, pages[i]! * 10)),
            ),
          );
          await expectDeepPagesMatch(extra);
        }
      } finally {
        WALK.maxStrides = kept;
      }
    });

    it('follow writes at once: a moved, added or deleted row shifts the deep pages', async () => {
      const before = await expectDeepPagesMatch();
      const db = t.database.db;
      // Move a row from the top to the bottom of the default order (updated_at desc).
      await sql`update samples set updated_at = 1000 where id = ${before[0]!.id}`.execute(db);
      const after = await expectDeepPagesMatch();
      expect(after.at(-1)!.id).toBe(before[0]!.id);
      // Delete one from the middle (it has no reports: reports refer to samples).
      const victim = after.find((r, i) => i > 500 && i < 1000)!;
      await sql`delete from testing_reports where sample_id = ${victim.id}`.execute(db);
      await sql`delete from samples where id = ${victim.id}`.execute(db);
      const shrunk = await expectDeepPagesMatch();
      expect(shrunk.length).toBe(after.length - 1);
    });

    it('follow writes to another table a filter reads: a new report takes its sample off "without a report"', async () => {
      const extra = '&quality=sample-without-report';
      // Past the anchored depth: the demo reports of 1,000 matter samples go first.
      await sql`delete from testing_reports where sample_id in
        (select id from samples where kind = 'matter' order by id limit 1000)`.execute(t.database.db);
      const before = await expectDeepPagesMatch(extra);
      expect((await get(`pageSize=10${extra}`)).total).toBe(before.length); // a remembered total, where kept
      // A report for a sample near the top: no sample row changes, the list shrinks by one.
      const sample = before[3]!;
      const searched = `${extra}&q=${encodeURIComponent([...sample.ms_name].slice(0, 2).join(''))}`;
      const found = await get(`pageSize=10${searched}`);
      expect((await get(`pageSize=10${searched}`)).total).toBe(found.total);
      await sql`insert into testing_reports (report_num, report_name, sample_kind, sample_id, tested_at, created_at, updated_at)
        values ('R-PAGING-1', 'paging', 'matter', ${sample.id}, 1, 1, 1)`.execute(t.database.db);
      const after = await expectDeepPagesMatch(extra);
      expect(after.length).toBe(before.length - 1);
      expect(idsOf(after)).not.toContain(sample.id);
      expect((await get(`pageSize=10${extra}`)).total).toBe(after.length);
      expect((await get(`pageSize=10${searched}`)).total).toBe(found.total - 1);
    });

    it('follow writes to every table a filter reads, whether or not the filter names them', async () => {
      // A filter reading matters, made without saying so: what the list remembers is checked
      // against the versions of every table its statement reads.
      const [first] = (
        await sql<{ matter_id: number; batch: number }>`select s.matter_id, m.catalogue_batch as batch
        from samples s join matters m on m.id = s.matter_id where s.kind = 'matter' limit 1`.execute(t.database.db)
      ).rows;
      const { matter_id: matter, batch } = first!;
      const ofBatch: Condition = (eb) =>
        eb('t.matter_id', 'in', eb.selectFrom('matters as m').select('m.id').where('m.catalogue_batch', '=', batch));
      const page = () =>
        pageIds(t.database.db, engine, {
          table: 'samples',
          filters: [ofBatch],
          scope: [(eb) => eb('t.kind', '=', 'matter')],
          terms: null,
          order: { column: 'updated_at', dir: 'desc' },
          offset: 0,
          limit: 10,
          countKey: 'samples:matter',
        });
      const before = (await page()).total;
      expect((await page()).total).toBe(before); // remembered
      const { n } = (
        await sql<{ n: number }>`select count(*) as n from samples where kind = 'matter'
        and matter_id = ${matter}`.execute(t.database.db)
      ).rows[0]!;
      await sql`update matters set catalogue_batch = 1999 where id = ${matter}`.execute(t.database.db);
      expect((await page()).total).toBe(before - Number(n));
      await sql`update matters set catalogue_batch = ${batch} where id = ${matter}`.execute(t.database.db);
      expect((await page()).total).toBe(before);
    });
  });

  describe('a search matching many rows', () => {
    /** The matches of `q` in the search's order, by pages of `size`. */
    async function searchAll(q: string, size: number, extra = ''): Promise<{ rows: Row[]; total: number }> {
      const rows: Row[] = [];
      for (let current = 1; ; current++) {
        const page = await get(`q=${encodeURIComponent(q)}&pageSize=${size}&current=${current}${extra}`);
        rows.push(...page.list);
        if (page.list.length < size) return { rows, total: page.total };
      }
    }

    it('ranks the exact name first, then the newest, on every page', async () => {
      const walked = await walk();
      const exact = await t.call('POST', '/api/matter-samples', {
        as: 'admin',
        payload: matterSample('20'),
      });
      expect(exact.envelope.code, exact.body).toBe(1);
      // Make it the oldest row, so only its rank can bring it to the top.
      await sql`update samples set updated_at = 1 where id = ${exact.data.id}`.execute(t.database.db);

      // Every demo sample name holds its collection month (… 2025-03): "20" matches them all.
      const expected = walked.filter((r) => / 20\d\d-\d\d$/.test(r.ms_name));
      expect(expected).toHaveLength(walked.length);
      const byTen = await searchAll('20', 10);
      expect(byTen.total).toBe(expected.length + 1);
      expect(byTen.rows[0]!.id).toBe(exact.data.id);
      expect(idsOf(byTen.rows.slice(1))).toEqual(idsOf(expected));
      // Whole rows, not only ids: a page of other matches reads its rows in its own statement
      // (SQLite), a page with the exact name reads them by id after it; both as the list shows them.
      expect(byTen.rows.slice(1)).toEqual(expected);
      // Other page sizes cut the same sequence.
      const bySeven = await searchAll('20', 7);
      expect(idsOf(bySeven.rows)).toEqual(idsOf(byTen.rows));
      // A deep page on its own.
      const deep = await get(`q=20&pageSize=10&current=120`);
      expect(idsOf(deep.list)).toEqual(idsOf(byTen.rows.slice(1190, 1200)));
      // The same search with a filter takes the one-query path: same order.
      const online = await searchAll('20', 100, '&status=online');
      expect(online.rows).toEqual(byTen.rows.filter((r) => r.status === 'online'));
      // Few matches: the matches are fetched and sorted.
      const few = await searchAll('枸杞', 10);
      expect(few.rows).toEqual(walked.filter((r) => r.ms_name.includes('枸杞')));
      expect(few.total).toBe(few.rows.length);
    });

    it('counts again after any write (a search total is remembered per write version on both engines)', async () => {
      const search = () => get(`q=${encodeURIComponent('枸杞')}&pageSize=10`);
      const first = await search();
      expect((await search()).total).toBe(first.total); // a second ask: the remembered total
      const created = await t.call('POST', '/api/matter-samples', {
        as: 'admin',
        payload: matterSample('枸杞 新到'),
      });
      expect(created.envelope.code, created.body).toBe(1);
      const grown = await search();
      expect(grown.total).toBe(first.total + 1);
      expect(grown.list.map((r) => r.id)).toContain(created.data.id);
      // A write that is not through the app (no record_counts, no cache of its own) counts too.
      await sql`update samples set search_text = '' where id = ${created.data.id}`.execute(t.database.db);
      expect((await search()).total).toBe(first.total);
    });

    it('reads a filtered search as the search alone shows it, and counts it again after any write', async () => {
      type R = Row & { matter_id: number; ms_grade: string };
      const pages = async (query: string, size: number) => {
        const out: R[] = [];
        let total: number;
        for (let current = 1; ; current++) {
          const page = await get(`${query}&pageSize=${size}&current=${current}`);
          out.push(...(page.list as R[]));
          total = page.total;
          if (page.list.length < size) break;
        }
        expect(out).toHaveLength(total);
        return out;
      };
      // Pinyin prefixes the FTS index keeps (b), longer ones (bajiao), and a word (八角).
      for (const q of ['b', 'bajiao', encodeURIComponent('八角'), 's']) {
        const all = await pages(`q=${q}`, 100);
        for (const [filter, keep] of [
          ['matter_id=2', (r: R) => r.matter_id === 2],
          ['grade=premium', (r: R) => r.ms_grade === 'premium'],
        ] as const) {
          const expected = all.filter(keep);
          expect(expected.length, `${q} ${filter}`).toBeGreaterThan(0);
          expect(idsOf(await pages(`q=${q}&${filter}`, 7)), `${q} ${filter}`).toEqual(idsOf(expected));
        }
      }
      await expectTotalFollowsWrites(() => get(`q=bajiao&matter_id=2&pageSize=10`), '八角茴香 又到');
      // A sample named exactly the word comes first in the filtered search too, however old.
      const named = await t.call('POST', '/api/matter-samples', { as: 'admin', payload: matterSample('八角', 2) });
      expect(named.envelope.code, named.body).toBe(1);
      await sql`update samples set updated_at = 1000 where id = ${named.data.id}`.execute(t.database.db);
      const word = encodeURIComponent('八角');
      const ranked = await get(`q=${word}&matter_id=2&pageSize=5`);
      expect(ranked.list[0]!.id).toBe(named.data.id);
      expect(ranked.total).toBe(
        (await get(`q=${word}&pageSize=1`)).total - (await get(`q=${word}&matter_id=3&pageSize=1`)).total,
      );
      expect((await get(`q=${word}&matter_id=3&pageSize=5`)).list.map((r) => r.id)).not.toContain(named.data.id);
    });

    it("counts a filtered list again after any write (PostgreSQL remembers a filter's total per write version)", async () => {
      await expectTotalFollowsWrites(() => get('matter_id=2&pageSize=10'), '八角茴香 新到');
    });

    it('ranks product matches: exact name, then names starting with the words, then the rest, newest first', async () => {
      type P = { id: number; product_name: string; updated_at: number };
      const word = '测验';
      // The exact name and the prefixed ones are the oldest: only their rank brings them first.
      const names = ['测验甲', '云测验', '测验', '乙测验丙', '测验乙', '丁测验', '测验'];
      for (const [i, product_name] of names.entries()) {
        const res = await t.call('POST', '/api/products', {
          as: 'admin',
          payload: { product_name, product_type: 'beverage', matter_ids: [1], status: 'online' },
        });
        expect(res.envelope.code, res.body).toBe(1);
        const at = product_name.startsWith(word) ? 1000 + i : 2_000_000_000 - i;
        await sql`update products set updated_at = ${at} where id = ${res.data.id}`.execute(t.database.db);
      }
      const pages: P[] = [];
      let total: number | undefined;
      for (let current = 1; ; current++) {
        const res = await t.call('GET', `/api/products?q=${encodeURIComponent(word)}&pageSize=3&current=${current}`);
        expect(res.envelope.code, res.body).toBe(1);
        pages.push(...(res.data.list as P[]));
        total = res.data.total;
        if (res.data.list.length < 3) break;
      }
      expect(pages).toHaveLength(total!);
      expect(total).toBe(names.length);
      const tier = (p: P) => (p.product_name === word ? 0 : p.product_name.startsWith(word) ? 1 : 2);
      expect(pages.some((p) => tier(p) === 1) && pages.some((p) => tier(p) === 2), word).toBe(true);
      const ranked = [...pages].sort((a, b) => tier(a) - tier(b) || b.updated_at - a.updated_at || b.id - a.id);
      expect(pages.map((p) => p.id)).toEqual(ranked.map((p) => p.id));
    });

    it('ranks a pinyin or Latin search the same way, whether or not a name starts with it', async () => {
      type P = { id: number; product_name: string; updated_at: number };
      // zyxq: Latin names, some of them the word or starting with it (the oldest, so only their
      // rank brings them first); cesuan (测算): Chinese names, none of which starts with the pinyin.
      const names = ['zyxq', 'zyxq tea', 'Zyxq', 'old zyxq', 'zyxqa', '测算甲', '云测算', '测算'];
      for (const [i, product_name] of names.entries()) {
        const res = await t.call('POST', '/api/products', {
          as: 'admin',
          payload: { product_name, product_type: 'beverage', matter_ids: [1], status: 'online' },
        });
        expect(res.envelope.code, res.body).toBe(1);
        const at = product_name.startsWith('zyxq') ? 1000 + i : 2_000_000_000 - i;
        await sql`update products set updated_at = ${at} where id = ${res.data.id}`.execute(t.database.db);
      }
      for (const [word, expected] of [
        ['zyxq', 5],
        ['cesuan', 3],
      ] as const) {
        const pages: P[] = [];
        let total: number | undefined;
        for (let current = 1; ; current++) {
          const res = await t.call('GET', `/api/products?q=${word}&pageSize=2&current=${current}`);
          expect(res.envelope.code, res.body).toBe(1);
          pages.push(...(res.data.list as P[]));
          total = res.data.total;
          if (res.data.list.length < 2) break;
        }
        expect(pages).toHaveLength(total!);
        expect(total, word).toBe(expected);
        const tier = (p: P) => (p.product_name === word ? 0 : p.product_name.startsWith(word) ? 1 : 2);
        const ranked = [...pages].sort((a, b) => tier(a) - tier(b) || b.updated_at - a.updated_at || b.id - a.id);
        expect(
          pages.map((p) => p.id),
          word,
        ).toEqual(ranked.map((p) => p.id));
        if (word === 'zyxq') expect(pages.map((p) => tier(p))).toEqual([0, 1, 1, 2, 2]);
        if (word === 'cesuan') {
          // Whole rows as the plain list shows them (they are its newest): on SQLite such a page
          // reads its rows in its own statement.
          const newest = await t.call('GET', '/api/products?pageSize=10');
          const listed = new Map((newest.data.list as P[]).map((p) => [p.id, p]));
          expect(pages).toEqual(pages.map((p) => listed.get(p.id)));
        }
      }
    });

    it.runIf(engine === 'sqlite')('finds the same rows whichever way SQLite checks the matches', async () => {
      const order = { column: 'updated_at', dir: 'desc' as const };
      const read = async (q: string, mode: MatchMode, offset: number, limit = 10) => {
        const terms = parseSearchQuery(q)!;
        const conditions = [
          compare('t.kind', '=', 'matter'),
          () => searchCondition('sqlite', 'samples', 't', terms, { fts: 'samples_matter_fts', mode }),
        ];
        return (await readPage(t.database.db, 'samples', conditions, order, limit, offset)).ids;
      };
      for (const offset of [0, 10, 1200]) {
        const drive = await read('20', 'drive', offset);
        expect(drive).toHaveLength(10);
        expect(await read('20', 'set', offset)).toEqual(drive);
        expect(await read('20', 'scan', offset)).toEqual(drive);
      }
      // A scan reads the row's own text: a prefix only at a token's start (`ao` is in no pinyin
      // token's start here, `yao` is: 山药 → shanyao, yao), a word only whole (药 alone, not inside
      // 山药; 山药 not inside a longer token), several terms all at once, the first and the last token.
      const first = (
        await t.database.db
          .selectFrom('samples')
          .select('search_text')
          .where('kind', '=', 'matter')
          .executeTakeFirstOrThrow()
      ).search_text;
      const tokens = first.split(' ');
      const long = tokens.filter((w) => /^[a-z]{8,}$/.test(w)).slice(0, 2);
      expect(long.length).toBeGreaterThan(0);
      const queries = [
        'g',
        'sh',
        'yao',
        'ao',
        'a',
        '药',
        '山药',
        '样品',
        '山药 sy',
        'ms 20',
        // Prefixes of 4 to 8 characters have FTS5 prefix indexes of their own (migration 0028);
        // a longer one is merged from the tokens it starts.
        ...long.flatMap((w) => [w.slice(0, 4), w.slice(0, 6), w.slice(0, 8)]),
        ...tokens.filter((w) => w.length > 9).map((w) => w.slice(0, 9)),
        tokens[0]!,
        tokens.at(-1)!,
        `${tokens.at(-1)!}x`,
      ];
      for (const q of queries) {
        const drive = await read(q, 'drive', 0, 5000);
        if (long.some((w) => w.startsWith(q))) expect(drive.length, q).toBeGreaterThan(0);
        expect(await read(q, 'scan', 0, 5000), q).toEqual(drive);
        expect(await read(q, 'set', 0, 5000), q).toEqual(drive);
      }
    });
  });

  describe('the cheapest way to read a search page', () => {
    it('fetches few matches, collects many, and scans rows when many of them match', () => {
      expect(cheapestMode(14, 1_500, 10)).toBe('drive');
      // 山药 among 500,000 matter samples: 4,623 matches, about 1,100 rows walked for page 1.
      expect(cheapestMode(4_623, 500_000, 10)).toBe('set');
      expect(cheapestMode(4_623, 500_000, 100_000)).toBe('drive');
      // gouqi among 100,000 products: 925 matches; scanning 1,081 rows took 0.7 ms, collecting 0.5.
      expect(cheapestMode(925, 100_000, 10)).toBe('set');
      // g: 75,000 matches; collecting them took 11 ms a page, scanning the 70 rows walked 0.05 ms;
      // 姜: 14,108 matches, 3.7 against 0.3 ms.
      expect(cheapestMode(14_108, 500_000, 10)).toBe('scan');
      expect(cheapestMode(75_000, 500_000, 10)).toBe('scan');
      expect(cheapestMode(500_000, 500_000, 10)).toBe('scan');
      expect(cheapestMode(500_000, 500_000, 12_000)).toBe('scan');
      // A filter narrows the walk, not what the index gives for the words.
      expect(cheapestMode(7_000, 50_000, 10, 75_000)).toBe('scan');
      expect(cheapestMode(300, 50_000, 10, 2_000)).toBe('set');
    });
  });
});
