import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matterSample } from './catalogue-helpers';
import { createTestApp, describeEngines, type TestApp } from './helper';

type Row = { id: number; status: string };
const idsOf = (rows: Row[]) => rows.map((r) => r.id);

/**
 * A deep page read by offset leaves the row before it as the page's anchor, and walks learn every
 * stride's anchor only once the write version has lasted (records/list-page.repository.ts). Whatever
 * was remembered, the page and the total a reader gets right after a write — a new record, a
 * rename, a record taken offline (hidden from researchers), put online again, deleted — are those a
 * plain walk of the list finds, on both engines.
 */
describeEngines('deep pages and totals right after writes', (engine) => {
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

  /** The whole list a researcher sees, in order, by keyset pages of 100. */
  async function walk(): Promise<Row[]> {
    const out: Row[] = [];
    for (;;) {
      const page = await get(`pageSize=100${out.length ? `&after=${out.at(-1)!.id}` : ''}`);
      out.push(...page.list);
      if (page.list.length < 100) return out;
    }
  }

  /** Each page asked twice (by offset, then from the anchor the first left), as a walk finds it. */
  async function expectPages(all: Row[], pages: [number, number][]) {
    for (const [current, size] of pages) {
      for (let ask = 0; ask < 2; ask++) {
        const page = await get(`pageSize=${size}&current=${current}`);
        expect(page.total, `page ${current} × ${size}`).toBe(all.length);
        expect(idsOf(page.list), `page ${current} × ${size}, ask ${ask + 1}`).toEqual(
          idsOf(all.slice((current - 1) * size, current * size)),
        );
      }
    }
  }

  const write = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    const res = await t.call(method, url, { as: 'admin', payload });
    expect(res.envelope.code, res.body).toBe(1);
    return res.data as { id: number };
  };

  // Offsets 1,000 and up are deep; 15 a row does not fall on a stride, so a walk starts between strides.
  const PAGES: [number, number][] = [
    [101, 10],
    [120, 10],
    [80, 15],
    [110, 15],
    [101, 10],
  ];

  describe('a researcher', () => {
    it('sees every write at once in deep pages and totals', async () => {
      const start = await walk();
      expect(start.length).toBeGreaterThan(1700);
      await expectPages(start, PAGES);

      // A new online sample goes first: every deep page shifts by one.
      const created = await write('POST', '/api/matter-samples', { ...matterSample('翻页写后', 2), status: 'online' });
      const grown = await walk();
      expect(grown.length).toBe(start.length + 1);
      expect(grown[0]!.id).toBe(created.id);
      await expectPages(grown, PAGES);

      // A rename of a deep row moves it to the top (the list is newest first). Times are whole
      // seconds: the sample created in the same second may stay above it (ties go to the newer id).
      const deep = grown[1500]!;
      await write('PUT', `/api/matter-samples/${deep.id}`, { ms_name: '翻页改名' });
      const renamed = await walk();
      expect(renamed.slice(0, 2).map((r) => r.id)).toContain(deep.id);
      expect(renamed.length).toBe(grown.length);
      await expectPages(renamed, PAGES);

      // Offline: hidden from researchers, the pages below it close up and the total drops.
      const hidden = renamed[700]!;
      await write('POST', '/api/matter-samples/bulk', { action: 'offline', ids: [hidden.id] });
      const shrunk = await walk();
      expect(shrunk.length).toBe(renamed.length - 1);
      expect(idsOf(shrunk)).not.toContain(hidden.id);
      await expectPages(shrunk, PAGES);

      await write('POST', '/api/matter-samples/bulk', { action: 'online', ids: [hidden.id] });
      const back = await walk();
      expect(back.length).toBe(renamed.length);
      await expectPages(back, PAGES);

      // A delete, then the list as it started (less the renamed row's move).
      await write('DELETE', `/api/matter-samples/${created.id}`);
      const deleted = await walk();
      expect(deleted.length).toBe(start.length);
      expect(idsOf(deleted)).not.toContain(created.id);
      await expectPages(deleted, PAGES);
    }, 300_000);

    it('gets exact pages when writes come between every read', async () => {
      let ids: number[] = [];
      for (let i = 0; i < 6; i++) {
        const made = await write('POST', '/api/matter-samples', {
          ...matterSample(`交替写读 ${i}`, 3),
          status: 'online',
        });
        ids.push(made.id);
        if (i % 2 === 1) {
          await write('POST', '/api/matter-samples/bulk', { action: 'offline', ids: [ids[0]!] });
          await write('DELETE', `/api/matter-samples/${ids[0]!}`);
          ids = ids.slice(1);
        }
        const all = await walk();
        const [current, size] = PAGES[i % PAGES.length]!;
        const page = await get(`pageSize=${size}&current=${current}`);
        expect(page.total).toBe(all.length);
        expect(idsOf(page.list)).toEqual(idsOf(all.slice((current - 1) * size, current * size)));
      }
      for (const id of ids) await write('DELETE', `/api/matter-samples/${id}`);
    }, 300_000);
  });
});
