import {
  type FactSourceInput,
  type Monograph,
  type Standard,
  matterUpdateSchema,
  standardCreateSchema,
  standardItemKey,
} from '@yaoshi/contracts';
import { SYSTEM_ACTOR } from '../../../modules/records/actor';
import { CATALOGUE } from '../catalogue';
import type { StepContext } from '../index';
import { restrictionsByNum } from './2026-11-use-restrictions';
import type { DataMigration } from './index';
import { correctMatter, type Skip } from './kit';

/** JSON with sorted keys: a stored and a parsed value may list keys in another order. */
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

/** 山药's 【炮制】 names the slices 山药 and 麸炒山药; 山药片 is a crude-drug form (【来源】). */
const YAM = { num: 'YS-0006', from: ['山药片', '麸炒山药'], to: ['山药', '麸炒山药'] };

/** The volatile-oil limits print "%（ml/g）" (ml per 100 g); they were shipped as "ml/g". */
export const VOLATILE_OIL_UNIT = { from: 'ml/g', to: '%（ml/g）' } as const;
const VOLATILE_OIL_NUMS = ['YS-0002', 'YS-0024', 'YS-0031', 'YS-0047', 'YS-0083', 'YS-0088'];

/** The 2023 batch's explanatory note was dated with the announcement's signing day. */
const NOTE_2023 = {
  document: '《关于党参等9种新增按照传统既是食品又是中药材的物质公告》解读',
  from: '2023-11-09',
  to: '2023-11-17',
};

/** The monograph with 山药's forms and the volatile-oil units corrected, each part only where still as shipped. */
function correctedMonograph(num: string, current: Monograph, skip: Skip): Monograph | null {
  let changed = false;
  const next: Monograph = { ...current };
  if (num === YAM.num && current.processing) {
    if (same(current.processing.forms, YAM.from)) {
      next.processing = { ...current.processing, forms: YAM.to };
      changed = true;
    } else if (!same(current.processing.forms, YAM.to)) skip(`matter ${num} processing forms (edited by a curator)`);
  }
  if (VOLATILE_OIL_NUMS.includes(num)) {
    const shipped = CATALOGUE.find((e) => e.material_num === num)?.monograph?.assays ?? [];
    next.assays = current.assays.map((a) => {
      if (a.unit !== VOLATILE_OIL_UNIT.from) return a;
      // As shipped but for the unit: the same marker, limit, form and note as a shipped assay.
      const asShipped = shipped.some(
        (s) =>
          s.marker === a.marker &&
          s.limit_type === a.limit_type &&
          s.value === a.value &&
          (s.form ?? '') === (a.form ?? '') &&
          (s.note ?? '') === a.note,
      );
      if (!asShipped) {
        skip(`matter ${num} assay ${a.marker} ${a.value} (edited by a curator)`);
        return a;
      }
      changed = true;
      return { ...a, unit: VOLATILE_OIL_UNIT.to };
    });
  }
  return changed ? next : null;
}

/** The seeded volatile-oil limits of a matter move to the printed unit where their limits are as shipped. */
async function correctLimits(ctx: StepContext, skip: Skip, id: number, num: string): Promise<number> {
  const { services, database } = ctx;
  const shipped = (CATALOGUE.find((e) => e.material_num === num)?.monograph?.assays ?? []).filter(
    (a) => a.unit === VOLATILE_OIL_UNIT.to,
  );
  const rows = (await services.standards.list({ scope: 'matter', matter_id: id, current: 1, pageSize: 500 })).list;
  let changed = 0;
  for (const row of rows) {
    if (row.matter_id !== id || (row.unit as string) !== VOLATILE_OIL_UNIT.from) continue;
    const match = shipped.find(
      (a) =>
        standardItemKey(a.marker) === standardItemKey(row.item) &&
        (a.form ?? '') === row.form &&
        a.value === row.lower &&
        row.upper === null,
    );
    if (!match) {
      skip(`matter ${num} standard ${row.item} ${row.form} ${row.lower ?? ''} (edited by a curator)`);
      continue;
    }
    await services.standards.update(
      row.id,
      standardCreateSchema.parse({ ...inputOf(row), unit: VOLATILE_OIL_UNIT.to }),
      SYSTEM_ACTOR,
      database.db,
    );
    changed++;
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
    lod_entered: s.lod_entered,
    loq_entered: s.loq_entered,
    decision_rule: s.decision_rule,
    source: s.source,
    source_kind: s.source_kind,
    note: s.note,
  };
}

/** The 2023 explanatory note's date in a matter's restrictions and its catalogue note's source. */
async function correctNoteDate(ctx: StepContext, skip: Skip): Promise<number> {
  let changed = 0;
  for (const [num, { restrictions }] of restrictionsByNum()) {
    if (!restrictions.some((r) => r.source.document === NOTE_2023.document)) continue;
    const shipped = restrictions.map((r) =>
      r.source.document === NOTE_2023.document ? { ...r, source: { ...r.source, date: NOTE_2023.from } } : r,
    );
    changed += await correctMatter(ctx, skip, num, { restrictions: { from: shipped, to: restrictions } });
  }
  for (const e of CATALOGUE.filter((x) => x.catalogue_batch === 2023)) {
    const id = await ctx.services.matters.idByNum(e.material_num);
    if (id === null) continue; // reported above
    const current = await ctx.services.matters.load(id);
    const note = current.provenance.catalogue_note;
    if (note?.kind !== 'cited' || note.document !== NOTE_2023.document || note.date === NOTE_2023.to) continue;
    if (note.date !== NOTE_2023.from) {
      skip(`matter ${e.material_num} catalogue note source (edited by a curator)`);
      continue;
    }
    const provenance: Record<string, FactSourceInput> = {
      ...current.provenance,
      catalogue_note: { ...note, date: NOTE_2023.to },
    };
    await ctx.services.matters.update(id, matterUpdateSchema.parse({ provenance }), SYSTEM_ACTOR);
    changed++;
  }
  return changed;
}

/**
 * Three values checked against the Pharmacopoeia 2020 vol. I and the 2023 announcement: 山药's
 * 【炮制】 forms (山药, 麸炒山药; 山药片 is a crude-drug form with limits of its own), the unit of
 * the eight volatile-oil limits (%（ml/g）, not ml/g) in the monographs and the seeded limits,
 * and the 2023 explanatory note's date (published 2023-11-17). Each value is changed only where
 * it still holds what was shipped; a curator's edit is kept and reported. Fresh databases get
 * the values from the seed data, so this changes nothing there.
 */
export const chpValuesMigration: DataMigration = {
  name: '2026-12-chp-values',
  async run(ctx, skip) {
    let changed = 0;
    for (const num of [YAM.num, ...VOLATILE_OIL_NUMS]) {
      const id = await ctx.services.matters.idByNum(num);
      if (id === null) {
        skip(`matter ${num} (deleted or renumbered by a curator)`);
        continue;
      }
      const current = await ctx.services.matters.load(id);
      const name = CATALOGUE.find((e) => e.material_num === num)?.material_name;
      if (current.material_name !== name) {
        skip(`matter ${num} (named ${current.material_name}, not ${name})`);
        continue;
      }
      const monograph = current.monograph ? correctedMonograph(num, current.monograph, skip) : null;
      if (monograph) {
        await ctx.services.matters.update(id, matterUpdateSchema.parse({ monograph }), SYSTEM_ACTOR);
        changed++;
      }
      if (VOLATILE_OIL_NUMS.includes(num)) changed += await correctLimits(ctx, skip, id, num);
    }
    return changed + (await correctNoteDate(ctx, skip));
  },
};
