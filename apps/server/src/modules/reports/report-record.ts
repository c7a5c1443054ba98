import type { Report, ReportItem, ReportRow, reportCreateSchema, reportItemSchema } from '@yaoshi/contracts';
import type { z } from 'zod';
import type { ReportItemsTable, TestingReportsTable } from '../../db/tables/catalogue';
import { buildSearchText } from '../search/search-text';
import type { ReportItemInsert } from './reports.repository';

type DbReport = Omit<TestingReportsTable, 'id'> & { id: number };
type DbItem = Omit<ReportItemsTable, 'id'> & { id: number };
export type ReportInput = z.output<typeof reportCreateSchema>;
type ItemInput = z.output<typeof reportItemSchema>;

/** An item's verdict: as given, else result ≤ limit when both are numbers, else pass. */
export function itemVerdict(it: Pick<ItemInput, 'verdict' | 'result' | 'limit'>): 'pass' | 'fail' {
  if (it.verdict) return it.verdict;
  if (it.result !== null && it.limit !== null) return it.result <= it.limit ? 'pass' : 'fail';
  return 'pass';
}

export function itemRows(items: ItemInput[]): ReportItemInsert[] {
  return items.map((it) => ({
    item: it.item,
    category: it.category,
    result: it.result,
    result_text: it.result_text,
    unit: it.unit,
    limit_value: it.limit,
    limit_text: it.limit_text,
    method: it.method,
    verdict: itemVerdict(it),
  }));
}

export const reportSearchText = (
  r: Pick<DbReport, 'report_num' | 'report_name' | 'lab'>,
  sample?: { num: string; name: string },
) => buildSearchText({ names: [r.report_name, r.lab, sample?.name], codes: [r.report_num, sample?.num] });

export function toItem(r: DbItem): ReportItem {
  return {
    item: r.item,
    category: r.category,
    result: r.result === null ? null : Number(r.result),
    result_text: r.result_text,
    unit: r.unit,
    limit: r.limit_value === null ? null : Number(r.limit_value),
    limit_text: r.limit_text,
    method: r.method,
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
