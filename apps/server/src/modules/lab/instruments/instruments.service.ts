import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  CODE,
  type InstrumentAlias,
  type InstrumentImportResult,
  type InstrumentImportRow,
  type InstrumentProfile,
  type Report,
  instrumentProfileWriteSchema,
  reportCreateSchema,
  reportItemSchema,
  standardItemKey,
} from '@yaoshi/contracts';
import type { z } from 'zod';
import type { DB } from '../../../db/database';
import { AppError, forbidden, notFound, validationError } from '../../../lib/errors';
import { type Lang, t } from '../../../lib/i18n';
import { nowSeconds } from '../../../lib/time';
import { SheetRefused } from '../../exchange/import-limits';
import type { OperationLogService } from '../../oplog/oplog.service';
import type { QcService } from '../qc/qc.service';
import type { Actor } from '../../records/actor';
import type { Viewer } from '../../records/record-visibility';
import { readableSampleIds } from '../../records/sample-access';
import { inTx } from '../../records/service-kit';
import { itemInputOf } from '../reports/report-record';
import type { ReportCaller, ReportsService } from '../reports/reports.service';
import { type FileRow, readInstrumentFile } from './instrument-file';
import { type SheetPosition, type SheetSample, columnsOf, matchRows } from './instrument-match';
import { instrumentsRepository } from './instruments.repository';

export interface InstrumentCaller extends Actor {
  role: string;
  capabilities?: readonly string[];
  lang: Lang;
}

type ProfileWrite = z.output<typeof instrumentProfileWriteSchema>;
type ItemInput = z.output<typeof reportItemSchema>;

const aliasesOf = (json: string): InstrumentAlias[] => {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? (v as InstrumentAlias[]) : [];
  } catch {
    return [];
  }
};

const viewerOf = (c: InstrumentCaller): Viewer => ({
  signedIn: true,
  admin: c.role === 'admin',
  userId: c.userId,
  capabilities: c.capabilities,
});

/**
 * Instrument imports: column-mapping profiles per instrument, and loading an instrument's CSV or
 * XLSX against a worksheet through one — a dry run judging every row, then on confirmation the
 * matched rows written as entered results (reports of the samples, QC positions' values) with the
 * file named as the reason in the result history. Everything here is for analysts.
 */
export function instrumentsService(deps: {
  db: Kysely<DB>;
  operationLog: OperationLogService;
  reports: Pick<ReportsService, 'load' | 'create' | 'update' | 'visibleIds' | 'notifyIfFailed'>;
  qc: Pick<QcService, 'get' | 'putResults'>;
  /** Reads a file (the server: in a worker thread; absent: here). */
  readFile?: (data: Buffer, opts: { delimiter: string; sheet: string }) => Promise<FileRow[]>;
  now?: () => number;
}) {
  const readFile = deps.readFile ?? readInstrumentFile;
  const now = deps.now ?? nowSeconds;
  const repo = () => instrumentsRepository(deps.db);

  /** Results are entered with the analyst capability, whatever the role (as a report's results are). */
  function assertAnalyst(caller: InstrumentCaller) {
    if (!(caller.capabilities ?? []).includes('analyst')) throw forbidden('instrument.capability');
  }

  type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof instrumentsRepository>['profile']>>>;
  const toProfile = (r: Row): InstrumentProfile => ({
    id: Number(r.id),
    name: r.name,
    instrument: r.instrument,
    key_column: r.key_column,
    analyte_column: r.analyte_column,
    value_column: r.value_column,
    unit_column: r.unit_column,
    flag_column: r.flag_column,
    lod_column: r.lod_column,
    loq_column: r.loq_column,
    header_row: Number(r.header_row),
    delimiter: r.delimiter as InstrumentProfile['delimiter'],
    sheet: r.sheet,
    aliases: aliasesOf(r.aliases_json),
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
    updated_by_name: r.updated_by_name || r.updated_by_username || '',
  });
  const columnsOfWrite = (b: ProfileWrite) => {
    const { aliases, ...rest } = b;
    return { ...rest, aliases_json: JSON.stringify(aliases) };
  };

  /** The worksheet, if the caller may import into it (its analyst or an admin, open); else 403/404/409. */
  async function sheetFor(id: number, caller: InstrumentCaller) {
    assertAnalyst(caller);
    const sheet = await repo().worksheet(id);
    if (!sheet) throw notFound();
    if (caller.role !== 'admin' && Number(sheet.analyst_id) !== caller.userId) throw forbidden('instrument.notYours');
    if (sheet.status === 'closed') throw new AppError(CODE.CONFLICT, 'worksheet.closed', { num: sheet.num });
    return sheet;
  }

  /** The samples of the worksheet with their planned analytes, and its QC positions with theirs. */
  async function targetsOf(worksheetId: number, caller: InstrumentCaller) {
    const planned = await repo().planned(worksheetId);
    const ids = [...new Set(planned.map((p) => p.sample_id))];
    const readable = new Set(await readableSampleIds(deps.db, viewerOf(caller), ids));
    const samples = new Map<string, SheetSample & { kind: string; name: string }>();
    for (const p of planned) {
      const key = p.sample_num.toLowerCase();
      let s = samples.get(key);
      if (!s) {
        s = {
          sample_id: p.sample_id,
          sample_num: p.sample_num,
          state: p.state,
          hidden: !readable.has(p.sample_id),
          analytes: [],
          kind: p.sample_kind,
          name: p.sample_name,
        };
        samples.set(key, s);
      }
      if (p.standard_id !== null && !s.analytes.some((a) => a.standard_id === p.standard_id))
        s.analytes.push({ standard_id: p.standard_id, item: p.item, unit: p.unit });
    }
    const qc = await deps.qc.get(worksheetId, caller, caller.lang);
    const positions: (SheetPosition & { values: Map<number, string | null> })[] = qc.positions.map((x) => ({
      id: x.id,
      label: x.label,
      analytes: x.results.map((r) => ({ standard_id: r.standard_id, item: r.item, unit: r.unit })),
      values: new Map(x.results.map((r) => [r.standard_id, r.value])),
    }));
    return { samples, positions };
  }

  /** Writes the matched rows of one sample into its standing report (the caller's), or a new one. */
  async function writeSample(
    trx: Kysely<DB>,
    sample: { sample_id: number; kind: string; name: string },
    rows: InstrumentImportRow[],
    reportId: number | null,
    caller: ReportCaller,
    reason: string,
  ): Promise<{ report: Report; written: number }> {
    const before = reportId === null ? null : await deps.reports.load(reportId, trx);
    const items: ItemInput[] = before
      ? before.items.map((it) => ({ ...itemInputOf(it), standard_id: it.standard_id }))
      : [];
    let written = 0;
    for (const row of rows) {
      const entered = {
        result: null,
        result_entered: row.result,
        below: row.below,
        not_detected: false,
        ...(row.lod !== null ? { lod: Number(row.lod), lod_entered: row.lod } : {}),
        ...(row.loq !== null ? { loq: Number(row.loq), loq_entered: row.loq } : {}),
      };
      const at = items.findIndex(
        (i) => i.standard_id === row.standard_id || standardItemKey(i.item) === standardItemKey(row.item),
      );
      if (at >= 0) {
        const old = items[at]!;
        const same =
          old.result_entered === row.result &&
          (old.below ?? null) === row.below &&
          (row.lod === null || old.lod_entered === row.lod) &&
          (row.loq === null || old.loq_entered === row.loq);
        if (same) continue;
        items[at] = { ...old, ...entered, standard_id: row.standard_id };
      } else {
        // The standard gives the unit and the limits; the row only what it measured.
        items.push({ ...reportItemSchema.parse({ item: row.item, standard_id: row.standard_id }), ...entered });
      }
      written++;
    }
    if (written === 0) return { report: before!, written };
    if (before)
      return {
        report: await deps.reports.update(before.id, { items, reason }, caller, trx, { recordEntries: true }),
        written,
      };
    const input = reportCreateSchema.parse({
      report_name: t(caller.lang ?? 'zh-CN', 'instrument.reportName', { name: sample.name }).slice(0, 200),
      sample_kind: sample.kind,
      sample_id: sample.sample_id,
      tested_at: now(),
      items: [],
    });
    return {
      report: await deps.reports.create({ ...input, items }, caller, trx, { notify: false, entryReason: reason }),
      written,
    };
  }

  const api = {
    async listProfiles(caller: InstrumentCaller): Promise<InstrumentProfile[]> {
      assertAnalyst(caller);
      return (await repo().listProfiles()).map(toProfile);
    },

    async getProfile(id: number, caller: InstrumentCaller): Promise<InstrumentProfile> {
      assertAnalyst(caller);
      const row = await repo().profile(id);
      if (!row) throw notFound();
      return toProfile(row);
    },

    async createProfile(body: ProfileWrite, caller: InstrumentCaller): Promise<InstrumentProfile> {
      assertAnalyst(caller);
      const id = await inTx(deps.db, async (trx) => {
        const at = now();
        const pid = await instrumentsRepository(trx).insertProfile({
          ...columnsOfWrite(body),
          created_at: at,
          created_by: caller.userId,
          updated_at: at,
          updated_by: caller.userId,
        });
        await deps.operationLog.record(
          { actor: caller, action: 'create', kind: 'instrument-profile', recordId: pid, label: body.name, after: body },
          trx,
        );
        return pid;
      });
      return api.getProfile(id, caller);
    },

    async updateProfile(id: number, body: ProfileWrite, caller: InstrumentCaller): Promise<InstrumentProfile> {
      assertAnalyst(caller);
      await inTx(deps.db, async (trx) => {
        const r = instrumentsRepository(trx);
        const before = await r.profile(id);
        if (!before) throw notFound();
        await r.updateProfile(id, { ...columnsOfWrite(body), updated_at: now(), updated_by: caller.userId });
        await deps.operationLog.record(
          {
            actor: caller,
            action: 'update',
            kind: 'instrument-profile',
            recordId: id,
            label: body.name,
            before: toProfile(before),
            after: body,
          },
          trx,
        );
      });
      return api.getProfile(id, caller);
    },

    async deleteProfile(id: number, caller: InstrumentCaller): Promise<void> {
      assertAnalyst(caller);
      await inTx(deps.db, async (trx) => {
        const r = instrumentsRepository(trx);
        const before = await r.profile(id);
        if (!before || !(await r.deleteProfile(id))) throw notFound();
        await deps.operationLog.record(
          { actor: caller, action: 'delete', kind: 'instrument-profile', recordId: id, label: before.name },
          trx,
        );
      });
    },

    /** Refuses early (before the file is read) whoever may not import into the worksheet. */
    async admit(worksheetId: number, profileId: number, caller: InstrumentCaller) {
      await sheetFor(worksheetId, caller);
      const profile = await repo().profile(profileId);
      if (!profile) throw notFound();
    },

    /**
     * Reads the file through the profile and judges every row against the worksheet; with
     * `commit` (and the dry run's sha256) writes the matched rows. A verified or published
     * sample's results are never written: such rows are refused.
     */
    async run(
      worksheetId: number,
      profileId: number,
      file: { data: Buffer; name: string },
      mode: 'dry-run' | 'commit',
      sha256: string | undefined,
      caller: InstrumentCaller,
    ): Promise<InstrumentImportResult> {
      const sheet = await sheetFor(worksheetId, caller);
      const profileRow = await repo().profile(profileId);
      if (!profileRow) throw notFound();
      const profile = toProfile(profileRow);
      const digest = createHash('sha256').update(file.data).digest('hex');
      if (mode === 'commit') {
        if (!sha256) throw validationError('instrument.shaRequired');
        if (sha256 !== digest) throw new AppError(CODE.CONFLICT, 'instrument.changed');
      }
      let rows;
      try {
        rows = await readFile(file.data, { delimiter: profile.delimiter, sheet: profile.sheet });
      } catch (err) {
        // Whatever the file holds, a refusal names it: 400, never a 5xx.
        if (err instanceof SheetRefused) throw validationError(err.key, null, err.params);
        throw validationError('import.badSheet', null, { reason: String((err as Error).message).slice(0, 200) });
      }
      const header = rows.find((r) => r.n === profile.header_row)?.cells ?? [];
      if (header.every((c) => c.trim() === ''))
        throw validationError('instrument.noHeader', null, { row: profile.header_row });
      const named = [
        profile.key_column,
        profile.analyte_column,
        profile.value_column,
        profile.unit_column,
        profile.flag_column,
        profile.lod_column,
        profile.loq_column,
      ];
      const { missing } = columnsOf(header, named);
      if (missing.length > 0) {
        const sep = caller.lang === 'en-US' ? ', ' : '、';
        const params = {
          row: profile.header_row,
          columns: missing.map((m) => `“${m}”`).join(sep),
          found: header
            .filter((h) => h.trim() !== '')
            .slice(0, 30)
            .join(sep),
        };
        throw validationError('instrument.missingColumns', [{ field: 'profile', message: '' }], params);
      }
      const { samples, positions } = await targetsOf(worksheetId, caller);
      const keys = [
        ...new Set(
          rows
            .filter((r) => r.n > profile.header_row)
            .map((r) => (r.cells[columnsOf(header, [profile.key_column]).at[0]!] ?? '').trim().toLowerCase())
            .filter((k) => k !== '' && !samples.has(k)),
        ),
      ].slice(0, 5000);
      const others = await repo().samplesByNum(keys);
      const readableOthers = new Set(
        await readableSampleIds(
          deps.db,
          viewerOf(caller),
          others.map((o) => o.id),
        ),
      );
      const elsewhere = new Set(others.filter((o) => readableOthers.has(o.id)).map((o) => o.num.toLowerCase()));
      const judged = matchRows({
        profile,
        rows,
        samples,
        positions,
        elsewhere,
        role: caller.role,
        say: (key, params) => t(caller.lang, key, params),
      });
      const matched = judged.filter((r) => r.status === 'matched');
      const result: InstrumentImportResult = {
        mode,
        file_name: file.name,
        sha256: digest,
        worksheet_id: worksheetId,
        profile_id: profileId,
        total: judged.length,
        matched: matched.length,
        refused: judged.length - matched.length,
        written: 0,
        report_ids: [],
        rows: judged,
      };
      if (mode === 'dry-run' || matched.length === 0) return result;

      const reason = t(caller.lang, 'instrument.reason', { file: file.name || profile.name }).slice(0, 500);
      const reportCaller: ReportCaller = { ...caller };
      // Which report each sample's results go to: the caller's standing one, else a new one.
      const bySample = new Map<number, InstrumentImportRow[]>();
      for (const r of matched)
        if (r.target === 'sample') bySample.set(r.sample_id!, [...(bySample.get(r.sample_id!) ?? []), r]);
      const standing = await repo().standingReports([...bySample.keys()]);
      const visible = new Set(
        await deps.reports.visibleIds(
          standing.map((s) => s.id),
          viewerOf(caller),
        ),
      );
      const target = new Map<number, number>();
      for (const s of standing) if (visible.has(s.id) && !target.has(s.sample_id)) target.set(s.sample_id, s.id);
      const written = await inTx(deps.db, async (trx) => {
        const out: Report[] = [];
        let count = 0;
        for (const [sampleId, sampleRows] of bySample) {
          const s = [...samples.values()].find((x) => x.sample_id === sampleId)!;
          const w = await writeSample(trx, s, sampleRows, target.get(sampleId) ?? null, reportCaller, reason);
          count += w.written;
          if (w.written > 0) out.push(w.report);
        }
        return { reports: out, count };
      });
      for (const r of written.reports) await deps.reports.notifyIfFailed(r);
      // QC positions' values are kept by the QC service (one write per position).
      let qcCount = 0;
      const byPosition = new Map<number, InstrumentImportRow[]>();
      for (const r of matched)
        if (r.target === 'qc') byPosition.set(r.position_id!, [...(byPosition.get(r.position_id!) ?? []), r]);
      for (const [positionId, qcRows] of byPosition) {
        const current = positions.find((x) => x.id === positionId)!.values;
        const changed = qcRows.filter((r) => current.get(r.standard_id!) !== r.result);
        if (changed.length === 0) continue;
        await deps.qc.putResults(
          worksheetId,
          positionId,
          changed.map((r) => ({ standard_id: r.standard_id!, value: r.result })),
          caller,
          caller.lang,
        );
        qcCount += changed.length;
      }
      await deps.operationLog.record({
        actor: caller,
        action: 'create',
        kind: 'instrument-import',
        recordId: worksheetId,
        label: sheet.num,
        summary: `${file.name} (${profile.name}): ${written.count + qcCount} / ${matched.length}`,
        after: { file: file.name, sha256: digest, profile: profile.name, matched: matched.length },
      });
      return {
        ...result,
        written: written.count + qcCount,
        report_ids: written.reports.map((r) => r.id),
        rows: judged.map((r) => (r.status === 'matched' ? { ...r, message: '' } : r)),
      };
    },
  };
  return api;
}
export type InstrumentsService = ReturnType<typeof instrumentsService>;
