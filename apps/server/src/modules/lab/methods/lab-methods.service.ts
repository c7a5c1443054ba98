import type { Kysely } from 'kysely';
import {
  CODE,
  type LabMethod,
  type LabMethodInput,
  type LabMethodListQuery,
  type MethodComponent,
  PRODUCT_TYPES,
  type Page,
  combinedRelative,
  significant,
} from '@yaoshi/contracts';
import type { DB } from '../../../db/database';
import { AppError, forbidden, notFound } from '../../../lib/errors';
import { nowSeconds } from '../../../lib/time';
import type { OperationLogService } from '../../oplog/oplog.service';
import type { Actor } from '../../records/actor';
import { changes } from '../../records/record-json';
import { inTx, invalidField } from '../../records/service-kit';
import { type LabMethodDbRow, labMethodsRepository } from './lab-methods.repository';

export interface MethodCaller extends Actor {
  role: string;
  capabilities?: readonly string[];
}

const parseComponents = (json: string): MethodComponent[] => {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v)
      ? v.map((c: { name?: unknown; u_rel?: unknown }) => ({
          name: String(c.name ?? ''),
          u_rel: String(c.u_rel ?? ''),
        }))
      : [];
  } catch {
    return [];
  }
};

function toMethod(r: LabMethodDbRow): LabMethod {
  const components = parseComponents(r.components_json);
  const combined = combinedRelative(components);
  const productType = PRODUCT_TYPES.find((p) => p.key === r.product_type);
  return {
    id: Number(r.id),
    standard_id: Number(r.standard_id),
    analyte: r.item,
    standard_unit: r.standard_unit,
    standard_label:
      r.scope === 'matter'
        ? `${r.material_num ?? ''} ${r.material_name ?? ''}`.trim()
        : (productType?.zh ?? r.product_type ?? ''),
    name: r.name,
    range_low: r.range_low,
    range_high: r.range_high,
    unit: r.unit,
    lod: r.lod,
    loq: r.loq,
    recovery_min: r.recovery_min,
    recovery_max: r.recovery_max,
    repeatability_rsd: r.repeatability_rsd,
    reproducibility_rsd: r.reproducibility_rsd,
    components,
    coverage_k: r.coverage_k,
    combined_rel: combined,
    combined_rel_text: significant(combined, 3),
    note: r.note,
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
    updated_by_name: r.updated_by_name ?? '',
  };
}

const columnsOf = (m: LabMethodInput) => ({
  standard_id: m.standard_id,
  name: m.name,
  range_low: m.range_low,
  range_high: m.range_high,
  unit: m.unit,
  lod: m.lod,
  loq: m.loq,
  recovery_min: m.recovery_min,
  recovery_max: m.recovery_max,
  repeatability_rsd: m.repeatability_rsd,
  reproducibility_rsd: m.reproducibility_rsd,
  components_json: JSON.stringify(m.components.map((c) => ({ name: c.name, u_rel: c.u_rel }))),
  coverage_k: m.coverage_k,
  note: m.note,
});

const label = (m: LabMethod) => `${m.standard_label} · ${m.analyte} · ${m.name}`;

/**
 * Validated methods, one per standard: everyone signed in reads them (lab staff judge results
 * with them), QA managers and curators (admins) write them, in the operation log. Reports read
 * them when they are saved (`forStandards`).
 */
export function labMethodsService(deps: { db: Kysely<DB>; operationLog: OperationLogService }) {
  const repo = (db: Kysely<DB> = deps.db) => labMethodsRepository(db);

  const assertWriter = (caller: MethodCaller) => {
    if (caller.role !== 'admin' && !(caller.capabilities ?? []).includes('qa_manager')) throw forbidden('method.notQa');
  };

  async function load(id: number, db: Kysely<DB> = deps.db) {
    const row = await repo(db).get(id);
    if (!row) throw notFound();
    return toMethod(row);
  }

  /** The standard exists, the unit is its unit, and no other method of it exists. */
  async function check(input: LabMethodInput, db: Kysely<DB>, self?: number) {
    const standard = await repo(db).standard(input.standard_id);
    if (!standard) throw invalidField('standard_id', 'ref.missing', { ids: input.standard_id });
    // Results are entered in the standard's unit and nothing converts units: a range in another
    // unit would be compared with numbers it does not describe.
    if (input.unit.trim() !== standard.unit.trim())
      throw invalidField('unit', 'method.unitMismatch', { unit: standard.unit });
    const other = await repo(db).byStandard(input.standard_id);
    if (other && Number(other.id) !== self) throw new AppError(CODE.CONFLICT, 'method.exists', { name: other.name });
  }

  return {
    async list(q: LabMethodListQuery): Promise<Page<LabMethod>> {
      const words = (q.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const { rows, total } = await repo().page(
        { words, standardIds: q.standard_ids },
        (q.current - 1) * q.pageSize,
        q.pageSize,
      );
      return { list: rows.map(toMethod), total, current: q.current, pageSize: q.pageSize };
    },
    detail: (id: number) => load(id),
    /** The methods of these standards, by standard id (a report being saved reads them). */
    async forStandards(ids: number[], db: Kysely<DB> = deps.db): Promise<Map<number, LabMethod>> {
      return new Map((await repo(db).byStandards([...new Set(ids)])).map((r) => [Number(r.standard_id), toMethod(r)]));
    },
    async create(input: LabMethodInput, caller: MethodCaller): Promise<LabMethod> {
      assertWriter(caller);
      return inTx(deps.db, async (trx) => {
        await check(input, trx);
        const now = nowSeconds();
        const id = await repo(trx).insert({
          ...columnsOf(input),
          created_at: now,
          updated_at: now,
          created_by: caller.userId,
          updated_by: caller.userId,
        });
        const rec = await load(id, trx);
        await deps.operationLog.record(
          { actor: caller, action: 'create', kind: 'lab-method', recordId: id, label: label(rec), after: rec },
          trx,
        );
        return rec;
      });
    },
    async update(id: number, input: LabMethodInput, caller: MethodCaller): Promise<LabMethod> {
      assertWriter(caller);
      return inTx(deps.db, async (trx) => {
        const before = await load(id, trx);
        await check(input, trx, id);
        await repo(trx).update(id, { ...columnsOf(input), updated_at: nowSeconds(), updated_by: caller.userId });
        const after = await load(id, trx);
        const diff = changes(before, after);
        for (const k of ['updated_at', 'updated_by_name'] as const) {
          delete diff.before[k];
          delete diff.after[k];
        }
        await deps.operationLog.record(
          { actor: caller, action: 'update', kind: 'lab-method', recordId: id, label: label(after), ...diff },
          trx,
        );
        return after;
      });
    },
    /** Reports judged with it keep their snapshot (range, U and k as derived then). */
    async remove(id: number, caller: MethodCaller): Promise<void> {
      assertWriter(caller);
      await inTx(deps.db, async (trx) => {
        const before = await load(id, trx);
        await repo(trx).remove(id);
        await deps.operationLog.record(
          { actor: caller, action: 'delete', kind: 'lab-method', recordId: id, label: label(before), before },
          trx,
        );
      });
    },
  };
}
export type LabMethodsService = ReturnType<typeof labMethodsService>;
