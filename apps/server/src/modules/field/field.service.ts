import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  FIELD_SAMPLES_LIMIT,
  fieldSubmissionSchema,
  type FieldCollection,
  type FieldSamples,
  type FieldSamplesQuery,
  type FieldConflict,
  type FieldConflictData,
  type FieldReceipt,
} from '@yaoshi/contracts';
import type { z } from 'zod';
import type { DB } from '../../db/database';
import { conflict } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import { regionName } from '../../lib/regions';
import { nowSeconds } from '../../lib/time';
import { checkSignerPassword, recordCollected, samplePath } from '../lab';
import type { Actor } from '../records/actor';
import type { Viewer } from '../records/record-visibility';
import { readableSample, readableSampleIds } from '../records/sample-access';
import { inTx } from '../records/service-kit';
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

/**
 * The record's fingerprint: a repeat carries the same one, a record edited after sending another.
 * The signature is not part of it: the password is typed again at each sync.
 */
const fingerprint = ({ signature: _signature, ...record }: Submission) =>
  createHash('sha256').update(JSON.stringify(record)).digest('hex');

/** How many rows the samples view reads before keeping those the viewer may read. */
const SCAN_LIMIT = 10_000;

const photoCount = (images: string) => {
  try {
    const list: unknown = JSON.parse(images || '[]');
    return Array.isArray(list) ? list.length : 0;
  } catch {
    return 0;
  }
};

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
    /**
     * A new record is signed: the collector's password is checked (as verification checks it)
     * before anything is written; a repeat of a received record makes nothing and needs no check.
     */
    async submit(s: Submission, actor: Actor, lang: Lang = 'zh-CN', ip = ''): Promise<FieldReceipt> {
      const hash = fingerprint(s);
      const known = await fieldRepository(deps.db).byDeviceId(s.id);
      const signer =
        known || actor.userId === null
          ? null
          : await checkSignerPassword(deps.db, { userId: actor.userId, ip }, s.signature.password, lang);
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
          // Checked before the transaction: a record a racing send made meanwhile was answered above.
          signer_name: signer?.name ?? '',
          signed_at: signer ? now : null,
          confirmed_at: s.signature.confirmed_at,
        };
        await repo.insert(row);
        const collectedAt = Number((s.sample as Record<string, unknown>)[`${api.prefix}coll_time`]);
        await recordCollected(trx, {
          kind: s.kind,
          id: sampleId,
          location: whereCollected(s),
          note: [signer && `signed: ${signer.name}`, s.supplier.trim() && `supplier: ${s.supplier.trim()}`]
            .filter(Boolean)
            .join(' · '),
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
    /**
     * Collected samples the viewer may read, filtered by what, who and when, newest first (at
     * most FIELD_SAMPLES_LIMIT), with everyone who collected them and the operator's tile server.
     */
    async samples(
      q: FieldSamplesQuery,
      viewer: Viewer,
      tiles?: { url: string; attribution: string; maxZoom: number },
    ): Promise<FieldSamples> {
      const rows = await fieldRepository(deps.db).list({
        kind: q.kind,
        subjectId: q.subject_id,
        from: q.from,
        to: q.to,
        limit: SCAN_LIMIT,
      });
      const readable = new Set(
        await readableSampleIds(
          deps.db,
          viewer,
          rows.map((r) => Number(r.sample_id)),
        ),
      );
      const visible = rows.filter((r) => readable.has(Number(r.sample_id)));
      const collectors = new Map<number, string>();
      for (const r of visible) if (r.collector_id !== null) collectors.set(Number(r.collector_id), r.collector_name);
      const matching = visible.filter((r) => q.collector_id === undefined || Number(r.collector_id) === q.collector_id);
      return {
        list: matching.slice(0, FIELD_SAMPLES_LIMIT).map((r) => ({
          kind: r.kind as 'matter' | 'product',
          sample_id: Number(r.sample_id),
          sample_num: r.num,
          sample_name: r.name,
          subject_id: r.kind === 'product' ? Number(r.product_id) || null : Number(r.matter_id) || null,
          subject_name: (r.kind === 'product' ? r.product_name : r.material_name) ?? '',
          region: r.area,
          region_name: r.area ? regionName(r.area) : '',
          collected_at: Number(r.coll_time),
          latitude: r.latitude === null ? null : Number(r.latitude),
          longitude: r.longitude === null ? null : Number(r.longitude),
          accuracy: r.accuracy === null ? null : Number(r.accuracy),
          place: r.place,
          collector_id: r.collector_id === null ? null : Number(r.collector_id),
          collector_name: r.collector_name,
          photo_count: photoCount(r.images),
        })),
        total: matching.length,
        tiles: tiles ? { url: tiles.url, attribution: tiles.attribution, max_zoom: tiles.maxZoom } : null,
        collectors: [...collectors].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
      };
    },
  };
}
export type FieldService = ReturnType<typeof fieldService>;
