import type { Kysely } from 'kysely';
import {
  DNA_IDENTIFY_MAX_QUERIES,
  DNA_QUERY_MIN,
  DNA_SEQUENCE_MAX,
  type DnaBarcode,
  type DnaBarcodeListQuery,
  type DnaCall,
  type DnaIdentifyResult,
  type DnaImportResult,
  type DnaThresholds,
  type DnaThresholdsInput,
  type SampleDna,
  dnaBarcodeInputSchema,
  dnaBarcodeListQuerySchema,
  dnaBarcodeUpdateSchema,
  parseFasta,
} from '@yaoshi/contracts';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { DB } from '../../db/database';
import { notFound, validationError } from '../../lib/errors';
import { nowSeconds } from '../../lib/time';
import type { OperationLogService } from '../oplog/oplog.service';
import type { Actor } from '../records/actor';
import { parseJson } from '../records/record-json';
import { inTx } from '../records/service-kit';
import type { Viewer } from '../records/record-visibility';
import { readableSample } from '../records/sample-access';
import { fastaError, parseLibraryFasta } from './dna-fasta-import';
import type { DnaOffThread } from './dna-off-thread';
import { dnaThrottle } from './dna-throttle';
import { barcodeKey, dnaRepository } from './dna.repository';
import type { Query } from './identify-engine';

type BarcodeInput = z.output<typeof dnaBarcodeInputSchema>;
type BarcodeUpdate = z.output<typeof dnaBarcodeUpdateSchema>;

export interface DnaDeps {
  db: Kysely<DB>;
  operationLog: OperationLogService;
  config: Pick<Config, 'dna'>;
  /** Absent in seed steps (they never identify). */
  worker?: DnaOffThread;
}

const plain = (b: DnaBarcode) => ({
  matter_id: b.matter_id,
  species: b.species,
  marker: b.marker,
  source: b.source,
  length: b.length,
});

/** The DNA library, FASTA import and identification. */
export function dnaService(deps: DnaDeps) {
  const repo = (db: Kysely<DB> = deps.db) => dnaRepository(db);
  const throttle = dnaThrottle(deps.db, deps.config.dna.queriesPer10Min);

  const thresholdsOf = (t: DnaThresholdsInput): DnaThresholds => ({
    min_identity: t.min_identity ?? deps.config.dna.minIdentity,
    min_coverage: t.min_coverage ?? deps.config.dna.minCoverage,
  });

  async function mustGet(id: number, db?: Kysely<DB>) {
    const b = await repo(db).get(id);
    if (!b) throw notFound();
    return b;
  }

  async function run(queries: Query[], thresholds: DnaThresholds, actor: Actor): Promise<DnaIdentifyResult> {
    if (!deps.worker) throw new Error('identification needs the worker');
    // Identification is for signed-in people only (the routes say so): there is a user to count.
    await throttle.take(actor.userId!, queries.length, deps.worker.pending);
    const started = performance.now();
    const r = repo();
    const { results, size } = await deps.worker.identify(
      await r.signature(),
      () => r.references(),
      queries,
      thresholds,
    );
    return { thresholds, library_size: size, results, took_ms: Math.round(performance.now() - started) };
  }

  return {
    /** Ends the worker thread (app close). */
    close: async () => deps.worker?.close(),
    async list(input: DnaBarcodeListQuery) {
      const q = dnaBarcodeListQuerySchema.parse(input);
      const page = await repo().page({
        matterId: q.matter_id,
        marker: q.marker,
        offset: (q.current - 1) * q.pageSize,
        limit: q.pageSize,
      });
      return { ...page, current: q.current, pageSize: q.pageSize };
    },
    get: (id: number) => mustGet(id),
    summary: () => repo().summary(),

    async create(input: BarcodeInput, actor: Actor): Promise<DnaBarcode> {
      return inTx(deps.db, async (trx) => {
        const r = repo(trx);
        if (!(await r.matter(input.matter_id))) {
          throw validationError('ref.missing', [
            { field: 'matter_id', key: 'ref.missing', params: { ids: input.matter_id } },
          ]);
        }
        const now = nowSeconds();
        const [id] = await r.insert([
          {
            ...input,
            is_demo: 0,
            created_at: now,
            updated_at: now,
            created_by: actor.userId,
            updated_by: actor.userId,
          },
        ]);
        await r.syncMatterDna(input.matter_id);
        const saved = await mustGet(id!, trx);
        await deps.operationLog.record(
          {
            actor,
            action: 'create',
            kind: 'dna',
            recordId: saved.id,
            label: `${saved.material_num} ${saved.marker}`,
            after: plain(saved),
          },
          trx,
        );
        return saved;
      });
    },

    async update(id: number, patch: BarcodeUpdate, actor: Actor): Promise<DnaBarcode> {
      return inTx(deps.db, async (trx) => {
        const r = repo(trx);
        const before = await mustGet(id, trx);
        // An edited sequence is no longer the generated one.
        const demo = patch.sequence && patch.sequence !== before.sequence ? { is_demo: 0 } : {};
        await r.update(id, { ...patch, ...demo, updated_at: nowSeconds(), updated_by: actor.userId });
        await r.syncMatterDna(before.matter_id);
        const after = await mustGet(id, trx);
        await deps.operationLog.record(
          {
            actor,
            action: 'update',
            kind: 'dna',
            recordId: id,
            label: `${after.material_num} ${after.marker}`,
            before: plain(before),
            after: plain(after),
          },
          trx,
        );
        return after;
      });
    },

    async remove(id: number, actor: Actor): Promise<void> {
      await inTx(deps.db, async (trx) => {
        const r = repo(trx);
        const before = await mustGet(id, trx);
        await r.remove(id);
        await r.syncMatterDna(before.matter_id);
        await deps.operationLog.record(
          {
            actor,
            action: 'delete',
            kind: 'dna',
            recordId: id,
            label: `${before.material_num} ${before.marker}`,
            before: plain(before),
          },
          trx,
        );
      });
    },

    /** All records or none; identical sequences already in the library are skipped and counted. */
    async importFasta(
      body: { fasta: string; matter_id?: number },
      actor: Actor,
      opts: { demo?: boolean; db?: Kysely<DB> } = {},
    ): Promise<DnaImportResult> {
      const records = parseLibraryFasta(body.fasta);
      return inTx(opts.db ?? deps.db, async (trx) => {
        const r = repo(trx);
        const matters = await r.mattersByNum([...new Set(records.map((x) => x.material_num))]);
        records.forEach((rec, i) => {
          const m = matters.get(rec.material_num);
          const at = { line: rec.line, record: i + 1, num: rec.material_num };
          if (!m)
            throw validationError('dna.header.matter', [{ field: 'fasta', key: 'dna.header.matter', params: at }]);
          if (body.matter_id && m.id !== body.matter_id) {
            throw validationError('dna.header.otherMatter', [
              { field: 'fasta', key: 'dna.header.otherMatter', params: at },
            ]);
          }
        });
        const matterIds = [...new Set(records.map((x) => matters.get(x.material_num)!.id))];
        const seen = await r.keysOf(matterIds);
        const now = nowSeconds();
        const rows = [];
        let duplicates = 0;
        for (const rec of records) {
          const row = {
            matter_id: matters.get(rec.material_num)!.id,
            species: rec.species,
            marker: rec.marker,
            sequence: rec.sequence,
            source: rec.source,
          };
          const key = barcodeKey(row);
          if (seen.has(key)) {
            duplicates++;
            continue;
          }
          seen.add(key);
          rows.push({
            ...row,
            is_demo: opts.demo ? 1 : 0,
            created_at: now,
            updated_at: now,
            created_by: actor.userId,
            updated_by: actor.userId,
          });
        }
        await r.insert(rows);
        for (const id of matterIds) await r.syncMatterDna(id);
        if (!opts.demo) {
          await deps.operationLog.record(
            {
              actor,
              action: 'import',
              kind: 'dna',
              summary: `FASTA: ${rows.length} imported, ${duplicates} duplicates, ${matterIds.length} matters`,
            },
            trx,
          );
        }
        return { imported: rows.length, duplicates, matters: matterIds.length };
      });
    },

    /** `query`: a bare sequence or FASTA of up to 100 records. */
    async identify(body: DnaThresholdsInput & { query: string }, actor: Actor): Promise<DnaIdentifyResult> {
      const parsed = parseFasta(body.query, {
        maxRecords: DNA_IDENTIFY_MAX_QUERIES,
        maxLength: DNA_SEQUENCE_MAX,
        minLength: DNA_QUERY_MIN,
        allowBare: true,
      });
      if (!parsed.ok) throw fastaError('query', parsed.problem);
      const queries = parsed.records.map((r, i) => ({
        name: r.header.split(/\s+/)[0] || `query-${i + 1}`,
        sequence: r.sequence,
      }));
      return run(queries, thresholdsOf(body), actor);
    },

    /** A sample's sequence and call: as much of the sample as its detail, so only to whoever may read it. */
    async sampleDna(sampleId: number, viewer: Viewer): Promise<SampleDna> {
      const r = repo();
      await readableSample(deps.db, viewer, sampleId);
      const row = await r.sampleDna(sampleId);
      return {
        sample_id: sampleId,
        sequence: row?.sequence ?? '',
        call: parseJson<SampleDna['call']>(row?.call_json ?? null, null),
      };
    },

    /** Sets (or with '' clears) a sample's sequence; its stored call goes with the old sequence. */
    async setSampleSequence(sampleId: number, sequence: string, actor: Actor, viewer: Viewer): Promise<SampleDna> {
      // A write first passes the read: a sample the caller may not read is missing to them.
      await readableSample(deps.db, viewer, sampleId);
      await inTx(deps.db, async (trx) => {
        const r = repo(trx);
        const sample = await r.sample(sampleId);
        if (!sample) throw notFound();
        const before = await r.sampleDna(sampleId);
        if (before?.sequence === sequence) return;
        await r.setSampleDna({
          sample_id: sampleId,
          sequence,
          call_json: null,
          updated_at: nowSeconds(),
          updated_by: actor.userId,
        });
        await deps.operationLog.record(
          {
            actor,
            action: 'update',
            kind: sample.kind === 'product' ? 'product-sample' : 'matter-sample',
            recordId: sampleId,
            label: sample.num,
            summary: sequence ? `DNA sequence: ${sequence.length} bp` : 'DNA sequence cleared',
          },
          trx,
        );
      });
      return this.sampleDna(sampleId, viewer);
    },

    /** Identifies the sample's sequence and stores the call (matter, identity, time) on it. */
    async identifySample(sampleId: number, t: DnaThresholdsInput, actor: Actor, viewer: Viewer) {
      await readableSample(deps.db, viewer, sampleId);
      const r = repo();
      const sample = await r.sample(sampleId);
      if (!sample) throw notFound();
      const row = await r.sampleDna(sampleId);
      if (!row?.sequence) throw validationError('dna.noSequence', [{ field: 'sequence', key: 'dna.noSequence' }]);
      const result = await run([{ name: sample.num, sequence: row.sequence }], thresholdsOf(t), actor);
      const call: DnaCall & { at: number; by: string } = {
        ...result.results[0]!.call,
        at: nowSeconds(),
        by: actor.username,
      };
      await inTx(deps.db, async (trx) => {
        const current = await repo(trx).sampleDna(sampleId);
        // The sequence changed while we aligned: this call is of the old one; keep nothing.
        if (current?.sequence !== row.sequence) return;
        await repo(trx).setSampleCall(sampleId, JSON.stringify(call));
        await deps.operationLog.record(
          {
            actor,
            action: 'update',
            kind: sample.kind === 'product' ? 'product-sample' : 'matter-sample',
            recordId: sampleId,
            label: sample.num,
            summary: `DNA identification: ${call.level}${call.species ? ` ${call.species} ${call.identity} %` : ''}`,
          },
          trx,
        );
      });
      return { sample: await this.sampleDna(sampleId, viewer), result };
    },
  };
}
export type DnaService = ReturnType<typeof dnaService>;
