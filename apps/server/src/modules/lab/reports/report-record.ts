import {
  type LabMethod,
  type Report,
  type ReportItem,
  type ReportRow,
  type Standard,
  type reportCreateSchema,
  type reportItemSchema,
  belowOf,
  derivedUncertainty,
  itemVerdict,
  limitText,
  outsideValidatedRange,
  resultText,
  typedValue,
} from '@yaoshi/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { ReportItemsTable, TestingReportsTable } from '../../../db/tables/catalogue';
import { numOrNull } from '../../records/record-json';
import { buildSearchText } from '../../records/search-text';
import type { ReportItemInsert } from './reports.repository';

type DbReport = Omit<Selectable<TestingReportsTable>, 'id'> & { id: number };
type DbItem = Selectable<ReportItemsTable>;
export type ReportInput = z.output<typeof reportCreateSchema>;
type ItemInput = z.output<typeof reportItemSchema>;

/** An item with its limits settled (from its standard, or as sent for an ad-hoc item). */
export interface ResolvedItem {
  input: ItemInput;
  standard: Standard | null;
  /** The standard's validated method, when it has one. */
  method?: LabMethod | null;
}

/**
 * The stored row of an item. A standard, when there is one, gives method, unit, limits, source
 * and (for an item sent as 'other') the category: what a client sent for those is not used.
 * The verdict is always computed (a legacy `verdict` sent by an old file is ignored).
 */
export function itemRow({ input: it, standard: s, method }: ResolvedItem): ReportItemInsert {
  // A method whose unit is no longer its standard's (the standard was edited) describes other numbers.
  const m = s && method && method.unit.trim() === s.unit.trim() ? method : null;
  const lower = s ? s.lower : it.lower;
  const upper = s ? s.upper : (it.upper ?? it.limit ?? null);
  // The text typed is the result; its number is what the verdict compares.
  const entered = it.result_entered ?? (it.result === null ? null : String(it.result));
  const result = entered === null ? null : Number(entered);
  // LOD and LOQ with the digits typed: the validated method's, else the standard's when it
  // states them, else the item's.
  const lodEntered = m?.lod ?? (s?.lod != null ? s.lod_entered : it.lod_entered || null);
  const loqEntered = m?.loq ?? (s?.loq != null ? s.loq_entered : it.loq_entered || null);
  const lod = m?.lod != null ? Number(m.lod) : (s?.lod ?? typedValue(it.lod_entered, it.lod));
  const loq = m?.loq != null ? Number(m.loq) : (s?.loq ?? typedValue(it.loq_entered, it.loq));
  const below = belowOf({ result, not_detected: it.not_detected, lod, loq, below: it.below });
  // With a method, U comes from its budget (a typed U is not used); without one, U is as typed.
  const derived = m ? (below === null ? derivedUncertainty(result, m) : null) : null;
  const uncertainty = m ? (derived?.value ?? null) : typedValue(it.uncertainty_entered, it.uncertainty);
  const uncertaintyEntered = m ? (derived?.text ?? null) : it.uncertainty_entered || null;
  const uncertaintyK = derived?.k ?? null;
  const unit = s ? s.unit : it.unit;
  const judged = {
    lower,
    upper,
    result,
    not_detected: below !== null,
    lod,
    loq,
    below,
    uncertainty,
    decision_rule: s ? s.decision_rule : it.decision_rule,
  };
  return {
    item: it.item,
    category: s && it.category === 'other' ? s.category : it.category,
    result,
    result_entered: entered,
    result_text:
      it.result_text ||
      resultText({
        ...judged,
        result_entered: entered,
        lod_entered: lodEntered,
        loq_entered: loqEntered,
        uncertainty_entered: uncertaintyEntered,
        uncertainty_k: uncertaintyK,
        unit,
      }),
    unit,
    upper,
    lower,
    limit_text: s ? limitText(lower, upper, s.decimals) : it.limit_text || limitText(lower, upper),
    method: s ? s.method : it.method,
    not_detected: below !== null ? 1 : 0,
    below,
    lod,
    loq,
    uncertainty,
    lod_entered: lodEntered,
    loq_entered: loqEntered,
    uncertainty_entered: uncertaintyEntered,
    decision_rule: judged.decision_rule,
    standard_id: s ? s.id : null,
    source: s ? s.source : '',
    verdict: itemVerdict(judged),
    method_id: m ? m.id : null,
    uncertainty_k: uncertaintyK,
    range_low: m ? m.range_low : null,
    range_high: m ? m.range_high : null,
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
    result: r.result_entered === null ? r.result : null,
    result_entered: r.result_entered,
    // A number under LOD / LOQ is entered again as that number (and found below again).
    not_detected: r.result === null && r.not_detected,
    below: r.result === null ? r.below : null,
    lod: r.lod,
    loq: r.loq,
    // A U derived from a method is derived again (from the method then in force), never kept as typed.
    uncertainty: r.uncertainty_k ? null : r.uncertainty,
    lod_entered: r.lod_entered,
    loq_entered: r.loq_entered,
    uncertainty_entered: r.uncertainty_k ? null : r.uncertainty_entered,
    decision_rule: r.decision_rule,
    result_text: r.result_text,
    limit_text: r.limit_text,
  };
}

export const reportSearchText = (
  r: Pick<DbReport, 'report_num' | 'report_name' | 'lab'>,
  sample?: { num: string; name: string },
) => buildSearchText({ names: [r.report_name, r.lab, sample?.name], codes: [r.report_num, sample?.num] });

export function toItem(r: DbItem): ReportItem {
  const result = numOrNull(r.result);
  const range = { range_low: r.range_low ?? null, range_high: r.range_high ?? null };
  return {
    item: r.item,
    category: r.category,
    standard_id: numOrNull(r.standard_id),
    method: r.method,
    unit: r.unit,
    lower: numOrNull(r.lower),
    upper: numOrNull(r.upper),
    limit_text: r.limit_text,
    source: r.source ?? '',
    result: numOrNull(r.result),
    result_entered: r.result_entered ?? null,
    not_detected: Number(r.not_detected ?? 0) === 1,
    below: (r.below as ReportItem['below']) ?? null,
    lod: numOrNull(r.lod),
    loq: numOrNull(r.loq),
    uncertainty: numOrNull(r.uncertainty),
    lod_entered: r.lod_entered ?? null,
    loq_entered: r.loq_entered ?? null,
    uncertainty_entered: r.uncertainty_entered ?? null,
    decision_rule: r.decision_rule === 'guarded' ? 'guarded' : 'simple',
    result_text: r.result_text,
    verdict: r.verdict as ReportItem['verdict'],
    method_id: numOrNull(r.method_id ?? null),
    uncertainty_k: r.uncertainty_k ?? null,
    range_low: range.range_low,
    range_high: range.range_high,
    out_of_range: r.below == null && outsideValidatedRange(result, range),
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
    invalidated_at: num(r.invalidated_at),
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
    invalidated_at: num(r.invalidated_at),
    has_attachment: r.attachment !== '',
    view_count: Number(r.view_count),
    updated_at: Number(r.updated_at),
    status: r.status as ReportRow['status'],
    is_demo: r.is_demo === 1,
  };
}
