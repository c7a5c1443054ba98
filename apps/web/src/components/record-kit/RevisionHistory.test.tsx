import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { OperationLog } from '@yaoshi/contracts';
import '@/lib/i18n';
import { RevisionDiff } from './HistoryTimeline';
import { displayValue, fieldChanges } from './revision-diff';

const entry = (over: Partial<OperationLog>): OperationLog => ({
  id: 1,
  user_id: 1,
  username: 'admin',
  action: 'update',
  kind: 'matter',
  record_id: 7,
  record_label: 'YS0001',
  summary: '',
  before: null,
  after: null,
  created_at: 1_795_000_000,
  ...over,
});

const opts = { yes: '是', no: '否', formatDate: () => '2026-11-22' };

describe('revision diff', () => {
  it('lists the changed fields of an update, leaving out bookkeeping and unchanged values', () => {
    const rows = fieldChanges(
      entry({
        before: { family: '茄科', catalogue_note: '', updated_by: null, effect_tags: ['a'] },
        after: { family: 'Solanaceae', catalogue_note: '新备注', updated_by: 1, effect_tags: ['a'] },
      }),
    );
    expect(rows).toEqual([
      { field: 'family', before: '茄科', after: 'Solanaceae' },
      { field: 'catalogue_note', before: '', after: '新备注' },
    ]);
  });

  it('shows only the filled fields of a created or deleted record', () => {
    const created = fieldChanges(entry({ action: 'create', after: { material_name: '枸杞子', family: '', id: 7 } }));
    expect(created).toEqual([{ field: 'material_name', before: undefined, after: '枸杞子' }]);
    const deleted = fieldChanges(entry({ action: 'delete', before: { material_name: '枸杞子', aliases: [] } }));
    expect(deleted.map((r) => r.field)).toEqual(['material_name']);
  });

  it('writes values as text: empty as a dash, booleans, days, lists and structures', () => {
    expect(displayValue('family', '', opts)).toBe('—');
    expect(displayValue('in_force', false, opts)).toBe('否');
    expect(displayValue('issued_at', 1_795_000_000, opts)).toBe('2026-11-22');
    expect(displayValue('batch', 2019, opts)).toBe('2019');
    expect(displayValue('effect_tags', ['补气', '安神'], opts)).toBe('补气、安神');
    expect(displayValue('material_dna', { marker: 'ITS2' }, opts)).toBe('{"marker":"ITS2"}');
  });

  it('renders a before/after table with fields labelled in the user language', () => {
    render(
      <RevisionDiff
        entry={entry({
          before: { material_name: '枸杞', family: '茄科', in_force: true },
          after: { material_name: '枸杞子', family: '茄科', in_force: false },
        })}
        namespaces={['matter']}
      />,
    );
    const table = screen.getByTestId('revision-diff');
    const rows = within(table).getAllByRole('row');
    // Header + the two changed fields (family did not change).
    expect(rows).toHaveLength(3);
    expect(within(table).getByText('修改前')).toBeTruthy();
    expect(rows[1]!.textContent).toBe('名称枸杞枸杞子');
    // A field without a kind label falls back to the shared ones.
    expect(rows[2]!.textContent).toBe('是否有效是否');
  });

  it('says so when a revision changed no field content', () => {
    render(<RevisionDiff entry={entry({ before: { updated_by: null }, after: { updated_by: 1 } })} namespaces={[]} />);
    expect(screen.getByText('没有字段内容变化')).toBeTruthy();
  });
});
