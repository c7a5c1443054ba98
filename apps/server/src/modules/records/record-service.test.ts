import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CODE } from '@yaoshi/contracts';
import type { DB } from '../../db/database';
import type { AppError } from '../../lib/errors';
import type { OperationRecorder } from './audit-trail';
import { recordService } from './record-service';
import { VISITOR, type Viewer } from './record-visibility';

interface Row {
  id: number;
  num: string;
  name: string;
  kind: string;
  status: string;
  search_text: string;
  updated_at: number;
  [key: string]: unknown;
}
type Rec = { id: number; num: string; name: string; status: string; updated_at: number; view_count: number };
type Input = { num?: string; name?: string; status?: string };

const ADMIN: Viewer = { signedIn: true, admin: true, userId: 1 };
const actor = { userId: 7, username: 'curator' };

/**
 * One kind over an in-memory table. The "database" is already a transaction, so inTx runs the
 * write in it directly: what is tested is the skeleton, not an engine.
 */
function kit(opts: { referenced?: boolean } = {}) {
  const rows = new Map<number, Row>();
  const log: Parameters<OperationRecorder['record']>[0][] = [];
  const hooks: string[] = [];
  const db = { isTransaction: true } as unknown as Kysely<DB>;
  const store = {
    get: async (id: number) => rows.get(id),
    byNum: async (num: string) => [...rows.values()].find((r) => r.num === num),
    lastNum: async () =>
      [...rows.values()]
        .map((r) => r.num)
        .sort()
        .at(-1) ?? null,
    async insert(row: Row) {
      const id = rows.size + 1;
      rows.set(id, { ...row, id });
      return id;
    },
    async update(id: number, patch: Partial<Row>) {
      rows.set(id, { ...rows.get(id)!, ...patch });
    },
    async remove(id: number) {
      rows.delete(id);
    },
    ...(opts.referenced ? { references: async () => [{ kind: 'report', count: 1, ids: [9] }] } : {}),
  };
  const service = recordService({
    db,
    operationLog: { record: async (entry) => void log.push(entry) },
    kind: 'thing',
    label: (r: Rec) => `${r.num} ${r.name}`,
    repo: () => store,
    async load(id: number): Promise<Rec> {
      const r = rows.get(id);
      if (!r) throw new Error('missing');
      return {
        id,
        num: r.num,
        name: r.name,
        status: r.status,
        updated_at: r.updated_at,
        view_count: Number(r.view_count),
      };
    },
    num: { field: 'num', auto: { prefix: 'T-', width: 3 } },
    insertColumns: (input: Input, num: string) => ({ ...input, num, kind: 'a' }),
    patchColumns: (input: Input) => input,
    searchText: (r: Row) => `${r.num} ${r.name}`,
    inserted: async (_trx, id) => void hooks.push(`inserted ${id}`),
    created: async (_trx, rec, ctx) => void hooks.push(`created ${rec.id} ${ctx.standalone}`),
    patched: async (_trx, id, change) => {
      hooks.push(`patched ${id} ${change.current.name}→${change.merged.name}`);
      // A views flush committing while the update runs.
      rows.get(id)!.view_count = Number(rows.get(id)!.view_count) + 1;
    },
    updated: async (_trx, after) => void hooks.push(`updated ${after.name}`),
    removed: async (_trx, id) => void hooks.push(`removed ${id}`),
    ownsNum: (row) => row.kind === 'a',
  });
  return { service, rows, log, hooks };
}

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: AppError) => ({ code: e.code, key: e.key, params: e.params }),
  );

describe('recordService', () => {
  it('numbers a create, stamps the writer and logs the whole record', async () => {
    const { service, rows, log, hooks } = kit();
    const a = await service.create({ name: 'A', status: 'online' }, actor);
    const b = await service.create({ name: 'B', status: 'online' }, actor);
    expect([a.num, b.num]).toEqual(['T-001', 'T-002']);
    expect(rows.get(1)).toMatchObject({ search_text: 'T-001 A', created_by: 7, updated_by: 7, is_demo: 0 });
    expect(log[0]).toMatchObject({ action: 'create', kind: 'thing', recordId: 1, label: 'T-001 A', after: a });
    // The caller's transaction is not a write of its own.
    expect(hooks).toEqual(['inserted 1', 'created 1 false', 'inserted 2', 'created 2 false']);
  });

  it('refuses a taken number on create and on update, naming it', async () => {
    const { service } = kit();
    await service.create({ num: 'X-1', name: 'A' }, actor);
    await service.create({ name: 'B' }, actor);
    const taken = { code: CODE.CONFLICT, key: 'record.numTaken', params: { num: 'X-1', field: 'num' } };
    expect(await codeOf(service.create({ num: 'X-1', name: 'C' }, actor))).toEqual(taken);
    expect(await codeOf(service.update(2, { num: 'X-1' }, actor))).toEqual(taken);
    // Its own number is not taken by itself.
    expect(await codeOf(service.update(1, { num: 'X-1', name: 'A2' }, actor))).toBeNull();
  });

  it('logs only what an update changed, without the bookkeeping fields', async () => {
    const { service, rows, log, hooks } = kit();
    await service.create({ name: 'A', status: 'offline' }, actor, undefined, { audit: false });
    expect(log).toEqual([]);
    const after = await service.update(1, { name: 'B' }, actor);
    expect(after.name).toBe('B');
    expect(rows.get(1)!.search_text).toBe('T-001 B');
    expect(log[0]).toMatchObject({ action: 'update', before: { name: 'A' }, after: { name: 'B' } });
    // Neither the update time nor a view counted meanwhile is an edit.
    expect(after.view_count).toBe(1);
    expect(Object.keys(log[0]!.after!)).toEqual(['name']);
    expect(hooks.slice(-2)).toEqual(['patched 1 A→B', 'updated B']);
  });

  it('removes with a log entry, unless something refers to the record', async () => {
    const free = kit();
    await free.service.create({ name: 'A' }, actor);
    await free.service.remove(1, actor);
    expect(free.rows.size).toBe(0);
    expect(free.log.at(-1)).toMatchObject({ action: 'delete', before: { name: 'A' } });
    expect(free.hooks.at(-1)).toBe('removed 1');

    const held = kit({ referenced: true });
    await held.service.create({ name: 'A' }, actor);
    expect(await codeOf(held.service.remove(1, actor))).toMatchObject({
      code: CODE.CONFLICT,
      key: 'record.referenced',
    });
    expect(held.rows.size).toBe(1);
    expect(held.log.map((e) => e.action)).toEqual(['create']);
  });

  it('asks lists only for what the viewer may see', async () => {
    const { service } = kit();
    const seen: unknown[] = [];
    const read = async (q: { status?: string; current: number; pageSize: number }) => {
      seen.push(q.status);
      return { list: [1], total: 1, current: q.current, pageSize: q.pageSize };
    };
    const q = { current: 2, pageSize: 10 };
    await service.page(q, ADMIN, read);
    await service.page(q, VISITOR, read);
    expect(seen).toEqual([undefined, 'online']);
    // Offline records asked by a visitor: an empty page, nothing read.
    expect(await service.page({ ...q, status: 'offline' }, VISITOR, read)).toEqual({
      list: [],
      total: 0,
      current: 2,
      pageSize: 10,
    });
    expect(seen).toHaveLength(2);
    expect(await service.exportIds({ status: 'offline' }, VISITOR, async () => [1])).toEqual([]);
    const search: { q: string; status?: string } = { q: 'A' };
    const asked = await service.exportIds(search, VISITOR, async (eq, terms) => [
      terms?.length ?? 0,
      eq.status === 'online' ? 1 : 0,
    ]);
    expect(asked).toEqual([1, 1]);
  });

  it('finds a record by number only within its own kind', async () => {
    const { service, rows } = kit();
    await service.create({ name: 'A' }, actor);
    expect(await service.idByNum('T-001')).toBe(1);
    rows.get(1)!.kind = 'b';
    expect(await service.idByNum('T-001')).toBeNull();
    expect(await service.idByNum('T-404')).toBeNull();
  });
});
