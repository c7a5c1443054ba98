import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { ReportDocument, ReportDocumentItem } from '@yaoshi/contracts';
import { formatDate, formatDateTime } from '../../../lib/display-time';
import type { ReportFont } from './report-pdf-font';
import { REPORT_LABELS, type ReportLabels } from './report-pdf-labels';

/**
 * Renders a report document (report-pdf.service.ts builds it) as an A4 PDF with pdfkit. Pure
 * and synchronous apart from the stream: it runs in the PDF worker thread (report-pdf.worker.ts),
 * never on the request thread. Every word is in the embedded CJK font, so text extraction and
 * copy give the same characters back (pdfkit writes a ToUnicode map for the subset).
 */
export interface RenderJob {
  doc: ReportDocument;
  font: ReportFont;
  /** DISPLAY_TZ: dates are printed in the one display zone. */
  timeZone: string;
}

const A4 = { w: 595.28, h: 841.89 };
const M = { left: 48, right: 48, top: 48, bottom: 56 };
const CONTENT_W = A4.w - M.left - M.right;
const FOOTER_Y = A4.h - M.bottom + 18;
// Print colours: dark text on white, one accent; fails in red (and in words, not colour only).
const INK = '#1d2129';
const MUTED = '#4e5969';
const RULE = '#c9cdd4';
const ACCENT = '#0e42d2';
const FAIL = '#cb2634';
const FAIL_BG = '#ffece8';
const HEAD_BG = '#f2f3f5';

type Doc = PDFKit.PDFDocument;

export async function renderReportPdf(job: RenderJob): Promise<Buffer> {
  const { doc: d, font, timeZone } = job;
  const L = REPORT_LABELS[d.lang];
  const pdf = new PDFDocument({
    size: 'A4',
    margins: M,
    bufferPages: true,
    lang: d.lang,
    displayTitle: true,
    info: {
      Title: `${L.title} ${d.report_num}`,
      Author: d.institute,
      Subject: d.report_name,
      Keywords: [d.report_num, d.sample.num].join(', '),
      CreationDate: new Date(d.generated_at * 1000),
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.registerFont('cjk', font.path, font.face);
  pdf.font('cjk').fillColor(INK);
  const date = (s: number | null) => (s === null ? '' : formatDate(s, timeZone));
  const dateTime = (s: number | null) => (s === null ? '' : formatDateTime(s, timeZone).slice(0, 16));

  header(pdf, d, L);
  facts(pdf, [
    [L.reportName, d.report_name],
    [L.lab, d.lab],
    [L.testedAt, date(d.tested_at)],
    [L.standard, d.standard],
  ]);
  section(pdf, L.sampleSection);
  facts(pdf, [
    [L.sampleNum, d.sample.num],
    [L.sampleName, d.sample.name],
    [L.subject[d.sample.kind], L.paren(d.sample.subject, L.kind[d.sample.kind])],
    [L.source, d.sample.source],
    [L.region, d.sample.region],
    [L.collectedAt, date(d.sample.collected_at)],
    [L.collector, d.sample.collector],
    [L.grade, d.sample.grade],
    ...(d.sample.state ? [[L.state, L.states[d.sample.state] ?? d.sample.state] as [string, string]] : []),
  ]);
  section(pdf, L.paren(L.itemsSection, String(d.item_count)));
  itemsTable(pdf, d.items, L);
  sources(pdf, d.items, L);
  editionNotice(pdf, d);
  rangeNotice(pdf, d);
  formNotice(pdf, d);
  decisionRules(pdf, d, L);
  pdf.fontSize(10);
  // The conclusion starts a page only with room for the signatures under it: a verdict printed
  // alone, its signers on the next page, reads as unsigned.
  const conclusionH = pdf.heightOfString(d.conclusion, { width: CONTENT_W - 110 }) + 24 + (d.note ? 30 : 0);
  section(pdf, L.conclusionSection, conclusionH + 36 + signoffsHeight(d));
  conclusion(pdf, d, L);
  section(pdf, L.signoffSection, signoffsHeight(d));
  signoffs(pdf, d, L, dateTime);

  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    footer(pdf, d, L, i - range.start + 1, range.count, dateTime(d.generated_at));
    // A retest's original is no longer published either: VOID says more than DRAFT.
    if (d.invalidated) watermark(pdf, L.void);
    else if (!d.published) watermark(pdf, L.draft);
  }
  pdf.end();
  return done;
}

/** Keeps `h` points of room on the page, else starts a new one. */
function room(pdf: Doc, h: number) {
  if (pdf.y + h > A4.h - M.bottom) pdf.addPage();
}

function header(pdf: Doc, d: ReportDocument, L: ReportLabels) {
  const qrSize = 78;
  const qrX = A4.w - M.right - qrSize;
  drawQr(pdf, d.permalink, qrX, M.top, qrSize);
  pdf
    .fontSize(7)
    .fillColor(MUTED)
    .text(L.qrCaption, qrX - 10, M.top + qrSize + 2, { width: qrSize + 20, align: 'center' });

  const textW = CONTENT_W - qrSize - 16;
  pdf
    .fontSize(13)
    .fillColor(INK)
    .text(d.institute, M.left, M.top + 4, { width: textW });
  pdf.moveDown(0.6);
  pdf.fontSize(24).fillColor(ACCENT).text(L.title, M.left, pdf.y, { width: textW });
  pdf.fontSize(9).fillColor(MUTED).text(L.titleOther, { width: textW });
  pdf.fontSize(10).fillColor(INK).text(L.colon(L.reportNum, d.report_num), { width: textW });
  if (d.revision_notice) pdf.fontSize(9).fillColor(ACCENT).text(d.revision_notice, { width: textW });
  if (d.invalidated)
    pdf.fontSize(9).fillColor(FAIL).text(L.colon(L.invalidated, d.invalidated.reason), { width: textW });
  if (d.is_demo) pdf.fontSize(8).fillColor(MUTED).text(L.demo, { width: textW });
  pdf.y = Math.max(pdf.y, M.top + qrSize + 14) + 6;
  rule(pdf, INK, 1.2);
  pdf.moveDown(0.5);
}

function rule(pdf: Doc, color = RULE, width = 0.6) {
  pdf
    .moveTo(M.left, pdf.y)
    .lineTo(A4.w - M.right, pdf.y)
    .lineWidth(width)
    .strokeColor(color)
    .stroke();
}

/** A section heading, kept on the page of what follows it (`next`: the height of its first block). */
function section(pdf: Doc, title: string, next = 24) {
  room(pdf, 36 + next);
  pdf.moveDown(0.6);
  pdf.fontSize(11.5).fillColor(ACCENT).text(title, M.left, pdf.y);
  pdf.moveDown(0.15);
  rule(pdf);
  pdf.moveDown(0.35);
}

/** Label–value pairs in two columns; a long value takes the whole row. */
function facts(pdf: Doc, pairs: [string, string][]) {
  const colW = CONTENT_W / 2;
  const labelW = 64;
  let i = 0;
  while (i < pairs.length) {
    const [label, value] = pairs[i]!;
    const wide = value.length > 22;
    const next = pairs[i + 1];
    const pairInRow = !wide && next && next[1].length <= 22 ? next : undefined;
    const valueW = (wide ? CONTENT_W : colW) - labelW - 6;
    pdf.fontSize(9.5);
    const h = Math.max(
      pdf.heightOfString(value || '—', { width: valueW }),
      pairInRow ? pdf.heightOfString(pairInRow[1] || '—', { width: colW - labelW - 6 }) : 0,
    );
    room(pdf, h + 6);
    const y = pdf.y;
    cell(pdf, label, value, M.left, y, labelW, valueW);
    if (pairInRow) cell(pdf, pairInRow[0], pairInRow[1], M.left + colW, y, labelW, colW - labelW - 6);
    pdf.y = y + h + 4;
    i += pairInRow ? 2 : 1;
  }
}

function cell(pdf: Doc, label: string, value: string, x: number, y: number, labelW: number, valueW: number) {
  pdf
    .fontSize(9)
    .fillColor(MUTED)
    .text(label, x, y + 0.5, { width: labelW });
  pdf
    .fontSize(9.5)
    .fillColor(INK)
    .text(value || '—', x + labelW + 6, y, { width: valueW });
}

const COLS = [
  { key: 'item', w: 0.2 },
  { key: 'method', w: 0.24 },
  { key: 'limit', w: 0.14 },
  { key: 'result', w: 0.16 },
  { key: 'unit', w: 0.1 },
  { key: 'verdict', w: 0.16 },
] as const;

function itemsTable(pdf: Doc, items: ReportDocumentItem[], L: ReportLabels) {
  if (items.length === 0) {
    pdf.fontSize(9.5).fillColor(MUTED).text(L.noItems, M.left, pdf.y);
    return;
  }
  const heads = [L.item, L.method, L.limit, L.result, L.unit, L.verdictCol];
  const widths = COLS.map((c) => c.w * CONTENT_W);
  const pad = 4;
  const drawHead = () => {
    pdf.fontSize(8.5);
    const h = Math.max(...heads.map((t, i) => pdf.heightOfString(t, { width: widths[i]! - 2 * pad }))) + 2 * pad;
    const y = pdf.y;
    pdf.rect(M.left, y, CONTENT_W, h).fillColor(HEAD_BG).fill();
    let x = M.left;
    heads.forEach((t, i) => {
      pdf
        .fillColor(INK)
        .fontSize(8.5)
        .text(t, x + pad, y + pad, { width: widths[i]! - 2 * pad });
      x += widths[i]!;
    });
    pdf.y = y + h;
  };
  drawHead();
  for (const it of items) {
    const cells = [
      it.item_en ? `${it.item_en} *` : it.item,
      it.method_en ? `${it.method_en} *` : it.method,
      it.limit_text,
      it.out_of_range ? `${it.result_text}\n(${L.outOfRange})` : it.result_text,
      it.unit,
      L.verdict[it.verdict as 'pass' | 'fail' | 'none'] ?? it.verdict,
    ];
    pdf.fontSize(9);
    const h = Math.max(...cells.map((t, i) => pdf.heightOfString(t || '—', { width: widths[i]! - 2 * pad }))) + 2 * pad;
    if (pdf.y + h > A4.h - M.bottom) {
      pdf.addPage();
      drawHead();
    }
    const y = pdf.y;
    const failed = it.verdict === 'fail';
    if (failed) pdf.rect(M.left, y, CONTENT_W, h).fillColor(FAIL_BG).fill();
    let x = M.left;
    cells.forEach((t, i) => {
      const isVerdict = i === cells.length - 1;
      pdf
        .fontSize(9)
        .fillColor(failed && (isVerdict || i === 3) ? FAIL : INK)
        .text(t || '—', x + pad, y + pad, { width: widths[i]! - 2 * pad });
      x += widths[i]!;
    });
    pdf
      .moveTo(M.left, y + h)
      .lineTo(A4.w - M.right, y + h)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
    pdf.y = y + h;
  }
  pdf.x = M.left;
}

/** Each distinct limit source once, numbered in order of first use. */
function sources(pdf: Doc, items: ReportDocumentItem[], L: ReportLabels) {
  if (L.itemNamesTranslated && items.some((i) => i.item_en || i.method_en)) {
    pdf.moveDown(0.3);
    pdf.fontSize(8).fillColor(MUTED).text(L.itemNamesTranslated, M.left, pdf.y, { width: CONTENT_W });
  }
  const list = [...new Set(items.map((i) => i.source).filter(Boolean))];
  if (list.length === 0) return;
  pdf.moveDown(0.5);
  room(pdf, 30);
  pdf.fontSize(8.5).fillColor(MUTED).text(L.colon(L.limitSource, ''), M.left, pdf.y);
  list.forEach((s, i) =>
    pdf
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${i + 1}. ${s}`, M.left + 8, pdf.y, { width: CONTENT_W - 8 }),
  );
}

/** The decision rules the verdicts applied, named and defined, and the uncertainty footnote. */
function decisionRules(pdf: Doc, d: ReportDocument, L: ReportLabels) {
  if (d.decision_rules.length === 0 && !d.uncertainty_note) return;
  pdf.moveDown(0.5);
  room(pdf, 30);
  for (const r of d.decision_rules) {
    pdf
      .fontSize(8.5)
      .fillColor(INK)
      .text(`${L.colon(L.decisionRule, r.name)} — ${r.definition}`, M.left, pdf.y, { width: CONTENT_W });
  }
  if (d.uncertainty_note) {
    pdf.fontSize(8).fillColor(MUTED).text(d.uncertainty_note, M.left, pdf.y, { width: CONTENT_W });
  }
}

/** Which items of a processed-form sample were judged against the crude drug's limits. */
function formNotice(pdf: Doc, d: ReportDocument) {
  if (!d.form_notice) return;
  pdf.moveDown(0.5);
  room(pdf, 30);
  pdf.fontSize(8.5).fillColor(INK).text(d.form_notice, M.left, pdf.y, { width: CONTENT_W });
}

/** Which results lie outside their method's validated range (each also flagged in its cell). */
function rangeNotice(pdf: Doc, d: ReportDocument) {
  if (!d.range_notice) return;
  pdf.moveDown(0.5);
  room(pdf, 30);
  pdf.fontSize(8.5).fillColor(FAIL).text(d.range_notice, M.left, pdf.y, { width: CONTENT_W });
}

/** Which pharmacopoeia edition the limits came from, when a newer one is in force. */
function editionNotice(pdf: Doc, d: ReportDocument) {
  if (!d.edition_notice) return;
  pdf.moveDown(0.5);
  room(pdf, 30);
  pdf.fontSize(8.5).fillColor(INK).text(d.edition_notice, M.left, pdf.y, { width: CONTENT_W });
}

function conclusion(pdf: Doc, d: ReportDocument, L: ReportLabels) {
  const verdictText = L.verdict[d.verdict];
  pdf.fontSize(10);
  const body = d.conclusion;
  const h = pdf.heightOfString(body, { width: CONTENT_W - 110 }) + 20;
  room(pdf, h + (d.note ? 30 : 0));
  const y = pdf.y;
  const color = d.verdict === 'fail' ? FAIL : d.verdict === 'pass' ? ACCENT : MUTED;
  pdf.rect(M.left, y, CONTENT_W, h).lineWidth(1).strokeColor(color).stroke();
  pdf
    .fontSize(16)
    .fillColor(color)
    .text(verdictText, M.left + 10, y + h / 2 - 10, { width: 90, align: 'center' });
  pdf
    .fontSize(10)
    .fillColor(INK)
    .text(body, M.left + 105, y + 10, { width: CONTENT_W - 115 });
  pdf.y = y + h + 4;
  if (d.note) {
    pdf.fontSize(9).fillColor(MUTED).text(L.colon(L.note, d.note), M.left, pdf.y, { width: CONTENT_W });
  }
}

/** Signed steps print the signer's statement (and a self-verification's reason) below the date. */
function signoffsHeight(d: ReportDocument): number {
  return d.signoffs.some((s) => s.self_verified) ? 84 : d.signoffs.some((s) => s.meaning) ? 64 : 46;
}

function signoffs(pdf: Doc, d: ReportDocument, L: ReportLabels, dateTime: (s: number | null) => string) {
  const colW = CONTENT_W / 3;
  const height = signoffsHeight(d);
  room(pdf, height);
  const y = pdf.y;
  d.signoffs.forEach((s, i) => {
    const x = M.left + i * colW;
    pdf
      .fontSize(9)
      .fillColor(MUTED)
      .text(L.step[s.step], x, y, { width: colW - 8 });
    pdf
      .fontSize(10)
      .fillColor(s.by ? INK : MUTED)
      .text(s.by || (s.done ? L.notRecorded : L.notYet), x, y + 14, { width: colW - 8 });
    pdf
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(s.at === null ? '' : dateTime(s.at), x, y + 29, { width: colW - 8 });
    if (s.meaning)
      pdf
        .fontSize(8.5)
        .fillColor(INK)
        .text(s.meaning, x, y + 42, { width: colW - 8 });
    if (s.self_verified) {
      pdf
        .fontSize(8.5)
        .fillColor(INK)
        .text(`${L.selfVerified}${s.self_verified}`, x, y + 55, { width: colW - 8, height: 28, ellipsis: true });
    }
  });
  pdf.y = y + height;
  pdf.x = M.left;
}

function footer(pdf: Doc, d: ReportDocument, L: ReportLabels, n: number, total: number, generated: string) {
  // Writing below the bottom margin must not start a new page.
  const bottom = pdf.page.margins.bottom;
  pdf.page.margins.bottom = 0;
  pdf
    .moveTo(M.left, FOOTER_Y - 6)
    .lineTo(A4.w - M.right, FOOTER_Y - 6)
    .lineWidth(0.4)
    .strokeColor(RULE)
    .stroke();
  pdf.fontSize(7.5).fillColor(MUTED);
  pdf.text(`${d.report_num} · ${d.institute}`, M.left, FOOTER_Y, { width: CONTENT_W / 2, lineBreak: false });
  pdf.text(`${L.generated} ${generated} · ${L.page(n, total)}`, M.left + CONTENT_W / 2, FOOTER_Y, {
    width: CONTENT_W / 2,
    align: 'right',
    lineBreak: false,
  });
  pdf.page.margins.bottom = bottom;
}

/** A large diagonal word across the page, light enough to read the report through. */
function watermark(pdf: Doc, word: string) {
  const bottom = pdf.page.margins.bottom;
  pdf.page.margins.bottom = 0;
  pdf.save();
  pdf.rotate(-35, { origin: [A4.w / 2, A4.h / 2] });
  pdf.fillColor(FAIL).opacity(0.14).fontSize(88);
  const w = pdf.widthOfString(word);
  pdf.text(word, A4.w / 2 - w / 2, A4.h / 2 - 50, { lineBreak: false });
  pdf.restore();
  pdf.opacity(1);
  pdf.page.margins.bottom = bottom;
}

/** The permalink as a vector QR code (error correction M), with its quiet zone. */
function drawQr(pdf: Doc, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 2;
  const cellSize = size / (n + 2 * quiet);
  pdf.rect(x, y, size, size).fillColor('#ffffff').fill();
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (qr.modules.get(r, c)) pdf.rect(x + (c + quiet) * cellSize, y + (r + quiet) * cellSize, cellSize, cellSize);
    }
  }
  pdf.fillColor('#000000').fill();
}
