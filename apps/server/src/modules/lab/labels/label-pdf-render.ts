import PDFDocument from 'pdfkit';
import type { LabelLayout } from '@yaoshi/contracts';
import type { ReportFont } from '../reports/report-pdf-font';
import { LABEL_LAYOUTS, MM, labelSlot } from './label-layouts';
import { labelQr } from './label-qr';

/** One label: the QR encodes the permalink; the number is printed to be read (and typed) by eye. */
export interface LabelEntry {
  num: string;
  name: string;
  /** Second line under the name: kind and subject (matter or product). */
  detail: string;
  permalink: string;
}

export interface LabelJob {
  layout: LabelLayout;
  /** Positions already used on a partly used first sheet. */
  skip: number;
  labels: LabelEntry[];
  font: ReportFont;
  title: string;
  /** Tests read the drawing operators back (the QR's modules); production compresses. */
  compress?: boolean;
}

const INK = '#000000';
const MUTED = '#333333';

/** Draws the QR of `text` with a two-module quiet zone, `size` points square, at (x, y). */
function drawQr(pdf: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = labelQr(text);
  const quiet = 2;
  const cell = size / (qr.size + 2 * quiet);
  for (let r = 0; r < qr.size; r++) {
    for (let c = 0; c < qr.size; c++) {
      if (qr.dark(r, c)) pdf.rect(x + (c + quiet) * cell, y + (r + quiet) * cell, cell, cell);
    }
  }
  pdf.fillColor(INK).fill();
}

/**
 * A label sheet PDF: per sample a QR code of its permalink beside its number and
 * name, on the chosen label stock. Runs in the label worker thread (label-pdf.worker.ts).
 */
export async function renderLabelPdf(job: LabelJob): Promise<Buffer> {
  const g = LABEL_LAYOUTS[job.layout];
  const pdf = new PDFDocument({
    size: [g.page.w * MM, g.page.h * MM],
    margin: 0,
    autoFirstPage: false,
    compress: job.compress ?? true,
    info: { Title: job.title },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('cjk', job.font.path, job.font.face);

  let page = -1;
  job.labels.forEach((label, i) => {
    const slot = labelSlot(g, i + job.skip);
    while (page < slot.page) {
      pdf.addPage({ size: [g.page.w * MM, g.page.h * MM], margin: 0 });
      pdf.font('cjk');
      page++;
    }
    const x = slot.x * MM;
    const y = slot.y * MM;
    const w = g.label.w * MM;
    const h = g.label.h * MM;
    const pad = Math.min(2.5 * MM, h * 0.08);
    const qrSize = h - 2 * pad;
    drawQr(pdf, label.permalink, x + pad, y + pad, qrSize);
    const textX = x + pad + qrSize + pad * 0.6;
    const textW = w - (textX - x) - pad;
    const numSize = Math.min(11, h / 5.2);
    pdf
      .fillColor(INK)
      .fontSize(numSize)
      .text(label.num, textX, y + pad + 1, { width: textW, lineBreak: false, ellipsis: true });
    pdf
      .fontSize(numSize * 0.72)
      .text(label.name, textX, y + pad + numSize * 1.45, { width: textW, height: numSize * 1.9, ellipsis: true });
    pdf
      .fillColor(MUTED)
      .fontSize(numSize * 0.6)
      .text(label.detail, textX, y + h - pad - numSize * 0.8, { width: textW, lineBreak: false, ellipsis: true });
  });
  if (page < 0) pdf.addPage({ size: [g.page.w * MM, g.page.h * MM], margin: 0 });
  pdf.end();
  return done;
}
