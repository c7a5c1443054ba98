import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  fieldSubmissionSchema,
  type FieldCollection,
  type FieldConflict,
  type FieldConflictData,
  type FieldReceipt,
} from '@yaoshi/contracts';
import type { z } from 'zod';
import type { DB } from '../../db/database';
import { conflict } from '../../lib/errors';
import { nowSeconds } from '../../lib/time';
import { recordCollected } from '../custody/custody.service';
import type { Actor } from '../records/actor';
import type { Viewer } from '../records/record-visibility';
import { readableSample } from '../records/sample-access';
import { inTx } from '../records/service-kit';
import { samplePath } from '../labels/sample-links';
import type { SamplesService } from '../samples/samples.service';
import { SAMPLE_API } from '../samples/sample-fields';
import { fieldRepository, toFieldCollection } from './field.repository';

type Submission = z.output<typeof fieldSubmissionSchema>;

const refuse = (reason: FieldConflict, sample: { id: number | string; num: string } | null = null) =>
  conflict(`field.conflict.${reason}`, {
    reason,
    sample_id: sample ? Number(sample.id) : null,
    sample_num: sample?.num ?? null,
  } satisfies FieldConflictData);

/** The record's fingerprint: a repeat carries the same one, a record edited after sending another. */
const fingerprint = (s: Submission) => createHash('sha256').update(JSON.stringify(s)).digest('hex');

/** Where the custody chain starts: coordinates with their accuracy, then the place's name. */
function whereCollected(s: Submission): string {
  const p = s.position;
  const at = p ? `${p.latitude.toFixed(6)}, ${p.longitude.toFixed(6)} ±${Math.round(p.accuracy)} m` : '';
  return [at, s.place].filter(Boolean).join(' · ').slice(0, 300);
}

/**
 * Field submissions: each record the device made becomes one sample, its field record and the
 * first custody event, in one transaction. A repeat (same id, same contents) answers the first
 * receipt again; anything that would overwrite or duplicate is refused with a reason (40900).
 */
export function fieldService(deps: { db: Kysely<DB>; samples: Record<'matter' | 'product', SamplesService> }) {
  async function receipt(
    row: { device_id: string; kind: string; sample_id: number; received_at: number },
    repeated: boolean,
    db: Kysely<DB>,
  ): Promise<FieldReceipt> {
    const sample = await fieldRepository(db).sample(Number(row.sample_id));
    const kind = row.kind as FieldReceipt['kind'];
    return {
      id: row.device_id,
      kind,
      sample_id: Number(row.sample_id),
      sample_num: sample?.num ?? '',
      path: samplePath(kind, Number(row.sample_id)),
      repeated,
      received_at: Number(row.received_at),
    };
  }

  return {
    async submit(s: Submission, actor: Actor): Promise<FieldReceipt> {
      const hash = fingerprint(s);
      // A race of two sends of one record ends in a unique-key error; inTx runs it again and
      // the second run finds the first one's row.
      return inTx(deps.db, async (trx) => {
        const repo = fieldRepository(trx);
        const before = await repo.byDeviceId(s.id);
        if (before) {
          if (before.payload_hash === hash) return receipt(before, true, trx);
          const sample = await repo.sample(Number(before.sample_id));
          throw refuse(sample && sample.state !== 'registered' ? 'sample_received' : 'record_changed', sample ?? null);
        }
        const api = SAMPLE_API[s.kind];
        const parentId = (s.sample as Record<string, unknown>)[api.parent] as number;
        const status = await repo.subjectStatus(s.kind, parentId);
        if (status === 'offline') throw refuse('subject_offline');
        const label = s.label?.trim() || null;
        if (label) {
          const taken = await repo.sampleByNum(label);
          if (taken || (await repo.byLabel(label))) throw refuse('label_used', taken ?? null);
        }
        const input: Record<string, unknown> = { ...s.sample };
        if (label) input[`${api.prefix}num`] = label;
        const created = await deps.samples[s.kind].create(input, actor, trx);
        const sampleId = Number(created.id);
        const now = nowSeconds();
        const row = {
          device_id: s.id,
          kind: s.kind,
          sample_id: sampleId,
          payload_hash: hash,
          label,
          latitude: s.position?.latitude ?? null,
          longitude: s.position?.longitude ?? null,
          accuracy: s.position?.accuracy ?? null,
          position_time: s.position?.taken_at ?? null,
          place: s.place.trim(),
          supplier: s.supplier.trim(),
          notes: s.notes,
          collector_id: actor.userId,
          collector_name: actor.username,
          received_at: now,
        };
        await repo.insert(row);
        const collectedAt = Number((s.sample as Record<string, unknown>)[`${api.prefix}coll_time`]);
        await recordCollected(trx, {
          kind: s.kind,
          id: sampleId,
          location: whereCollected(s),
          note: s.supplier.trim() ? `supplier: ${s.supplier.trim()}` : '',
          at: collectedAt || s.position?.taken_at || now,
          actor,
        });
        return receipt(row, false, trx);
      });
    },
    /** The field record of a sample the viewer may read; null for a sample not from the field. */
    async ofSample(kind: 'matter' | 'product', id: number, viewer: Viewer): Promise<FieldCollection | null> {
      await readableSample(deps.db, viewer, id, kind);
      const row = await fieldRepository(deps.db).bySample(kind, id);
      return row ? toFieldCollection(row) : null;
    },
  };
}
export type FieldService = ReturnType<typeof fieldService>;
