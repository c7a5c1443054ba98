import { matterCreateSchema, matterUpdateSchema } from '@yaoshi/contracts';
import { SYSTEM_ACTOR } from '../../../modules/records/actor';
import type { StepContext } from '../index';

/** Notes why a correction was not made (a curator deleted or edited the record); goes to the log. */
export type Skip = (why: string) => void;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Sets fields of a catalogue matter, each only where it still holds the value the data
 * shipped (`from`): a field a curator changed is left alone, a deleted matter is not
 * re-created. Returns how many fields changed.
 */
export async function correctMatter(
  { services }: StepContext,
  skip: Skip,
  num: string,
  fields: Record<string, { from: unknown; to: unknown }>,
): Promise<number> {
  const id = await services.matters.idByNum(num);
  if (id === null) {
    skip(`matter ${num} (deleted or renumbered by a curator)`);
    return 0;
  }
  const current = (await services.matters.load(id)) as unknown as Record<string, unknown>;
  const patch: Record<string, unknown> = {};
  for (const [field, { from, to }] of Object.entries(fields)) {
    if (same(current[field], to)) continue; // already right
    if (!same(current[field], from)) skip(`matter ${num} field ${field} (edited by a curator)`);
    else patch[field] = to;
  }
  if (Object.keys(patch).length === 0) return 0;
  await services.matters.update(id, matterUpdateSchema.parse(patch), SYSTEM_ACTOR);
  return Object.keys(patch).length;
}

/** Adds a matter a later announcement brought in, unless one with its number exists. Returns 1 or 0. */
export async function addMatter(
  { services }: StepContext,
  skip: Skip,
  input: Parameters<typeof matterCreateSchema.parse>[0],
): Promise<number> {
  // An announced catalogue matter is public from the start, unlike a curator's new draft.
  const parsed = matterCreateSchema.parse({ status: 'online', ...(input as object) });
  if (!parsed.material_num) throw new Error('addMatter: a catalogue matter needs its material_num');
  if ((await services.matters.idByNum(parsed.material_num)) !== null) {
    skip(`new matter ${parsed.material_num} (a record with that number exists)`);
    return 0;
  }
  await services.matters.create(parsed, SYSTEM_ACTOR);
  return 1;
}
