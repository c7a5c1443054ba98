import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { CODE, type ImportProgress, type ImportResult, KIND_LABELS, type RecordKind } from '@yaoshi/contracts';
import type { z } from 'zod';
import type { DB } from '../../db/database';
import { AppError, validationError } from '../../lib/errors';
import { type Lang, t } from '../../lib/i18n';
import { fieldErrors } from '../../plugins/error-handler';
import type { MessagesService } from '../messages/messages.service';
import type { OperationLogService } from '../oplog/oplog.service';
import type { Actor } from '../records/actor';
import { type Viewer, seesOffline } from '../records/record-visibility';
import { onlineIds } from '../records/visibility.repository';
import { FieldProblems } from '../records/service-kit';
import type { ReportsService } from '../lab';
import { type CellKind, cellKind } from './cells';
import { type LinkKind, columnMeta } from './columns';
import type { ExchangeKind } from './exchange-kinds';
import { type LinkRow, exchangeRepository } from './exchange.repository';
import {
  type Column,
  type ExportContext,
  allowedValues,
  fromSheetCell,
  labelOf,
  toRawCell,
  toReadableCell,
} from './readable';
import { SheetRefused } from './import-limits';
import { type SheetRow, csvStream, readSheet, xlsxStream } from './sheets';
import { type ExampleLinks, templateWorkbook } from './template';

const EXPORT_BATCH = 500;
const YIELD_EVERY_ROWS = 50;
/**
 * Computed columns exported (read-only on import): a product's compliance check result, the
 * review state of each of a matter's monograph facts.
 */
const COMPUTED: Partial<Record<string, [string, CellKind][]>> = {
  matter: [['fact_reviews', 'json']],
  product: [['compliance_status', 'string']],
  report: [['invalidated_at', 'number']],
};

/** The records of a kind in the link tables (samples share one table; `sampleKind` narrows it). */
const SELF: Record<RecordKind, { link: LinkKind | 'report'; sampleKind?: string }> = {
  matter: { link: 'matter' },
  product: { link: 'product' },
  regulation: { link: 'regulation' },
  'matter-sample': { link: 'sample', sampleKind: 'matter' },
  'product-sample': { link: 'sample', sampleKind: 'product' },
  report: { link: 'report' },
};

export interface ExportOptions {
  lang: Lang;
  /** Field codes, codes, Unix seconds and ids (the machine form). */
  raw: boolean;
  /** Only these rows (the list's filters are then ignored). */
  ids?: number[];
  /** Who exports: the rows are those this viewer may read (record-visibility.ts). */
  viewer: Viewer;
}

class Rollback extends Error {}

export function exchangeService(deps: {
  db: Kysely<DB>;
  /** IANA zone dates are written and read in (DISPLAY_TZ). */
  displayTz: string;
  operationLog: OperationLogService;
  messages: MessagesService;
  reports: ReportsService;
}) {
  const repo = exchangeRepository(deps.db);
  const tz = deps.displayTz;

  const column = (k: ExchangeKind, key: string, cell: CellKind, readOnly: boolean, required = false): Column => {
    const meta = columnMeta(k.kind, key);
    return { key, cell, meta, readOnly: readOnly || meta.derived === true, required };
  };
  /**
   * A JSON list of objects (report items, nutrition rows …) as the create schema takes it: the
   * record's output-only keys (a computed item verdict, its source) are left out, so an
   * exported sheet imports back.
   */
  const inputShapeOf = (k: ExchangeKind, key: string): Record<string, z.ZodType> | null => {
    let s = k.create.shape[key] as z.ZodType | undefined;
    for (let i = 0; s && i < 6; i++) {
      const def = (s as unknown as { _zod: { def: { type: string; innerType?: z.ZodType; element?: z.ZodType } } })._zod
        .def;
      if (def.type === 'array') {
        const el = def.element as unknown as { shape?: Record<string, z.ZodType> };
        return el?.shape ?? null;
      }
      s = def.innerType;
    }
    return null;
  };
  const toInput = (value: unknown, shape: Record<string, z.ZodType> | null) =>
    shape && Array.isArray(value)
      ? value.map((item) =>
          item && typeof item === 'object'
            ? Object.fromEntries(
                Object.entries(item as Record<string, unknown>).filter(
                  ([key, v]) => shape[key] !== undefined && shape[key].safeParse(v).success,
                ),
              )
            : item,
        )
      : value;
  const columnsOf = (k: ExchangeKind): Column[] => [
    column(k, 'id', 'number', true),
    ...Object.entries(k.create.shape).map(([key, schema]) =>
      column(k, key, cellKind(schema as never), false, !(schema as z.ZodType).safeParse(undefined).success),
    ),
    column(k, 'updated_at', 'number', true),
    ...(COMPUTED[k.kind] ?? []).map(([key, cell]) => column(k, key, cell, true)),
  ];

  /**
   * How linked records are named in a readable sheet: by name when the name finds exactly
   * that record again on import (unique, not another record's number, not a bare id), else by
   * number. Samples are always named by number (their names repeat by design).
   */
  async function linkTexts(
    wanted: Map<LinkKind, Set<number>>,
    /** Names already looked up by this export (its batches mostly link the same records). */
    texts = new Map<LinkKind, Map<number, string>>(),
  ): Promise<ExportContext['linkText']> {
    for (const [link, idSet] of wanted) {
      const out = texts.get(link) ?? new Map<number, string>();
      texts.set(link, out);
      const missing = [...idSet].filter((id) => !out.has(id));
      if (missing.length === 0) continue;
      const rows = await repo.byIds(link, missing);
      const byText =
        link === 'sample'
          ? []
          : await repo.byNumOrName(
              link,
              rows.map((r) => r.name),
            );
      for (const r of rows) {
        const clash = byText.some((o) => o.id !== r.id && (o.name === r.name || o.num === r.name));
        const byName = link !== 'sample' && r.name !== '' && !clash && !/^\d+$/.test(r.name);
        out.set(r.id, byName ? r.name : r.num);
      }
    }
    return (link, id) => texts.get(link)?.get(id) ?? String(id);
  }
  const LINK_TABLE = { matter: 'matters', product: 'products', regulation: 'regulations', sample: 'samples' } as const;
  /**
   * The records as `viewer` may read their links: a non-admin's sheet names no offline record
   * (a matter's regulations, a product's matters, a sample's parent …), as their detail pages
   * do not. `known` keeps what this export already asked of each kind.
   */
  async function withVisibleLinks(
    columns: Column[],
    recs: Record<string, unknown>[],
    viewer: Viewer,
    known: Map<LinkKind, Map<number, boolean>>,
  ): Promise<Record<string, unknown>[]> {
    if (seesOffline(viewer)) return recs;
    for (const [link, ids] of linkIdsOf(columns, recs)) {
      const seen = known.get(link) ?? new Map<number, boolean>();
      known.set(link, seen);
      const ask = [...ids].filter((id) => !seen.has(id));
      for (let i = 0; i < ask.length; i += EXPORT_BATCH) {
        const part = ask.slice(i, i + EXPORT_BATCH);
        const online = new Set(await onlineIds(deps.db, LINK_TABLE[link], part));
        for (const id of part) seen.set(id, online.has(id));
      }
    }
    return recs.map((rec) => {
      const out = { ...rec };
      for (const c of columns) {
        const seen = c.meta.link ? known.get(c.meta.link) : undefined;
        const v = out[c.key];
        if (!seen || v === null || v === undefined) continue;
        out[c.key] = Array.isArray(v) ? v.filter((id) => seen.get(Number(id))) : seen.get(Number(v)) ? v : null;
      }
      return out;
    });
  }
  const linkIdsOf = (columns: Column[], recs: Record<string, unknown>[]) => {
    const wanted = new Map<LinkKind, Set<number>>();
    for (const c of columns) {
      if (!c.meta.link) continue;
      const set = wanted.get(c.meta.link) ?? new Set<number>();
      for (const rec of recs) {
        const v = rec[c.key];
        for (const id of Array.isArray(v) ? v : v === null || v === undefined ? [] : [v]) set.add(Number(id));
      }
      wanted.set(c.meta.link, set);
    }
    return wanted;
  };

  /** Explains a service error of one row (the field named by its column label). */
  function rowErrors(err: unknown, row: number, k: ExchangeKind, lang: Lang): ImportResult['errors'] {
    const labelFor = (field: string) => {
      const top = field.split('.')[0] ?? field;
      const meta = columnMeta(k.kind, top);
      return (lang === 'en-US' ? meta.en : meta.zh) + field.slice(top.length);
    };
    const prefix = t(lang, 'exchange.row', { row });
    if (err instanceof FieldProblems)
      return err.problems.map((p) => ({
        row,
        field: p.field,
        column: labelFor(p.field),
        message: prefix + t(lang, p.key, { ...p.params, field: labelFor(p.field) }),
      }));
    if (err instanceof AppError) {
      const data = Array.isArray(err.data) ? (err.data as { field?: string }[]) : [];
      const field = data[0]?.field ?? '';
      return [
        {
          row,
          field,
          ...(field ? { column: labelFor(field) } : {}),
          message: prefix + t(lang, err.key, { ...err.params, ...(field ? { field: labelFor(field) } : {}) }),
        },
      ];
    }
    throw err;
  }

  return {
    columnsOf,

    /**
     * The filtered list (or the rows `ids` names) as CSV (with BOM) or XLSX, streamed in id
     * order: readable by default (labels, names, dates in DISPLAY_TZ), raw on request.
     */
    exportStream(
      k: ExchangeKind,
      query: Record<string, unknown>,
      format: 'csv' | 'xlsx',
      opts: ExportOptions,
    ): Readable {
      const columns = columnsOf(k);
      const { lang, raw } = opts;
      async function* batches(): AsyncGenerator<number[]> {
        if (opts.ids) {
          const self = SELF[k.kind];
          const existing = await repo.existingIds(self.link, opts.ids, self.sampleKind);
          const ids = k.service.visibleIds ? await k.service.visibleIds(existing, opts.viewer) : existing;
          for (let i = 0; i < ids.length; i += EXPORT_BATCH) yield ids.slice(i, i + EXPORT_BATCH);
          return;
        }
        let after = 0;
        for (;;) {
          const ids = await k.service.exportIds(query as never, after, EXPORT_BATCH, opts.viewer);
          if (ids.length === 0) return;
          yield ids;
          after = ids[ids.length - 1]!;
        }
      }
      const shapes = new Map(columns.map((c) => [c.key, c.cell === 'json' ? inputShapeOf(k, c.key) : null]));
      const named = new Map<LinkKind, Map<number, string>>();
      const visibleLinks = new Map<LinkKind, Map<number, boolean>>();
      async function* rows() {
        for await (const ids of batches()) {
          const recs = await withVisibleLinks(columns, await k.service.records(ids), opts.viewer, visibleLinks);
          const ctx: ExportContext | null = raw
            ? null
            : { lang, tz, linkText: await linkTexts(linkIdsOf(columns, recs), named) };
          let n = 0;
          for (const rec of recs) {
            yield columns.map((c) => {
              const value = toInput(rec[c.key], shapes.get(c.key) ?? null);
              return ctx ? toReadableCell(value, c, ctx) : toRawCell(value, c);
            });
            // On SQLite every await here settles without a trip through the event loop (the
            // driver is synchronous), and writing a row (XLSX above all) costs CPU: hand the
            // loop back every few rows, or a 100,000-row export holds up other requests.
            if (++n % YIELD_EVERY_ROWS === 0) await yieldToLoop();
          }
          await yieldToLoop();
        }
      }
      const header = columns.map((c) => (raw ? c.key : labelOf(c, lang)));
      const sheetName = KIND_LABELS[k.kind][raw || lang === 'en-US' ? 'en' : 'zh'];
      return format === 'csv' ? csvStream(header, rows()) : xlsxStream(sheetName, header, rows());
    },

    /** The import template of a kind in `lang` (XLSX). */
    async template(k: ExchangeKind, lang: Lang): Promise<Buffer> {
      const links: ExampleLinks = {
        matter: (await repo.first('matter', 2)).map((r) => r.id),
        product: (await repo.first('product', 1)).map((r) => r.id),
        regulation: (await repo.first('regulation', 1)).map((r) => r.id),
        sample: (await repo.first('sample', 1, 'matter')).map((r) => r.id),
      };
      const wanted = new Map<LinkKind, Set<number>>(
        Object.entries(links).map(([l, ids]) => [l as LinkKind, new Set(ids)]),
      );
      return templateWorkbook({
        kind: k.kind,
        numKey: k.numKey,
        columns: columnsOf(k),
        lang,
        tz,
        links,
        linkText: await linkTexts(wanted),
      });
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
      let sheet: SheetRow[];
      try {
        sheet = await readSheet(data);
      } catch (err) {
        if (!(err instanceof SheetRefused)) throw err;
        if (err.tooLarge) throw new AppError(CODE.TOO_LARGE, err.key, err.params);
        throw validationError(err.key, null, err.params);
      }
      const [first, ...rows] = sheet;
      const header = first?.cells ?? [];
      if (rows.length === 0) throw validationError('import.empty');

      const columns = columnsOf(k);
      const errors: ImportResult['errors'] = [];
      const rowPrefix = (row: number) => t(lang, 'exchange.row', { row });

      // The header names each column by its label (either language) or its field code.
      const byHeader = new Map<string, Column>();
      for (const c of columns)
        for (const name of [c.key, c.meta.zh, c.meta.en]) byHeader.set(name.trim().toLowerCase(), c);
      const seenColumns = new Set<string>();
      const mapped = header.map((h) => {
        const text = String(h ?? '')
          .replace(/^\uFEFF/, '')
          .trim();
        if (!text) return null;
        const c = byHeader.get(text.toLowerCase());
        if (!c) {
          const allowed = columns
            .filter((x) => !x.readOnly)
            .map((x) => labelOf(x, lang))
            .join(lang === 'en-US' ? ', ' : '、');
          errors.push({
            row: 1,
            field: text,
            message: rowPrefix(1) + t(lang, 'exchange.unknownColumn', { column: text, allowed }),
          });
          return null;
        }
        if (seenColumns.has(c.key)) {
          errors.push({
            row: 1,
            field: c.key,
            column: labelOf(c, lang),
            message: rowPrefix(1) + t(lang, 'exchange.duplicateColumn', { column: text }),
          });
          return null;
        }
        seenColumns.add(c.key);
        return c.readOnly ? null : c;
      });

      const seen = new Set<string>();
      let created = 0;
      let updated = 0;
      const failedReports: { id: number }[] = [];
      let checked = 0;
      const total = rows.length;
      const ctx = { lang, tz };

      const run = async (trx: Kysely<DB>) => {
        // Every cell is read first; the names and numbers of linked records are then looked up
        // once for the whole sheet (inside the transaction), not row by row.
        const parsed = rows.map(({ n, cells }) => {
          const obj: Record<string, unknown> = {};
          const links: { col: Column; tokens: string[] }[] = [];
          const bad = new Set<string>();
          mapped.forEach((col, i) => {
            if (!col) return;
            const v = fromSheetCell(cells[i], col, ctx);
            if (!v.ok) {
              bad.add(col.key);
              errors.push({
                row: n,
                field: col.key,
                column: labelOf(col, lang),
                message: rowPrefix(n) + t(lang, v.key, v.params),
              });
            } else if ('link' in v) links.push({ col, tokens: v.link });
            else if (v.value !== undefined) obj[col.key] = v.value;
          });
          return { n, obj, links, bad };
        });
        const found = new Map<LinkKind, LinkRow[]>();
        for (const link of new Set(parsed.flatMap((p) => p.links.map((l) => l.col.meta.link!)))) {
          const tokens = parsed.flatMap((p) =>
            p.links.filter((l) => l.col.meta.link === link).flatMap((l) => l.tokens),
          );
          found.set(link, await repo.byNumOrName(link, tokens, trx));
        }

        for (const { n, obj, links, bad } of parsed) {
          onProgress({ checked, written: created + updated, total });
          checked++;
          for (const { col, tokens } of links) {
            const link = col.meta.link!;
            const sampleKind = link === 'sample' && typeof obj.sample_kind === 'string' ? obj.sample_kind : undefined;
            const candidates = (found.get(link) ?? []).filter((r) => !sampleKind || r.kind === sampleKind);
            const ids: number[] = [];
            for (const token of tokens) {
              const byNum = candidates.find((r) => r.num === token);
              const byName = candidates.filter((r) => r.name === token);
              const columnLabel = labelOf(col, lang);
              const problem = (key: string, params: Record<string, string | number>) => {
                bad.add(col.key);
                errors.push({
                  row: n,
                  field: col.key,
                  column: columnLabel,
                  message: rowPrefix(n) + t(lang, key, params),
                });
              };
              const kindName = t(lang, `exchange.link.${link}`);
              if (byNum) ids.push(byNum.id);
              else if (byName.length === 1) ids.push(byName[0]!.id);
              else if (byName.length > 1)
                problem('exchange.linkAmbiguous', {
                  column: columnLabel,
                  kind: kindName,
                  value: token,
                  count: byName.length,
                  nums: byName
                    .slice(0, 5)
                    .map((r) => r.num)
                    .join(lang === 'en-US' ? ', ' : '、'),
                });
              // A bare number that is no record's number or name is an id (raw sheets write ids).
              else if (/^\d{1,12}$/.test(token)) ids.push(Number(token));
              else problem('exchange.linkNotFound', { column: columnLabel, kind: kindName, value: token });
            }
            obj[col.key] = col.cell === 'ids' ? [...new Set(ids)] : ids[0];
          }
          const num = typeof obj[k.numKey] === 'string' ? (obj[k.numKey] as string) : '';
          if (num) {
            if (seen.has(num)) {
              const numCol = columns.find((c) => c.key === k.numKey)!;
              errors.push({
                row: n,
                field: k.numKey,
                column: labelOf(numCol, lang),
                message: rowPrefix(n) + t(lang, 'exchange.duplicateNum', { column: labelOf(numCol, lang), num }),
              });
              continue;
            }
            seen.add(num);
          }
          const existing = num ? await k.service.idByNum(num, trx) : null;
          const valid = (existing ? k.update : k.create).safeParse(obj);
          if (!valid.success || bad.size > 0) {
            // Every problem of the row at once; a cell already explained is not reported again.
            for (const issue of valid.error?.issues ?? []) {
              const top = String(issue.path[0] ?? '');
              if (bad.has(top)) continue;
              const col = columns.find((c) => c.key === top);
              const label = col ? labelOf(col, lang) : top;
              // The message names the column by its label; `field` keeps the code.
              const relabelled = { ...issue, path: [label, ...issue.path.slice(1)] };
              for (const e of fieldErrors([relabelled] as never, lang)) {
                const allowed =
                  issue.code === 'invalid_value' && col?.meta.codes
                    ? (lang === 'en-US' ? ' Allowed: ' : '。可填：') + allowedValues(col.meta.codes, lang)
                    : '';
                errors.push({
                  row: n,
                  field: issue.path.map(String).join('.'),
                  column: label,
                  message: rowPrefix(n) + e.message + allowed,
                });
              }
            }
            continue;
          }
          try {
            const rec = existing
              ? await k.service.update(existing, valid.data as never, actor, trx)
              : await k.service.create(valid.data as never, actor, trx);
            if (existing) updated++;
            else created++;
            if (k.kind === 'report' && (rec as { verdict?: string }).verdict === 'fail') failedReports.push(rec);
          } catch (err) {
            errors.push(...rowErrors(err, n, k, lang));
          }
        }
        onProgress({ checked, written: created + updated, total });
        if (mode === 'dry-run' || errors.length) throw new Rollback();
        await deps.operationLog.record(
          {
            actor,
            action: 'import',
            kind: k.kind,
            summaryI18n: { key: 'import.committed', params: { created, updated } },
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
        // Stored as keys (the kind as its code): each reader sees it in their own language.
        const params = { kind: k.kind, created, updated, total: rows.length, count: rows.length };
        await deps.messages.send({
          type: 'message',
          title: t('zh-CN', 'event.importDone.title', params),
          content: t('zh-CN', 'event.importDone.content', params),
          i18n: { title: 'event.importDone.title', content: 'event.importDone.content', params },
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
