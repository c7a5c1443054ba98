import { type Standard, type standardCreateSchema, standardItemKey, typedValue } from '@yaoshi/contracts';
import type { z } from 'zod';
import type { StandardDbRow, StandardInsert } from './standards.repository';

export type StandardInput = z.output<typeof standardCreateSchema>;

const num = (v: number | string | null) => (v === null ? null : Number(v));

export function toStandard(r: StandardDbRow): Standard {
  return {
    id: Number(r.id),
    scope: r.scope as Standard['scope'],
    matter_id: num(r.matter_id),
    matter_name: r.material_name ?? '',
    material_num: r.material_num ?? '',
    product_type: r.product_type,
    item: r.item,
    category: r.category,
    form: r.form,
    method: r.method,
    unit: r.unit,
    lower: num(r.lower_limit),
    upper: num(r.upper_limit),
    decimals: Number(r.decimals),
    lod: num(r.lod),
    loq: num(r.loq),
    lod_entered: r.lod_entered ?? null,
    loq_entered: r.loq_entered ?? null,
    decision_rule: r.decision_rule === 'guarded' ? 'guarded' : 'simple',
    turnaround_days: Number(r.turnaround_days),
    source: r.source,
    source_kind: r.source_kind as Standard['source_kind'],
    note: r.note,
    seeded: Number(r.seeded) === 1,
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
    updated_by: num(r.updated_by),
  };
}

/** The columns of one standard's editable fields. */
export function standardColumns(
  s: StandardInput,
): Omit<StandardInsert, 'created_at' | 'updated_at' | 'created_by' | 'updated_by' | 'seeded'> {
  return {
    scope: s.scope,
    matter_id: s.scope === 'matter' ? s.matter_id : null,
    product_type: s.scope === 'product_type' ? s.product_type : null,
    item: s.item,
    item_key: standardItemKey(s.item),
    category: s.category,
    // Absent on an update: the form stays as it is (a form that does not send it keeps it).
    ...(s.form !== undefined ? { form: s.form } : {}),
    method: s.method,
    unit: s.unit,
    lower_limit: s.lower,
    upper_limit: s.upper,
    decimals: s.decimals,
    // The typed text, when sent, is the value (its number is what results are compared with).
    lod: typedValue(s.lod_entered, s.lod),
    loq: typedValue(s.loq_entered, s.loq),
    lod_entered: s.lod_entered || null,
    loq_entered: s.loq_entered || null,
    decision_rule: s.decision_rule,
    // Absent on an update: the target stays as it is.
    ...(s.turnaround_days !== undefined ? { turnaround_days: s.turnaround_days } : {}),
    source: s.source,
    source_kind: s.source_kind,
    note: s.note,
  };
}
