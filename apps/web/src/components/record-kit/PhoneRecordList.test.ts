import { describe, expect, it } from 'vitest';
import { activeFilterCount } from './FilterDrawer';
import { cardLayoutOf } from './PhoneRecordList';
import type { RecordColumn } from './RecordTable';

describe('activeFilterCount', () => {
  it('counts set filters, not paging, search or sort', () => {
    expect(activeFilterCount({ current: '2', pageSize: '20', q: 'gouqi', sort: 'updated_at:desc' })).toBe(0);
    expect(activeFilterCount({ status: 'online', catalogue_batch: '2002', q: 'x', effect_tag: '' })).toBe(2);
    expect(activeFilterCount({ quality: 'no-image' })).toBe(1);
  });
});

describe('cardLayoutOf', () => {
  type Row = { id: number };
  const col = (key: string, extra: Partial<RecordColumn<Row>> = {}): RecordColumn<Row> => ({
    key,
    title: key,
    ...extra,
  });

  it('puts the fixed left columns in the head, operations at the foot, the rest as fields', () => {
    const { head, fields, actions } = cardLayoutOf<Row>([
      col('num', { fixed: 'left' }),
      col('name', { fixed: 'left' }),
      col('status'),
      col('hidden', { hidden: true }),
      col('updated'),
      col('actions', { fixed: 'right' }),
    ]);
    expect(head.map((c) => c.key)).toEqual(['num', 'name']);
    expect(fields.map((c) => c.key)).toEqual(['status', 'updated']);
    expect(actions.map((c) => c.key)).toEqual(['actions']);
  });

  it('uses the first column as the head when none is fixed', () => {
    const { head, fields } = cardLayoutOf<Row>([col('name'), col('status'), col('operation')]);
    expect(head.map((c) => c.key)).toEqual(['name']);
    expect(fields.map((c) => c.key)).toEqual(['status']);
  });
});
