import type { Kysely } from 'kysely';
import {
  DECISION_RULES,
  SAMPLE_GRADES,
  SAMPLE_SOURCES,
  type Report,
  type ReportDocument,
  type ReportDocumentItem,
  type ReportDocumentLang,
  type ReportSignoff,
  SIGNATURE_MEANINGS,
  type SignatureAct,
  itemResultText,
  limitText,
  sourceEdition,
  testItemEnglish,
  testMethodEnglish,
} from '@yaoshi/contracts';
import type { DB } from '../../../db/database';
import { notFound } from '../../../lib/errors';
import type { Viewer } from '../../records/record-visibility';
import { assertMayReadReport, isPublished } from './report-visibility';
import { reportFacts } from './report-visibility.repository';
import { nowSeconds } from '../../../lib/time';
import { regionName } from '../../../lib/regions';
import { type FontLookup, type ReportFont, findReportFont } from './report-pdf-font';
import { REPORT_LABELS, conclusionOf, revisionNotice } from './report-pdf-labels';
import { reportRevisionsRepository } from './report-revisions.repository';
import type { OffThreadPdf } from './report-pdf-off-thread';
import { reportPdfRepository } from './report-pdf.repository';
import { formNotice } from './report-form-notice';

export interface ReportPdfSettings {
  /** INSTITUTE_NAME / INSTITUTE_NAME_EN: the issuing institute printed at the top. */
  institute: { zh: string; en: string };
  /** PUBLIC_BASE_URL; undefined: the permalink uses the request's own origin. */
  publicBaseUrl?: string;
  /** REPORT_FONT; undefined: the shipped font, else a system one (report-pdf-font.ts). */
  reportFont?: string;
  /** Where to look when REPORT_FONT is unset; undefined: the defaults (tests point it elsewhere). */
  reportFontLookup?: FontLookup;
  displayTz: string;
}

/** Who asks: the report visibility rule (report-visibility.ts) decides what they may read. */
export type ReportViewer = Viewer;

type Item = Report['items'][number];

/** A text with Chinese in it: only such a method has anything to translate. */
const HAS_CHINESE = /[\u3400-\u9fff]/;

/** An option key (herb-market, first …) as the document's language names it; unknown keys as they are. */
function optionLabel(
  options: readonly { key: string; zh: string; en: string }[],
  key: string,
  lang: ReportDocumentLang,
) {
  const o = options.find((x) => x.key === key);
  return o ? (lang === 'zh-CN' ? o.zh : o.en) : key;
}

/**
 * The issued form of a testing report: one document for the PDF and the report
 * page. "Published" is the sample's laboratory state (12.1: published); a draft is any other
 * state, shown to admins only, with a watermark on paper.
 */
export function reportPdfService(deps: {
  db: Kysely<DB>;
  reports: { load(id: number): Promise<Report> };
  settings: ReportPdfSettings;
  renderer: OffThreadPdf;
}) {
  const repo = reportPdfRepository(deps.db);
  let font: ReportFont | undefined;

  /** Found once per process; a missing font stays an error on every PDF (and says how to fix it). */
  const reportFont = () => (font ??= findReportFont(deps.settings.reportFont, deps.settings.reportFontLookup));

  function itemOf(it: Item, lang: ReportDocumentLang): ReportDocumentItem {
    return {
      item: it.item,
      item_en: lang === 'en-US' ? testItemEnglish(it.item) : null,
      category: it.category,
      method: it.method,
      method_en: lang === 'en-US' && HAS_CHINESE.test(it.method) ? testMethodEnglish(it.method) : null,
      unit: it.unit,
      limit_text: it.limit_text || limitText(it.lower, it.upper),
      source: it.source ?? '',
      ...editionOf(it.source ?? '', lang),
      result_text: itemResultText(it, lang),
      decision_rule: it.decision_rule,
      verdict: it.verdict,
      validated_range:
        it.range_low != null && it.range_high != null
          ? `${it.range_low}–${it.range_high}${it.unit ? ` ${it.unit}` : ''}`
          : '',
      out_of_range: it.out_of_range ?? false,
      uncertainty_basis: it.uncertainty === null ? 'none' : it.uncertainty_k ? 'method' : 'typed',
    };
  }

  /** The footnote of "± U": derived from a method (k printed with it) and / or typed where there is none. */
  function uncertaintyNote(items: Item[], lang: ReportDocumentLang): string {
    const L = REPORT_LABELS[lang];
    const derived = items.some((i) => i.uncertainty !== null && i.uncertainty_k);
    const typed = items.some((i) => i.uncertainty !== null && !i.uncertainty_k);
    return [derived ? L.uncertaintyDerived : '', typed ? L.uncertainty : ''].filter(Boolean).join(' ');
  }

  /** The items whose result lies outside their method's validated range, named with it. */
  function rangeNotice(items: ReportDocumentItem[], lang: ReportDocumentLang): string {
    const out = items.filter((i) => i.out_of_range);
    if (out.length === 0) return '';
    const sep = lang === 'en-US' ? '; ' : '；';
    return REPORT_LABELS[lang].rangeNotice(
      out.map((i) => `${i.item_en ?? i.item} ${i.result_text} (${i.validated_range})`).join(sep),
    );
  }

  /** The pharmacopoeia edition an item's limit cites, named in `lang`, and whether it is superseded. */
  function editionOf(source: string, lang: ReportDocumentLang) {
    const e = sourceEdition(source);
    if (!e) return { edition: '', edition_superseded: false };
    const volume = /([一二三四])部/.exec(e.edition)?.[1] ?? '';
    return { edition: REPORT_LABELS[lang].edition(e.year, volume), edition_superseded: e.superseded };
  }

  /** Names the superseded editions judged against, once each, with the edition in force. */
  function editionNotice(items: ReportDocumentItem[], lang: ReportDocumentLang): string {
    const old = [...new Set(items.filter((i) => i.edition_superseded).map((i) => i.edition))];
    if (old.length === 0) return '';
    return REPORT_LABELS[lang].editionNotice(old.join(lang === 'en-US' ? ', ' : '、'));
  }

  /** The rules the items with a limit applied, each once, named and defined in `lang`. */
  function decisionRules(items: Item[], lang: ReportDocumentLang): ReportDocument['decision_rules'] {
    const used = new Set(items.filter((i) => i.lower !== null || i.upper !== null).map((i) => i.decision_rule));
    return DECISION_RULES.filter((r) => used.has(r)).map((rule) => ({ rule, ...REPORT_LABELS[lang].rules[rule] }));
  }

  /**
   * Tested: who submitted the results (moved to to_verify), else who entered the report, at the
   * test date. Verified and published: the last such move; a state reached before the history was
   * kept (0013 set it for existing samples) counts as done, by nobody recorded.
   */
  async function signoffs(
    report: Report,
    sample: { kind: string; id: number; state: string | null },
    createdBy: number | null,
    lang: ReportDocumentLang,
  ): Promise<ReportSignoff[]> {
    const [moves, signatures] = await Promise.all([repo.moves(sample.kind, sample.id), repo.signatures(sample.id)]);
    /** The signed statement and a self-verification's reason, in the document's language. */
    const signed = (m: { id: number } | undefined) => {
      const s = m ? signatures.get(Number(m.id)) : undefined;
      if (!s) return {};
      const meaning = SIGNATURE_MEANINGS[s.act as SignatureAct];
      return {
        ...(meaning ? { meaning: lang === 'en-US' ? meaning.en : meaning.zh } : {}),
        ...(s.self_verification_reason ? { self_verified: s.self_verification_reason } : {}),
      };
    };
    const last = (to: string) => [...moves].reverse().find((m) => m.to_state === to);
    const ids = [createdBy, ...moves.map((m) => m.actor_id)].filter((v): v is number => v != null).map(Number);
    const names = await repo.userNames([...new Set(ids)]);
    const who = (m: { actor_id: number | null; actor_name: string } | undefined) =>
      m ? (m.actor_id != null ? names.get(Number(m.actor_id)) : undefined) || m.actor_name : '';
    const reached = (states: string[]) => sample.state !== null && states.includes(sample.state);
    const submitted = last('to_verify');
    const verified = last('verified');
    const published = last('published');
    return [
      {
        step: 'tested',
        done: true,
        by: submitted ? who(submitted) : createdBy != null ? (names.get(Number(createdBy)) ?? '') : '',
        at: submitted ? Number(submitted.created_at) : report.tested_at,
      },
      {
        step: 'verified',
        done: !!verified || reached(['verified', 'published']),
        by: who(verified),
        at: verified ? Number(verified.created_at) : null,
        ...signed(verified),
      },
      {
        step: 'published',
        done: !!published || reached(['published']),
        by: who(published),
        at: published ? Number(published.created_at) : null,
        ...signed(published),
      },
    ];
  }

  async function document(
    id: number,
    viewer: ReportViewer,
    lang: ReportDocumentLang,
    origin: string,
  ): Promise<ReportDocument> {
    const facts = (await reportFacts(deps.db, [id], viewer)).get(id);
    if (!facts) throw notFound();
    assertMayReadReport(viewer, facts);
    const report = await deps.reports.load(id);
    const revisions = reportRevisionsRepository(deps.db);
    const [sample, extra, rev] = await Promise.all([
      repo.sample(report.sample_id),
      repo.invalidation(id),
      revisions.revision(id),
    ]);
    if (!sample || !extra || !rev) throw notFound();
    const near = async (other: number | null) => {
      const r = other === null ? null : await revisions.revision(other);
      return r && { id: r.id, report_num: r.report_num, revision: r.revision };
    };
    const revision = {
      number: rev.revision,
      reason: rev.amendment_reason,
      supersedes: await near(rev.supersedes_id),
      superseded_by: await near(rev.superseded_by_id),
    };
    const state = facts.state;
    const published = isPublished(facts);
    const kind = sample.kind as 'matter' | 'product';
    const subject =
      kind === 'matter'
        ? await repo.matterName(Number(sample.matter_id))
        : await repo.productName(Number(sample.product_id));
    const items = report.items.map((it) => itemOf(it, lang));
    const failed = items.filter((i) => i.verdict === 'fail');
    const verdict = report.verdict as ReportDocument['verdict'];
    const base = (deps.settings.publicBaseUrl ?? origin).replace(/\/+$/, '');
    return {
      id: report.id,
      report_num: report.report_num,
      report_name: report.report_name,
      lang,
      institute: lang === 'zh-CN' ? deps.settings.institute.zh : deps.settings.institute.en,
      lab: report.lab,
      standard: report.standard,
      tested_at: report.tested_at,
      verdict,
      conclusion: conclusionOf(lang, {
        verdict,
        standard: report.standard,
        item_count: items.length,
        fail_count: failed.length,
        failed: failed.map((i) => i.item_en ?? i.item),
      }),
      note: report.note,
      item_count: items.length,
      fail_count: failed.length,
      published,
      invalidated:
        extra.invalidated_at != null
          ? { at: Number(extra.invalidated_at), reason: String(extra.invalidated_reason ?? '') }
          : null,
      sample: {
        kind,
        id: Number(sample.id),
        num: sample.num,
        name: sample.name,
        subject,
        source: optionLabel(SAMPLE_SOURCES, sample.source, lang),
        region: regionName(sample.area),
        collected_at: sample.coll_time == null ? null : Number(sample.coll_time),
        collector: sample.gatherer,
        grade: optionLabel(SAMPLE_GRADES, sample.grade, lang),
        state,
      },
      items,
      decision_rules: decisionRules(report.items, lang),
      uncertainty_note: uncertaintyNote(report.items, lang),
      range_notice: rangeNotice(items, lang),
      edition_notice: editionNotice(items, lang),
      form_notice: await formNotice(deps.db, report.sample_id, report.items, lang),
      signoffs: await signoffs(
        report,
        { kind, id: Number(sample.id), state },
        extra.created_by == null ? null : Number(extra.created_by),
        lang,
      ),
      revision,
      revision_notice: revisionNotice(lang, revision),
      permalink: `${base}/#/report/${report.id}`,
      is_demo: report.is_demo,
      generated_at: nowSeconds(),
    };
  }

  return {
    document,
    /** Access first (an unreadable report is not found), then the font (the operator's error). */
    async pdf(id: number, viewer: ReportViewer, lang: ReportDocumentLang, origin: string) {
      const doc = await document(id, viewer, lang, origin);
      const f = reportFont();
      const pdf = await deps.renderer.render({ doc, font: f, timeZone: deps.settings.displayTz });
      return { pdf, filename: `${doc.report_num}${lang === 'en-US' ? '-en' : ''}.pdf`, draft: !doc.published };
    },
    close: () => deps.renderer.close(),
  };
}
export type ReportPdfService = ReturnType<typeof reportPdfService>;
