import type { Kysely } from 'kysely';
import type { LabelLayout, SampleScan } from '@yaoshi/contracts';
import type { DB } from '../../../db/database';
import { notFound } from '../../../lib/errors';
import { type Lang, t } from '../../../lib/i18n';
import { type Viewer, isSampleVisible } from '../../records/record-visibility';
import { type FontLookup, type ReportFont, findReportFont } from '../reports/report-pdf-font';
import type { SampleKind } from '../../samples/sample-fields';
import type { OffThreadLabels } from './label-pdf-off-thread';
import type { LabelEntry } from './label-pdf-render';
import { labelsRepository } from './labels.repository';
import { parsePermalink, samplePath, samplePermalink } from './sample-links';

export interface LabelSettings {
  /** PUBLIC_BASE_URL; undefined: the request's origin. */
  publicBaseUrl?: string;
  /** REPORT_FONT and where to look without it: labels print in the report PDFs' font. */
  reportFont?: string;
  reportFontLookup?: FontLookup;
}

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof labelsRepository>['byId']>>>;

/** The sample rule on a label row: a hidden sample is neither printed nor found. */
const visible = (viewer: Viewer, r: Row) =>
  isSampleVisible(viewer, { status: r.status, parent_status: r.matter_status ?? r.product_status ?? null });

/**
 * Sample labels and scanning: a label sheet PDF with each sample's permalink as a
 * QR code and its number in text; a scanned permalink or a typed number finds the sample again.
 * Offline samples are the curators' drafts: others neither print nor find them.
 */
export function labelsService(deps: { db: Kysely<DB>; settings: LabelSettings; renderer: OffThreadLabels }) {
  let font: ReportFont | undefined;
  const labelFont = () => (font ??= findReportFont(deps.settings.reportFont, deps.settings.reportFontLookup));
  const base = (origin: string) => deps.settings.publicBaseUrl ?? origin;

  const entry = (r: Row, lang: Lang, origin: string): LabelEntry => {
    const kind = r.kind as SampleKind;
    const subject = (kind === 'matter' ? r.matter_name : r.product_name) ?? '';
    return {
      num: r.num,
      name: r.name,
      detail: [t(lang, `labels.kind.${kind}`), subject].filter(Boolean).join(' · '),
      permalink: samplePermalink(base(origin), kind, Number(r.id)),
    };
  };

  return {
    /** The label entries of `ids` in the order asked; an unknown or hidden sample is not found. */
    async entries(ids: number[], viewer: Viewer, lang: Lang, origin: string): Promise<LabelEntry[]> {
      const rows = await labelsRepository(deps.db).byIds(ids);
      return ids.map((id) => {
        const r = rows.find((x) => Number(x.id) === id);
        if (!r || !visible(viewer, r)) throw notFound();
        return entry(r, lang, origin);
      });
    },
    async pdf(q: { ids: number[]; layout: LabelLayout; skip: number }, viewer: Viewer, lang: Lang, origin: string) {
      const labels = await this.entries(q.ids, viewer, lang, origin);
      const pdf = await deps.renderer.render({
        layout: q.layout,
        skip: q.layout === 'single-50x30' ? 0 : q.skip,
        labels,
        font: labelFont(),
        title: t(lang, 'labels.title'),
      });
      const first = labels[0]?.num ?? 'labels';
      return { pdf, filename: `labels-${first}${labels.length > 1 ? `-${labels.length}` : ''}-${q.layout}.pdf` };
    },
    /** A scanned permalink or a typed sample number → the sample. */
    async scan(code: string, viewer: Viewer, lang: Lang, origin: string): Promise<SampleScan> {
      const repo = labelsRepository(deps.db);
      const link = parsePermalink(code);
      const r = link ? await repo.byId(link.id) : await repo.byNum(code.trim());
      if (!r || (link && r.kind !== link.kind) || !visible(viewer, r)) {
        throw notFound('labels.notFound', { code: code.slice(0, 80) });
      }
      const kind = r.kind as SampleKind;
      return {
        kind,
        id: Number(r.id),
        num: r.num,
        name: r.name,
        state: r.state as SampleScan['state'],
        path: samplePath(kind, Number(r.id)),
        permalink: entry(r, lang, origin).permalink,
      };
    },
    close: () => deps.renderer.close(),
  };
}
export type LabelsService = ReturnType<typeof labelsService>;
