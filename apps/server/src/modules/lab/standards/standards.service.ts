import type { Kysely } from 'kysely';
import type { ApplicableStandards, Page, Standard, StandardListQuery } from '@yaoshi/contracts';
import type { DB } from '../../../db/database';
import { notFound } from '../../../lib/errors';
import { nowSeconds } from '../../../lib/time';
import type { OperationLogService } from '../../oplog/oplog.service';
import type { Actor } from '../../records/actor';
import { auditTrail } from '../../records/audit-trail';
import { inTx, invalidField } from '../../records/service-kit';
import { type Viewer, seesOffline } from '../../records/record-visibility';
import { readableSample } from '../../records/sample-access';
import { type StandardInput, standardColumns, toStandard } from './standard-record';
import { standardsRepository } from './standards.repository';
import { standardItemKey, standardsForForm } from '@yaoshi/contracts';

const label = (s: Standard) =>
  `${s.scope === 'matter' ? `${s.material_num} ${s.matter_name}` : s.product_type} · ${s.item}`;

/** Limits per matter or product type: everyone signed in reads, curators (admins) edit, in the operation log. */
export function standardsService(deps: { db: Kysely<DB>; operationLog: OperationLogService }) {
  const repo = (db: Kysely<DB> = deps.db) => standardsRepository(db);
  const audit = auditTrail<Standard>(deps.operationLog, 'standard', label, ['updated_at', 'updated_by']);

  async function load(id: number, db: Kysely<DB> = deps.db): Promise<Standard> {
    const row = await repo(db).get(id);
    if (!row) throw notFound();
    return toStandard(row);
  }

  async function checkRefs(input: StandardInput, db: Kysely<DB>) {
    if (input.scope === 'matter' && input.matter_id && !(await repo(db).matterExists(input.matter_id))) {
      throw invalidField('matter_id', 'ref.missing', { ids: input.matter_id });
    }
  }

  const api = {
    load,
    /**
     * Non-admins read no limit of an offline matter: its name would travel with it. Internal
     * callers (seed corrections) pass no viewer and read every limit.
     */
    async list(q: StandardListQuery, viewer?: Viewer): Promise<Page<Standard>> {
      const words = (q.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const { rows, total } = await repo().page(
        {
          scope: q.scope,
          matterId: q.matter_id,
          productType: q.product_type,
          itemKey: q.item ? standardItemKey(q.item) : undefined,
          words,
          onlineMatters: viewer !== undefined && !seesOffline(viewer),
        },
        (q.current - 1) * q.pageSize,
        q.pageSize,
      );
      return { list: rows.map(toStandard), total, current: q.current, pageSize: q.pageSize };
    },
    async detail(id: number, viewer: Viewer): Promise<Standard> {
      const row = await repo().get(id);
      if (!row || (!seesOffline(viewer) && row.matter_id !== null && row.matter_status !== 'online')) throw notFound();
      return toStandard(row);
    },
    /** The standards of one matter or product type, in the order they were entered. */
    async applicable(target: { matterId: number; form?: string } | { productType: string }, db: Kysely<DB> = deps.db) {
      const list = (await repo(db).applicable(target)).map(toStandard);
      return 'matterId' in target ? standardsForForm(list, target.form ?? '') : list;
    },
    /** The target of a sample (null when it does not exist). */
    async sampleTarget(sampleId: number, db: Kysely<DB> = deps.db) {
      const row = await repo(db).sampleTarget(sampleId);
      if (!row) return null;
      return {
        sample_kind: row.kind as 'matter' | 'product',
        matter_id: row.kind === 'matter' && row.matter_id !== null ? Number(row.matter_id) : null,
        product_type: row.kind === 'product' ? (row.product_type ?? null) : null,
        form: row.kind === 'matter' ? (row.form ?? '') : '',
      };
    },
    /** `GET /api/standards/applicable?sample_id=`: it tells the sample's matter or form, so only to whoever may read the sample. */
    async forSample(sampleId: number, viewer: Viewer): Promise<ApplicableStandards> {
      await readableSample(deps.db, viewer, sampleId);
      const target = await api.sampleTarget(sampleId);
      if (!target) throw notFound();
      const list =
        target.matter_id !== null
          ? await api.applicable({ matterId: target.matter_id, form: target.form })
          : target.product_type
            ? await api.applicable({ productType: target.product_type })
            : [];
      return { ...target, list };
    },
    async byIds(ids: number[], db: Kysely<DB> = deps.db) {
      return (await repo(db).byIds(ids)).map(toStandard);
    },
    async create(
      input: StandardInput,
      actor: Actor,
      db: Kysely<DB> = deps.db,
      opts: { seeded?: boolean } = {},
    ): Promise<Standard> {
      return inTx(db, async (trx) => {
        await checkRefs(input, trx);
        const now = nowSeconds();
        const id = await repo(trx).insert({
          ...standardColumns(input),
          seeded: opts.seeded ? 1 : 0,
          created_at: now,
          updated_at: now,
          created_by: actor.userId,
          updated_by: actor.userId,
        });
        const rec = await load(id, trx);
        // Seeded rows are reference data (the seed step is recorded in data_versions, not the log).
        if (!opts.seeded) {
          await audit.created(trx, actor, id, rec);
        }
        return rec;
      });
    },
    async update(id: number, input: StandardInput, actor: Actor, db: Kysely<DB> = deps.db): Promise<Standard> {
      return inTx(db, async (trx) => {
        const before = await load(id, trx);
        await checkRefs(input, trx);
        await repo(trx).update(id, { ...standardColumns(input), updated_at: nowSeconds(), updated_by: actor.userId });
        const after = await load(id, trx);
        await audit.updated(trx, actor, id, before, after);
        return after;
      });
    },
    /** Reports already judged against it keep their snapshot of its limits and source. */
    async remove(id: number, actor: Actor, db: Kysely<DB> = deps.db): Promise<void> {
      await inTx(db, async (trx) => {
        const before = await load(id, trx);
        await repo(trx).remove(id);
        await audit.deleted(trx, actor, id, before);
      });
    },
    count: () => repo().count(),
  };
  return api;
}
export type StandardsService = ReturnType<typeof standardsService>;
