import type { LabelLayout } from '@yaoshi/contracts';

/** Points per millimetre (PDF units are 1/72 inch). */
export const MM = 72 / 25.4;

/** A page of labels, in millimetres: page size, label size, grid, margins and gaps. */
export interface LabelGeometry {
  page: { w: number; h: number };
  label: { w: number; h: number };
  cols: number;
  rows: number;
  left: number;
  top: number;
  gapX: number;
  gapY: number;
}

/**
 * Common label stock: A4 3 × 8 of 70 × 37 mm (edge to edge, Avery 3474 / Herma 4453 type),
 * A4 2 × 7 of 99.1 × 38.1 mm (Avery L7163 type), and a roll label of 50 × 30 mm, one per page
 * (thermal label printers take one page per label).
 */
export const LABEL_LAYOUTS: Record<LabelLayout, LabelGeometry> = {
  'a4-3x8': {
    page: { w: 210, h: 297 },
    label: { w: 70, h: 37 },
    cols: 3,
    rows: 8,
    left: 0,
    top: 0.5,
    gapX: 0,
    gapY: 0,
  },
  'a4-2x7': {
    page: { w: 210, h: 297 },
    label: { w: 99.1, h: 38.1 },
    cols: 2,
    rows: 7,
    left: 4.65,
    top: 15.15,
    gapX: 2.5,
    gapY: 0,
  },
  'single-50x30': {
    page: { w: 50, h: 30 },
    label: { w: 50, h: 30 },
    cols: 1,
    rows: 1,
    left: 0,
    top: 0,
    gapX: 0,
    gapY: 0,
  },
};

/** Where label `index` (0-based, counted across pages, row by row) goes: page and top-left in mm. */
export function labelSlot(g: LabelGeometry, index: number) {
  const perPage = g.cols * g.rows;
  const page = Math.floor(index / perPage);
  const at = index % perPage;
  const col = at % g.cols;
  const row = Math.floor(at / g.cols);
  return { page, x: g.left + col * (g.label.w + g.gapX), y: g.top + row * (g.label.h + g.gapY) };
}
