import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { CODE, type ImportProgress, type ImportResult, KIND_LABELS } from '@yaoshi/contracts';
import type { DB } from '../../db/database';
import { AppError, validationError } from '../../lib/errors';
import { type Lang, t } from '../../lib/i18n';
import { fieldErrors } from '../../plugins/error-handler';
import type { MessagesService } from '../messages/messages.service';
import type { OperationLogService } from '../oplog/oplog.service';
import type { Actor } from '../records/actor';
import { localiseProblems } from '../records/localise';
import { FieldProblems } from '../records/service-kit';
import type { ReportsService } from '../reports/reports.service';
import { type CellKind, cellKind, fromCell, toCell } from './cells';
import type { ExchangeKind } from './exchange-kinds';
import { MAX_IMPORT_ROWS, SheetError, csvStream, readSheet, xlsxStream } from './sheets';

const EXPORT_BATCH = 500;
const YIELD_EVERY_ROWS = 50;
/** Columns an export carries that an import skips. */
const READ_ONLY = new Set(['id', 'created_at', 'updated_at', 'compliance_status']);
/** Computed columns exported (read-only on import): a product's compliance check result. */
const COMPUTED: Partial<Record<string, [string, CellKind][]>> = { product: [['compliance_status', 'string']] };

class Rollback extends Error {}

export function exchangeService(deps: {
  db: Kysely<DB>;
  operationLog: OperationLogService;
  messages: MessagesService;
  reports: ReportsService;
}) {
  const columnsOf = (k: ExchangeKind): [string, CellKind][] => [
    ['id', 'number'],
    ...Object.entries(k.create.shape).map(([key, schema]) => [key, cellKind(schema as never)] as [string, CellKind]),
    ['updated_at', 'number'],
    ...(COMPUTED[k.kind] ?? []),
  ];

  /** Explains an error of one row in the caller's language. */
  function rowErrors(err: unknown, row: number, lang: Lang): ImportResult['errors'] {
    if (err instanceof FieldProblems) return localiseProblems(err.problems, lang).map((e) => ({ row, ...e }));
    if (err instanceof AppError) {
      const data = Array.isArray(err.data) ? (err.data as { field?: string }[]) : [];
      return [{ row, field: data[0]?.field ?? '', message: t(lang, err.key, err.params) }];
    }
    throw err;
  }

  return {
    /** The filtered list as CSV (with BOM) or XLSX, streamed in id order. */
    exportStream(k: ExchangeKind, query: Record<string, unknown>, format: 'csv' | 'xlsx'): Readable {
      const columns = columnsOf(k);
      async function* rows() {
        let after = 0;
        for (;;) {
          const ids = await k.service.exportIds(query as never, after, EXPORT_BATCH);
          if (ids.length === 0) return;
          let n = 0;
          for (const rec of await k.service.records(ids)) {
            yield columns.map(([key, kind]) => toCell(rec[key], kind));
            // On SQLite every await here settles without a trip through the event loop (the
            // driver is synchronous), and writing a row (XLSX above all) costs CPU: hand the
            // loop back every few rows, or a 100,000-row export holds up other requests.
            if (++n % YIELD_EVERY_ROWS === 0) await yieldToLoop();
          }
          after = ids[ids.length - 1]!;
          await yieldToLoop();
        }
      }
      const header = columns.map(([key]) => key);
      return format === 'csv' ? csvStream(header, rows()) : xlsxStream(KIND_LABELS[k.kind].en, header, rows());
    },

    /**
     * Dry run: every row is validated and written inside a transaction that is rolled back.
     * Commit: the same, kept only when no row has an error (all rows or none).
     */
    async import(
      k: ExchangeKind,
      data: Buffer,
      mode: 'dry-run' | 'commit',
      actor: Actor,
      lang: Lang,
      onProgress: (p: ImportProgress) => void = () => {},
    ): Promise<ImportResult> {
      let sheet: string[][];
      try {
        sheet = await readSheet(data);
      } catch (err) {
        if (err instanceof SheetError)
          throw validationError('import.badSheet', null, { reason: err.message.slice(0, 200) });
        throw err;
      }
      const [header = [], ...body] = sheet;
      const rows = body
        .map((cells, i) => ({ n: i + 2, cells }))
        .filter((r) => r.cells.some((c) => String(c ?? '').trim() !== ''));
      if (rows.length === 0) throw validationError('import.empty');
      if (rows.length > MAX_IMPORT_ROWS) throw validationError('import.tooManyRows', null, { max: MAX_IMPORT_ROWS });

      const kinds = new Map(columnsOf(k));
      const errors: ImportResult['errors'] = [];
      const keys = header.map((h) => String(h ?? '').trim());
      keys.forEach((key, i) => {
        if (key && !kinds.has(key))
          errors.push({ row: 1, field: key, message: t(lang, 'import.unknownColumn', { column: key }) });
        void i;
      });

      const seen = new Set<string>();
      let created = 0;
      let updated = 0;
      const failedReports: { id: number }[] = [];
      let checked = 0;
      const total = rows.length;
      const run = async (trx: Kysely<DB>) => {
        for (const { n, cells } of rows) {
          onProgress({ checked, written: created + updated, total });
          checked++;
          const obj: Record<string, unknown> = {};
          let bad = false;
          keys.forEach((key, i) => {
            const kind = kinds.get(key);
            if (!kind || READ_ONLY.has(key)) return;
            const parsed = fromCell(cells[i], kind);
            if (!parsed.ok) {
              bad = true;
              errors.push({ row: n, field: key, message: t(lang, parsed.key, { field: key }) });
            } else if (parsed.value !== undefined) obj[key] = parsed.value;
          });
          if (bad) continue;
          const num = typeof obj[k.numKey] === 'string' ? (obj[k.numKey] as string) : '';
          if (num) {
            if (seen.has(num)) {
              errors.push({ row: n, field: k.numKey, message: t(lang, 'import.duplicateNum', { num }) });
              continue;
            }
            seen.add(num);
          }
          const existing = num ? await k.service.idByNum(num, trx) : null;
          const parsed = (existing ? k.update : k.create).safeParse(obj);
          if (!parsed.success) {
            for (const e of fieldErrors(parsed.error.issues as never, lang)) errors.push({ row: n, ...e });
            continue;
          }
          try {
            const rec = existing
              ? await k.service.update(existing, parsed.data as never, actor, trx)
              : await k.service.create(parsed.data as never, actor, trx);
            if (existing) updated++;
            else created++;
            if (k.kind === 'report' && (rec as { verdict?: string }).verdict === 'fail') failedReports.push(rec);
          } catch (err) {
            errors.push(...rowErrors(err, n, lang));
          }
        }
        onProgress({ checked, written: created + updated, total });
        if (mode === 'dry-run' || errors.length) throw new Rollback();
        await deps.operationLog.record(
          {
            actor,
            action: 'import',
            kind: k.kind,
            summary: t(lang, 'import.committed', { created, updated }),
            after: { created, updated, rows: rows.length },
          },
          trx,
        );
      };
      try {
        await deps.db.transaction().execute(run);
      } catch (err) {
        if (!(err instanceof Rollback)) throw err;
      }
      const result: ImportResult = {
        mode,
        total: rows.length,
        valid: rows.length - new Set(errors.filter((e) => e.row > 1).map((e) => e.row)).size,
        created: mode === 'commit' && !errors.length ? created : 0,
        updated: mode === 'commit' && !errors.length ? updated : 0,
        errors,
      };
      if (mode === 'commit' && errors.length) {
        throw new AppError(CODE.VALIDATION, 'import.hasErrors', { count: errors.length }, result);
      }
      if (mode === 'commit') {
        const label = KIND_LABELS[k.kind][lang === 'en-US' ? 'en' : 'zh'];
        await deps.messages.send({
          type: 'message',
          title: t(lang, 'event.importDone.title', { kind: label }),
          content: t(lang, 'event.importDone.content', { created, updated, total: rows.length }),
          message_type: 1,
          link: `/${k.path}`,
          target_user_id: actor.userId,
        });
        for (const r of failedReports) await deps.reports.notifyIfFailed(await deps.reports.load(r.id));
      }
      return result;
    },
  };
}
export type ExchangeService = ReturnType<typeof exchangeService>;
