import { type Report, itemResultText } from '@yaoshi/contracts';

type Item = Report['items'][number];

/** A result as the history keeps it: as the report prints it (itemResultText), in Chinese. */
export const resultValue = (it: Item): string => itemResultText(it, 'zh-CN');

/** The same item in the next save: by its standard, else by its name (a report moved to another sample loses its standards). */
const sameItem = (after: Item[], it: Item) =>
  (it.standard_id !== null ? after.find((a) => a.standard_id === it.standard_id) : undefined) ??
  after.find((a) => a.item === it.item);

/**
 * The results that changed after entry, from one save of the items to the next: an entered value
 * replaced or removed. A value entered where there was none is entry, not a change.
 */
export function resultChanges(before: Item[], after: Item[]): { item: string; old_value: string; new_value: string }[] {
  const out: { item: string; old_value: string; new_value: string }[] = [];
  for (const it of before) {
    const old = resultValue(it);
    if (old === '') continue;
    const now = sameItem(after, it);
    const value = now ? resultValue(now) : '';
    if (value !== old) {
      out.push({
        item: it.item,
        old_value: it.unit ? `${old} ${it.unit}` : old,
        new_value: value && now?.unit ? `${value} ${now.unit}` : value,
      });
    }
  }
  return out;
}

/**
 * The results entered where there was none, from one save of the items to the next: kept in the
 * history only when the writer says why (an instrument import names its file).
 */
export function resultEntries(before: Item[], after: Item[]): { item: string; old_value: string; new_value: string }[] {
  const out: { item: string; old_value: string; new_value: string }[] = [];
  for (const it of after) {
    const value = resultValue(it);
    if (value === '') continue;
    const was = sameItem(before, it);
    if (was && resultValue(was) !== '') continue;
    out.push({ item: it.item, old_value: '', new_value: it.unit ? `${value} ${it.unit}` : value });
  }
  return out;
}
