import type { Kysely } from 'kysely';
import {
  CODE,
  type QcTemplate,
  type QcTemplatePosition,
  qcTemplateBodySchema,
  qcTemplatePositionSchema,
  standardItemKey,
} from '@yaoshi/contracts';
import type { z } from 'zod';
import type { DB } from '../../../db/database';
import { AppError, forbidden, notFound, validationError } from '../../../lib/errors';
import { type Lang, t } from '../../../lib/i18n';
import { nowSeconds } from '../../../lib/time';
import type { OperationLogService } from '../../oplog/oplog.service';
import type { Actor } from '../../records/actor';
import { inTx } from '../../records/service-kit';
import { qcRepository } from './qc.repository';
import type { QcCaller } from './qc.service';
import { type QcTemplateRow, qcTemplatesRepository } from './qc-templates.repository';

type Body = z.output<typeof qcTemplateBodySchema>;

const positionsOf = (json: string): QcTemplatePosition[] => {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.flatMap((p) => qcTemplatePositionSchema.safeParse(p).data ?? []) : [];
  } catch {
    return [];
  }
};

const toTemplate = (r: QcTemplateRow): QcTemplate => ({
  id: Number(r.id),
  name: r.name,
  positions: positionsOf(r.positions_json),
  note: r.note,
  updated_at: Number(r.updated_at),
});

/** A planned item of a worksheet being created: its sample, standard and test item. */
export interface PlannedItem {
  sample_id: number;
  standard_id: number | null;
  item: string;
}

/**
 * Worksheet templates (SENAITE-style): the QC positions a worksheet gets when created from one.
 * Everyone signed in reads them (to pick one); QA managers and admins write them. `place` puts a
 * template's positions on a worksheet inside the transaction that creates it, so a template
 * that does not fit the worksheet refuses the worksheet, naming the position.
 */
export function qcTemplatesService(deps: { db: Kysely<DB>; operationLog: OperationLogService }) {
  const repo = (db: Kysely<DB> = deps.db) => qcTemplatesRepository(db);
  const assertWriter = (c: QcCaller) => {
    if (c.role !== 'admin' && !(c.capabilities ?? []).includes('qa_manager')) throw forbidden('qcTemplate.notQa');
  };
  async function load(id: number, db: Kysely<DB> = deps.db) {
    const row = await repo(db).get(id);
    if (!row) throw notFound();
    return toTemplate(row);
  }
  async function unique(name: string, db: Kysely<DB>, self?: number) {
    const other = await repo(db).byName(name);
    if (other && Number(other.id) !== self) throw new AppError(CODE.CONFLICT, 'qcTemplate.exists', { name });
  }

  return {
    list: async () => (await repo().list()).map(toTemplate),
    detail: (id: number) => load(id),
    async create(body: Body, caller: QcCaller): Promise<QcTemplate> {
      assertWriter(caller);
      return inTx(deps.db, async (trx) => {
        const name = body.name.trim();
        await unique(name, trx);
        const at = nowSeconds();
        const id = await repo(trx).insert({
          name,
          positions_json: JSON.stringify(body.positions),
          note: body.note,
          created_at: at,
          updated_at: at,
          created_by: caller.userId,
          updated_by: caller.userId,
        });
        const rec = await load(id, trx);
        await deps.operationLog.record(
          { actor: caller, action: 'create', kind: 'qc-template', recordId: id, label: name, after: rec },
          trx,
        );
        return rec;
      });
    },
    async update(id: number, body: Body, caller: QcCaller): Promise<QcTemplate> {
      assertWriter(caller);
      return inTx(deps.db, async (trx) => {
        const before = await load(id, trx);
        const name = body.name.trim();
        await unique(name, trx, id);
        await repo(trx).update(id, {
          name,
          positions_json: JSON.stringify(body.positions),
          note: body.note,
          updated_at: nowSeconds(),
          updated_by: caller.userId,
        });
        const after = await load(id, trx);
        await deps.operationLog.record(
          { actor: caller, action: 'update', kind: 'qc-template', recordId: id, label: name, before, after },
          trx,
        );
        return after;
      });
    },
    async remove(id: number, caller: QcCaller): Promise<void> {
      assertWriter(caller);
      await inTx(deps.db, async (trx) => {
        const before = await load(id, trx);
        await repo(trx).remove(id);
        await deps.operationLog.record(
          { actor: caller, action: 'delete', kind: 'qc-template', recordId: id, label: before.name, before },
          trx,
        );
      });
    },

    /**
     * Places a template's QC positions on a worksheet being created (inside its transaction):
     * samples by their place among `sampleIds`, analytes by test item among the planned items.
     */
    async place(
      trx: Kysely<DB>,
      sheet: { id: number; num: string },
      templateId: number,
      sampleIds: number[],
      planned: PlannedItem[],
      caller: Actor,
      lang: Lang,
    ): Promise<void> {
      const row = await repo(trx).get(templateId);
      if (!row) {
        throw validationError('ref.missing', [
          { field: 'qc_template_id', message: t(lang, 'ref.missing', { ids: templateId }) },
        ]);
      }
      const template = toTemplate(row);
      const refuse = (key: string, params: Record<string, string | number>) =>
        validationError(key, [{ field: 'qc_template_id', message: t(lang, key, params) }], params);
      const qc = qcRepository(trx);
      const at = nowSeconds();
      for (const [i, p] of template.positions.entries()) {
        const n = i + 1;
        let sampleId: number | null = null;
        if (p.sample_position !== null && (p.kind === 'duplicate' || p.kind === 'spike')) {
          sampleId = sampleIds[p.sample_position - 1] ?? null;
          if (sampleId === null) {
            throw refuse('qcTemplate.noSample', {
              name: template.name,
              n,
              pos: p.sample_position,
              count: sampleIds.length,
            });
          }
        }
        let standardId: number | null = null;
        if (p.kind === 'spike' || p.kind === 'reference') {
          const key = standardItemKey(p.item);
          const match = planned.find(
            (x) =>
              x.standard_id !== null &&
              standardItemKey(x.item) === key &&
              (sampleId === null || x.sample_id === sampleId),
          );
          if (!match) throw refuse('qcTemplate.itemNotPlanned', { name: template.name, n, item: p.item });
          standardId = match.standard_id;
        }
        await qc.insertPosition({
          worksheet_id: sheet.id,
          kind: p.kind,
          label: p.label.trim(),
          sample_id: sampleId,
          standard_id: standardId,
          material: p.kind === 'reference' ? p.material.trim() : '',
          added: p.kind === 'spike' ? p.added : null,
          certified: p.kind === 'reference' ? p.certified : null,
          certified_u: p.kind === 'reference' ? p.certified_u : null,
          created_at: at,
          created_by: caller.userId,
        });
      }
      await deps.operationLog.record(
        {
          actor: caller,
          action: 'create',
          kind: 'qc',
          recordId: sheet.id,
          label: sheet.num,
          summary: `${template.name}: ${template.positions.map((p) => p.kind).join(', ')}`,
          after: { template: template.name, positions: template.positions },
        },
        trx,
      );
    },
  };
}
export type QcTemplatesService = ReturnType<typeof qcTemplatesService>;
