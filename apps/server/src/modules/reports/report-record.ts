import {
  type Report,
  type ReportItem,
  type ReportRow,
  type Standard,
  type reportCreateSchema,
  type reportItemSchema,
  itemVerdict,
  limitText,
  resultText,
} from '@yaoshi/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { ReportItemsTable, TestingReportsTable } from '../../db/tables/catalogue';
import { numOrNull } from '../records/record-json';
import { buildSearchText } from '../search/search-text';
import type { ReportItemInsert } from './reports.repository';

type DbReport = Omit<TestingReportsTable, 'id'> & { id: number };
type DbItem = Selectable<ReportItemsTable>;
export type ReportInput = z.output<typeof reportCreateSchema>;
type ItemInput = z.output<typeof reportItemSchema>;

/** An item with its limits settled (from its standard, or as sent for an ad-hoc item). */
export interface ResolvedItem {
  input: ItemInput;
  standard: Standard | null;
}

/**
 * The stored row of an item. A standard, when there is one, gives method, unit, limits, source
 * and (for an item sent as 'other') the category: what a client sent for those is not used.
 * The verdict is always computed (a legacy `verdict` sent by an old file is ignored).
 */
export function itemRow({ input: it, standard: s }: ResolvedItem): ReportItemInsert {
  const lower = s ? s.lower : it.lower;
  const upper = s ? s.upper : (it.upper ?? it.limit ?? null);
  const judged = { lower, upper, result: it.result, not_detected: it.not_detected, lod: it.lod };
  return {
    item: it.item,
    category: s && it.category === 'other' ? s.category : it.category,
    result: it.result,
    result_text: it.result_text || resultText(judged),
    unit: s ? s.unit : it.unit,
    limit_value: upper,
    lower_limit: lower,
    limit_text: s ? limitText(lower, upper, s.decimals) : it.limit_text || limitText(lower, upper),
    method: s ? s.method : it.method,
    not_detected: it.not_detected ? 1 : 0,
    lod: it.lod,
    standard_id: s ? s.id : null,
    source: s ? s.source : '',
    verdict: itemVerdict(judged),
  };
}

/** An item as a client sends it, from its stored row (to judge it again against another sample). */
export function itemInputOf(r: ReportItem): ItemInput {
  return {
    item: r.item,
    category: r.category as ItemInput['category'],
    standard_id: null,
    method: r.method,
    unit: r.unit,
    lower: r.lower,
    upper: r.upper,
    result: r.result,
    not_detected: r.not_detected,
    lod: r.lod,
    result_text: r.result_text,
    limit_text: r.limit_text,
  };
}

export const reportSearchText = (
  r: Pick<DbReport, 'report_num' | 'report_name' | 'lab'>,
  sample?: { num: string; name: string },
) => buildSearchText({ names: [r.report_name, r.lab, sample?.name], codes: [r.report_num, sample?.num] });

export function toItem(r: DbItem): ReportItem {
  return {
    item: r.item,
    category: r.category,
    standard_id: numOrNull(r.standard_id),
    method: r.method,
    unit: r.unit,
    lower: numOrNull(r.lower_limit),
    upper: numOrNull(r.limit_value),
    limit: numOrNull(r.limit_value),
    limit_text: r.limit_text,
    source: r.source ?? '',
    result: numOrNull(r.result),
    not_detected: Number(r.not_detected ?? 0) === 1,
    lod: numOrNull(r.lod),
    result_text: r.result_text,
    verdict: r.verdict as ReportItem['verdict'],
  };
}

const num = (v: number | null) => (v === null ? null : Number(v));

export function toReport(r: DbReport, sample: { num: string; name: string }, items: DbItem[]): Report {
  return {
    id: Number(r.id),
    report_num: r.report_num,
    report_name: r.report_name,
    sample_kind: r.sample_kind as Report['sample_kind'],
    sample_id: Number(r.sample_id),
    sample_num: sample.num,
    sample_name: sample.name,
    lab: r.lab,
    tested_at: Number(r.tested_at),
    standard: r.standard,
    verdict: r.verdict as Report['verdict'],
    attachment: r.attachment,
    note: r.note,
    items: items.map(toItem),
    status: r.status as Report['status'],
    is_demo: r.is_demo === 1,
    view_count: Number(r.view_count),
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
    created_by: num(r.created_by),
    updated_by: num(r.updated_by),
  };
}

export function toReportRow(r: DbReport, sample: { num: string; name: string } | undefined): ReportRow {
  return {
    id: Number(r.id),
    report_num: r.report_num,
    report_name: r.report_name,
    sample_kind: r.sample_kind as ReportRow['sample_kind'],
    sample_id: Number(r.sample_id),
    sample_num: sample?.num ?? '',
    sample_name: sample?.name ?? '',
    lab: r.lab,
    tested_at: Number(r.tested_at),
    verdict: r.verdict as ReportRow['verdict'],
    item_count: Number(r.item_count),
    fail_count: Number(r.fail_count),
    has_attachment: r.attachment !== '',
    view_count: Number(r.view_count),
    updated_at: Number(r.updated_at),
    status: r.status as ReportRow['status'],
    is_demo: r.is_demo === 1,
  };
}
