import { parseSearchQuery } from '../../records/search-text';
import type { Kysely } from 'kysely';
import {
  CODE,
  type Page,
  type Report,
  type ReportAmend,
  type ReportHistory,
  type ReportListQuery,
  type ReportRow,
  type LabMethod,
  type Standard,
  type reportItemSchema,
  type reportUpdateSchema,
  mayEnterResults,
  reportVerdict,
  standardItemKey,
} from '@yaoshi/contracts';
import type { z } from 'zod';
import type { DB, Engine } from '../../../db/database';
import { AppError, notFound } from '../../../lib/errors';
import { type Lang, t } from '../../../lib/i18n';
import { nowSeconds } from '../../../lib/time';
import type { MessagesService } from '../../messages/messages.service';
import type { OperationLogService } from '../../oplog/oplog.service';
import type { Actor } from '../../records/actor';
import { changes } from '../../records/record-json';
import { auditTrail } from '../../records/audit-trail';
import { freeNum, inTx, invalidField, listArgs, numTaken } from '../../records/service-kit';
import type { ViewsService } from '../../records/views.service';
import { type Viewer, isSampleVisible } from '../../records/record-visibility';
import { sampleFacts } from '../../records/visibility.repository';
import { assertMayReadReport, isPublished } from './report-visibility';
import { resultChanges, resultEntries } from './report-changes';
import { reportRevisionsRepository } from './report-revisions.repository';
import { readableReportIds, reportFacts } from './report-visibility.repository';
import type { StandardsService } from '../standards/standards.service';
import { type ReportInput, itemInputOf, itemRow, reportSearchText, toReport, toReportRow } from './report-record';
import { type ReportInsert, reportsRepository } from './reports.repository';

/**
 * Who writes a report. Requests pass the role (and language): researchers (`user`) enter
 * results only while the sample is received or testing. Internal writers (imports, seeds)
 * pass none and keep the curators' rights of the routes that run them.
 */
export interface ReportCaller extends Actor {
  role?: string;
  /** Laboratory capabilities of the account; results are entered with `analyst`. */
  capabilities?: readonly string[];
  lang?: Lang;
}

/** Whom a write reads as: the caller's session, or a curator for internal writers (imports, seeds). */
const readerOf = (caller: ReportCaller): Viewer => ({
  signedIn: true,
  admin: caller.role === undefined || caller.role === 'admin',
  userId: caller.userId,
  capabilities: caller.capabilities,
});

type ReportPatch = z.output<typeof reportUpdateSchema>;
type ItemInput = z.output<typeof reportItemSchema>;
const SORTS = { updated_at: 'updated_at', report_num: 'report_num', tested_at: 'tested_at', view_count: 'view_count' };
const SAMPLE_ROUTES = {
  matter: '/matterSample/matter-sample-detail',
  product: '/productSampleList/product-sample-detail',
};

export function reportsService(deps: {
  db: Kysely<DB>;
  engine: Engine;
  operationLog: OperationLogService;
  views: ViewsService;
  messages: MessagesService;
  standards: StandardsService;
  /** Validated methods of the standards (absent: items are judged without one). */
  methods?: { forStandards(ids: number[], db?: Kysely<DB>): Promise<Map<number, LabMethod>> };
}) {
  // Stateless: built once for the server's database, so a request does not pay for building it.
  const mainRepo = reportsRepository(deps.db, deps.engine);
  const repo = (db: Kysely<DB> = deps.db) => (db === deps.db ? mainRepo : reportsRepository(db, deps.engine));
  const audit = auditTrail<Report>(deps.operationLog, 'report', (r) => r.report_num);
  const filtersOf = (q: ReportListQuery, viewer: Viewer) =>
    repo().filters({
      ...(viewer.admin ? {} : { readableBy: viewer }),
      sampleKind: q.sample_kind,
      sampleId: q.sample_id,
      verdict: q.verdict,
      testedFrom: q.tested_from,
      testedTo: q.tested_to,
      status: q.status,
    });

  async function load(id: number, db: Kysely<DB> = deps.db): Promise<Report> {
    const r = repo(db);
    const row = await r.get(id);
    if (!row) throw notFound();
    const [samples, items] = await Promise.all([r.samples([Number(row.sample_id)]), r.items(id)]);
    return toReport(row, samples.get(Number(row.sample_id)) ?? { num: '', name: '' }, items);
  }

  /** The sample must exist, be of sample_kind and be one the writer may see (else it is missing to them). */
  async function sampleOf(db: Kysely<DB>, kind: string, sampleId: number, reader: Viewer) {
    const sample = (await repo(db).samples([sampleId])).get(sampleId);
    const facts = (await sampleFacts(db, [sampleId])).get(sampleId);
    if (!sample || !facts || !isSampleVisible(reader, facts))
      throw invalidField('sample_id', 'ref.missing', { ids: sampleId });
    if (sample.kind !== kind) throw invalidField('sample_id', 'ref.kindMismatch');
    return sample;
  }

  /**
   * Settles each item's standard: the one named by standard_id (it must apply to the sample),
   * else the only standard of the sample's matter / product type with the item's name (several
   * with that name, e.g. 浸出物 per processed form: the client picks one), else none (ad hoc).
   */
  async function resolveItems(db: Kysely<DB>, sampleId: number, items: ItemInput[]) {
    const target = await deps.standards.sampleTarget(sampleId, db);
    const applicable: Standard[] = !target
      ? []
      : target.matter_id !== null
        ? await deps.standards.applicable({ matterId: target.matter_id, form: target.form }, db)
        : target.product_type
          ? await deps.standards.applicable({ productType: target.product_type }, db)
          : [];
    const byId = new Map(applicable.map((s) => [s.id, s]));
    const named = [...new Set(items.flatMap((it) => (it.standard_id !== null ? [it.standard_id] : [])))];
    const missing = named.filter((id) => !byId.has(id));
    const existing = new Set((await deps.standards.byIds(missing, db)).map((s) => s.id));
    const methods = deps.methods ? await deps.methods.forStandards([...byId.keys()], db) : new Map<number, LabMethod>();
    const rows = items.map((input, i) => {
      if (input.standard_id !== null) {
        const standard = byId.get(input.standard_id);
        if (!standard) {
          const field = `items.${i}.standard_id`;
          throw existing.has(input.standard_id)
            ? invalidField(field, 'standard.notApplicable')
            : invalidField(field, 'ref.missing', { ids: input.standard_id });
        }
        return itemRow({ input, standard, method: methods.get(standard.id) ?? null });
      }
      const key = standardItemKey(input.item);
      const matches = applicable.filter((s) => standardItemKeyOf(s) === key);
      const standard = matches.length === 1 ? matches[0]! : null;
      return itemRow({ input, standard, method: standard ? (methods.get(standard.id) ?? null) : null });
    });
    const verdict = reportVerdict(rows.map((r) => r.verdict as 'pass' | 'fail' | 'none'));
    return { rows, verdict, fails: rows.filter((r) => r.verdict === 'fail').length };
  }

  /** Refuses a researcher's write once the sample's results are submitted (or before it is received). */
  async function assertMayEnter(db: Kysely<DB>, caller: ReportCaller, sampleId: number) {
    if (caller.capabilities && !caller.capabilities.includes('analyst'))
      throw new AppError(CODE.FORBIDDEN, 'lifecycle.entryCapability');
    if (caller.role === undefined || caller.role === 'admin') return;
    const sample = await repo(db).sampleForWrite(sampleId);
    if (!sample) return; // sampleOf names the missing sample
    if (mayEnterResults(caller.role, sample.state)) return;
    const lang = caller.lang ?? 'zh-CN';
    throw new AppError(CODE.FORBIDDEN, 'lifecycle.entryClosed', {
      num: sample.num,
      state: t(lang, `sampleState.${sample.state}`),
    });
  }

  /** A failing report asks the curators (admins) to review it. */
  async function notifyIfFailed(report: Report) {
    if (report.verdict !== 'fail') return;
    const fails = report.items.filter((i) => i.verdict === 'fail').length;
    // count picks the plural form of the content.
    const params = {
      num: report.report_num,
      sample: `${report.sample_num} ${report.sample_name}`,
      fails,
      count: fails,
    };
    await deps.messages.send({
      type: 'todo',
      title: t('zh-CN', 'event.reportFail.title', params),
      content: t('zh-CN', 'event.reportFail.content', params),
      i18n: { title: 'event.reportFail.title', content: 'event.reportFail.content', params },
      message_type: 3,
      link: `${SAMPLE_ROUTES[report.sample_kind]}/${report.sample_id}`,
      target_role: 'admin',
    });
  }

  const api = {
    load,
    notifyIfFailed,
    async list(q: ReportListQuery, viewer: Viewer): Promise<Page<ReportRow>> {
      const r = repo();
      const ranged = q.tested_from !== undefined || q.tested_to !== undefined;
      const args = listArgs(q, {
        sorts: SORTS,
        fallback: { column: ranged ? 'tested_at' : 'updated_at', dir: 'desc' },
        nameColumn: 'report_name',
        prefixTier: false,
      });
      const { ids, total } = await r.page({ ...args, filters: filtersOf(q, viewer) });
      return { list: await api.rows(ids), total, current: q.current, pageSize: q.pageSize };
    },
    /** List rows of the given reports (a sample's detail shows them). */
    async rows(ids: number[], db: Kysely<DB> = deps.db): Promise<ReportRow[]> {
      const r = repo(db);
      const rows = await r.rows(ids);
      const samples = await r.samples([...new Set(rows.map((x) => Number(x.sample_id)))]);
      return rows.map((x) => toReportRow(x, samples.get(Number(x.sample_id))));
    },
    /** Of `ids`, the reports `viewer` may read, in their order (a sample's reports, exports). */
    visibleIds: (ids: number[], viewer: Viewer) => readableReportIds(deps.db, ids, viewer),
    async detail(id: number, viewer: Viewer): Promise<Report> {
      const facts = (await reportFacts(deps.db, [id], viewer)).get(id);
      if (!facts) throw notFound();
      assertMayReadReport(viewer, facts);
      const report = await load(id);
      const pending = deps.views.hit('report', id);
      return { ...report, view_count: report.view_count + pending };
    },
    async create(
      input: ReportInput,
      actor: ReportCaller,
      db: Kysely<DB> = deps.db,
      opts: { notify?: boolean; entryReason?: string } = {},
    ): Promise<Report> {
      const standalone = !db.isTransaction;
      const created = await inTx(db, async (trx) => {
        const r = repo(trx);
        await assertMayEnter(trx, actor, input.sample_id);
        const sample = await sampleOf(trx, input.sample_kind, input.sample_id, readerOf(actor));
        const num = input.report_num ?? (await freeNum('TR-', 7, await r.lastNum(), r.byNum));
        if (await r.byNum(num)) throw numTaken('report_num', num);
        const { rows: items, verdict, fails } = await resolveItems(trx, input.sample_id, input.items);
        const now = nowSeconds();
        // A typed verdict (legacy files) is not used: the items decide.
        const { items: _items, verdict: _typed, ...fields } = input;
        void _items;
        void _typed;
        const row: ReportInsert = {
          ...fields,
          report_num: num,
          verdict,
          item_count: items.length,
          fail_count: fails,
          is_demo: 0,
          view_count: 0,
          created_at: now,
          updated_at: now,
          created_by: actor.userId,
          updated_by: actor.userId,
          search_text: '',
        };
        row.search_text = reportSearchText(row, sample);
        const id = await r.insert(row);
        await r.setItems(id, items);
        if (actor.userId !== null) await r.recordEntry(id, actor.userId, now);
        const rec = await load(id, trx);
        // A writer that says why it entered the results (an instrument import) keeps them in the history.
        if (opts.entryReason)
          await reportRevisionsRepository(trx).recordChanges(
            resultEntries([], rec.items).map((c) => ({ ...c, report_id: id, reason: opts.entryReason! })),
            actor,
            now,
          );
        await audit.created(trx, actor, id, rec);
        return rec;
      });
      if (standalone && opts.notify !== false) await notifyIfFailed(created);
      return created;
    },
    async update(
      id: number,
      input: ReportPatch,
      actor: ReportCaller,
      db: Kysely<DB> = deps.db,
      opts: { recordEntries?: boolean } = {},
    ): Promise<Report> {
      const standalone = !db.isTransaction;
      const [before, after] = await inTx(db, async (trx) => {
        const r = repo(trx);
        // A write first passes the read: a report the writer may not read is missing to them (404).
        const reader = readerOf(actor);
        const facts = (await reportFacts(trx, [id], reader)).get(id);
        if (!facts) throw notFound();
        assertMayReadReport(reader, facts);
        const before = await load(id, trx);
        // A published (or superseded) report is never edited in place: a request is refused at
        // once; an import row may only repeat what the report already says (checked after the write).
        const revisions = reportRevisionsRepository(trx);
        const frozen = isPublished(facts) || Boolean((await revisions.revision(id))?.superseded_by_id);
        const amendInstead = () => new AppError(CODE.CONFLICT, 'report.amendInstead', { num: before.report_num, id });
        if (frozen && actor.role !== undefined) throw amendInstead();
        const kind = input.sample_kind ?? before.sample_kind;
        const sampleId = input.sample_id ?? before.sample_id;
        // A researcher may neither change a closed sample's report nor move one onto it.
        await assertMayEnter(trx, actor, before.sample_id);
        if (sampleId !== before.sample_id) await assertMayEnter(trx, actor, sampleId);
        const sample = await sampleOf(trx, kind, sampleId, reader);
        if (input.report_num && input.report_num !== before.report_num && (await r.byNum(input.report_num))) {
          throw numTaken('report_num', input.report_num);
        }
        const { items: itemInput, verdict: _typed, reason, ...fields } = input;
        void _typed;
        const patch: Record<string, unknown> = { ...fields };
        // New items, or the same items judged again when the report moves to another sample.
        const judged = itemInput ?? (sampleId !== before.sample_id ? before.items.map(itemInputOf) : null);
        if (judged) {
          const { rows: items, verdict, fails } = await resolveItems(trx, sampleId, judged);
          await r.setItems(id, items);
          patch.item_count = items.length;
          patch.fail_count = fails;
          patch.verdict = verdict;
        }
        const current = (await r.get(id))!;
        const now = nowSeconds();
        await r.update(id, {
          ...patch,
          search_text: reportSearchText({ ...current, ...patch }, sample),
          updated_at: now,
          updated_by: actor.userId,
        });
        // Whoever writes the items has entered results (and may not verify them).
        if (itemInput && actor.userId !== null) await r.recordEntry(id, actor.userId, now);
        const after = await load(id, trx);
        // Every change of an entered result keeps its old and new value, who, when and why.
        const changed = resultChanges(before.items, after.items);
        if (changed.length > 0 && !reason?.trim()) {
          const params = { items: changed.map((c) => c.item).join(actor.lang === 'en-US' ? ', ' : '、') };
          throw invalidField('reason', 'report.reasonRequired', params);
        }
        // With recordEntries (an instrument import), results entered where there were none go to the history too.
        const entered = opts.recordEntries && reason?.trim() ? resultEntries(before.items, after.items) : [];
        await revisions.recordChanges(
          [...changed, ...entered].map((c) => ({ ...c, report_id: id, reason: reason!.trim() })),
          actor,
          now,
        );
        const diff = changes(before, after);
        delete diff.before.updated_at;
        delete diff.after.updated_at;
        // Taking it offline or online again (a curator's bulk action) changes no content.
        if (frozen && Object.keys(diff.after).some((key) => key !== 'updated_by' && key !== 'status'))
          throw amendInstead();
        await audit.updated(trx, actor, id, before, after);
        return [before, after] as const;
      });
      if (standalone && before.verdict !== 'fail') await notifyIfFailed(after);
      return after;
    },
    /**
     * Issues the next revision of a published report: a new report (number `<num>-R<n>`) on the
     * same sample with the amended items, naming the revision it supersedes and why; the
     * superseded one stays readable and names its successor. Curators or publishers amend.
     */
    async amend(id: number, input: ReportAmend, actor: ReportCaller): Promise<Report> {
      const amended = await inTx(deps.db, async (trx) => {
        const r = repo(trx);
        const revisions = reportRevisionsRepository(trx);
        const reader = readerOf(actor);
        const facts = (await reportFacts(trx, [id], reader)).get(id);
        if (!facts) throw notFound();
        assertMayReadReport(reader, facts);
        if (!reader.admin && !(actor.capabilities ?? []).includes('publisher'))
          throw new AppError(CODE.FORBIDDEN, 'report.amendCapability');
        const before = await load(id, trx);
        if (!isPublished(facts)) throw new AppError(CODE.CONFLICT, 'report.notPublished', { num: before.report_num });
        const current = (await revisions.revision(id))!;
        if (current.superseded_by_id !== null) {
          const next = (await revisions.revision(current.superseded_by_id))!;
          throw new AppError(CODE.CONFLICT, 'report.superseded', {
            num: before.report_num,
            revision: next.revision,
            next: next.report_num,
          });
        }
        const reason = input.reason.trim();
        const revision = current.revision + 1;
        const num = `${before.report_num.replace(/-R\d+$/, '')}-R${revision}`;
        const sample = await sampleOf(trx, before.sample_kind, before.sample_id, reader);
        const {
          rows: items,
          verdict,
          fails,
        } = await resolveItems(
          trx,
          before.sample_id,
          (input.items as ItemInput[] | undefined) ?? before.items.map(itemInputOf),
        );
        const row = (await r.get(id))!;
        const now = nowSeconds();
        // PostgreSQL's generated search column is computed, never copied.
        const { id: _id, search_tsv: _tsv, ...fields } = row as typeof row & { search_tsv?: unknown };
        void _id;
        void _tsv;
        const insert: ReportInsert = {
          ...fields,
          report_num: num,
          note: input.note ?? row.note,
          verdict,
          item_count: items.length,
          fail_count: fails,
          view_count: 0,
          created_at: now,
          updated_at: now,
          created_by: actor.userId,
          updated_by: actor.userId,
          revision,
          supersedes_id: id,
          superseded_by_id: null,
          amendment_reason: reason,
          search_text: '',
        } as ReportInsert;
        insert.search_text = reportSearchText(insert, sample);
        const newId = await r.insert(insert);
        await r.setItems(newId, items);
        await revisions.supersede(id, newId);
        const after = await load(newId, trx);
        await revisions.recordChanges(
          resultChanges(before.items, after.items).map((c) => ({ ...c, report_id: newId, reason })),
          actor,
          now,
        );
        await audit.created(trx, actor, newId, after, `revision ${revision} of ${before.report_num}: ${reason}`);
        return after;
      });
      await notifyIfFailed(amended);
      return amended;
    },
    /** Every revision of the report and every change of their results, to whoever reads it. */
    async history(id: number, viewer: Viewer): Promise<ReportHistory> {
      const facts = (await reportFacts(deps.db, [id], viewer)).get(id);
      if (!facts) throw notFound();
      assertMayReadReport(viewer, facts);
      const revisions = reportRevisionsRepository(deps.db);
      const chain = await revisions.chain(id);
      const readable = new Set(
        await readableReportIds(
          deps.db,
          chain.map((c) => c.id),
          viewer,
        ),
      );
      const shown = chain.filter((c) => readable.has(c.id));
      const changes = await revisions.changesOf(shown.map((c) => c.id));
      return {
        revisions: shown.map((c) => ({
          id: c.id,
          report_num: c.report_num,
          revision: c.revision,
          reason: c.amendment_reason,
          issued_at: c.created_at,
          issued_by: c.issued_by,
          current: c.superseded_by_id === null,
        })),
        changes: changes.map((c) => ({
          id: Number(c.id),
          report_id: Number(c.report_id),
          revision: Number(c.revision),
          item: c.item,
          old_value: c.old_value,
          new_value: c.new_value,
          reason: c.reason,
          by: c.actor_name,
          at: Number(c.created_at),
        })),
      };
    },
    async remove(id: number, actor: Actor, db: Kysely<DB> = deps.db): Promise<void> {
      await inTx(db, async (trx) => {
        const before = await load(id, trx);
        await repo(trx).remove(id);
        await audit.deleted(trx, actor, id, before);
      });
    },
    async records(ids: number[]): Promise<Report[]> {
      const r = repo();
      const rows = await r.rows(ids);
      const [samples, items] = await Promise.all([
        r.samples([...new Set(rows.map((x) => Number(x.sample_id)))]),
        r.itemsOf(ids),
      ]);
      const byReport = new Map<number, typeof items>();
      for (const it of items) byReport.set(Number(it.report_id), [...(byReport.get(Number(it.report_id)) ?? []), it]);
      return rows.map((x) =>
        toReport(x, samples.get(Number(x.sample_id)) ?? { num: '', name: '' }, byReport.get(Number(x.id)) ?? []),
      );
    },
    exportIds(q: ReportListQuery, after: number, limit: number, viewer: Viewer) {
      const terms = parseSearchQuery(q.q);
      return repo().nextIds({ filters: filtersOf(q, viewer), terms }, after, limit);
    },
    async idByNum(num: string, db: Kysely<DB> = deps.db) {
      const row = await repo(db).byNum(num);
      return row ? Number(row.id) : null;
    },
  };
  return api;
}
const standardItemKeyOf = (s: Standard) => standardItemKey(s.item);

export type ReportsService = ReturnType<typeof reportsService>;
