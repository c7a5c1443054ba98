import fs from 'node:fs';
import {
  type Monograph,
  type MonographInput,
  type Standard,
  matterUpdateSchema,
  monographSchema,
  standardCreateSchema,
  standardItemKey,
} from '@yaoshi/contracts';
import { SYSTEM_ACTOR } from '../../../modules/records/actor';
import { CATALOGUE } from '../catalogue';
import { standardsOfMonograph } from '../standards';
import type { StepContext } from '../index';
import type { DataMigration } from './index';
import type { Skip } from './kit';

/** The monographs as shipped before this fill (null: none), for each matter it changes. */
const BEFORE = (
  JSON.parse(fs.readFileSync(new URL('./monograph-fill-before.json', import.meta.url), 'utf8')) as {
    before: Record<string, MonographInput | null>;
  }
).before;

/** JSON with sorted keys: the stored and the parsed monograph may list keys in another order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`)
      .join(',')}}`;
  return JSON.stringify(v ?? null);
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);
const parse = (m: MonographInput | null): Monograph | null => (m ? monographSchema.parse(m) : null);

/** What identifies a seeded limit: its item, form and limits. */
const limitKey = (s: { item: string; form?: string; lower?: number | null; upper?: number | null; unit: string }) =>
  [standardItemKey(s.item), s.form ?? '', s.lower ?? '', s.upper ?? '', s.unit].join('|');

/**
 * The standards of a matter whose monograph this fill changed: a limit that gained its form
 * (山药片 浸出物, once told apart by its note) gets it where the row still holds what was seeded;
 * a limit the fill added (山药片 水分 …) is added unless a row with its item, form and limits exists.
 */
async function fillStandards(ctx: StepContext, skip: Skip, id: number, num: string, from: Monograph, to: Monograph) {
  const { services, database } = ctx;
  let changed = 0;
  const rows = (
    await services.standards.list({ scope: 'matter', matter_id: id, current: 1, pageSize: 500 })
  ).list.filter((s) => s.matter_id === id);
  const before = standardsOfMonograph(id, from);
  for (const s of standardsOfMonograph(id, to)) {
    if (rows.some((r) => limitKey(r) === limitKey(s))) continue;
    // The same limit as shipped without its form: give it the form, if nobody changed it.
    const old = before.find((o) => limitKey(o) === limitKey({ ...s, form: '' }) && o.note !== s.note);
    const row = old && rows.find((r) => r.seeded && limitKey(r) === limitKey(old) && r.note === old.note);
    if (old && row) {
      await services.standards.update(
        row.id,
        standardCreateSchema.parse({ ...inputOf(row), form: s.form, note: s.note }),
        SYSTEM_ACTOR,
        database.db,
      );
      changed++;
    } else if (old) {
      skip(`matter ${num} standard ${s.item} ${s.form} (edited or deleted by a curator)`);
    } else {
      await services.standards.create(standardCreateSchema.parse(s), SYSTEM_ACTOR, database.db, { seeded: true });
      changed++;
    }
  }
  return changed;
}

function inputOf(s: Standard) {
  return {
    scope: s.scope,
    matter_id: s.matter_id,
    product_type: s.product_type,
    item: s.item,
    category: s.category,
    form: s.form,
    method: s.method,
    unit: s.unit,
    lower: s.lower,
    upper: s.upper,
    decimals: s.decimals,
    lod: s.lod,
    loq: s.loq,
    decision_rule: s.decision_rule,
    source: s.source,
    source_kind: s.source_kind,
    note: s.note,
  };
}

/**
 * Fills the second round of monographs in databases seeded before it (fresh ones get them from
 * catalogue.json, so this changes nothing there): usage and dosage, storage and processing of
 * the 39 matters that had none, storage of 23 more, the 山药片 limits and the forms of limits
 * that name one, and three limits an audit found missing. A monograph is replaced only where it
 * still holds what was shipped before (monograph-fill-before.json): a curator's edit is kept,
 * and reported as skipped, as is a deleted or renamed matter.
 */
export const monographFillMigration: DataMigration = {
  name: '2026-11-monograph-fill',
  async run(ctx, skip) {
    const { services } = ctx;
    let changed = 0;
    for (const [num, shipped] of Object.entries(BEFORE)) {
      const e = CATALOGUE.find((x) => x.material_num === num);
      if (!e?.monograph) throw new Error(`2026-11-monograph-fill: ${num} has no monograph in catalogue.json`);
      const id = await services.matters.idByNum(num);
      if (id === null) {
        skip(`matter ${num} ${e.material_name} (deleted or renumbered by a curator)`);
        continue;
      }
      const current = await services.matters.load(id);
      if (current.material_name !== e.material_name) {
        skip(`matter ${num} (named ${current.material_name}, not ${e.material_name})`);
        continue;
      }
      const from = parse(shipped);
      const to = parse(e.monograph)!;
      if (!same(current.monograph, to)) {
        if (!same(current.monograph, from)) {
          skip(`matter ${num} monograph (edited by a curator)`);
          continue;
        }
        await services.matters.update(id, matterUpdateSchema.parse({ monograph: to }), SYSTEM_ACTOR);
        changed++;
      }
      if (from) changed += await fillStandards(ctx, skip, id, num, from, to);
    }
    return changed;
  },
};
