import { describe, expect, it } from 'vitest';
import { listActionOf, withoutAction } from './list-action';

describe('list action parameter', () => {
  it('reads create, import and export', () => {
    expect(listActionOf(new URLSearchParams('action=create'))).toBe('create');
    expect(listActionOf(new URLSearchParams('q=gq&action=import'))).toBe('import');
    expect(listActionOf(new URLSearchParams('action=export&status=online'))).toBe('export');
  });

  it('ignores a missing, empty or unknown action', () => {
    expect(listActionOf(new URLSearchParams(''))).toBeUndefined();
    expect(listActionOf(new URLSearchParams('action='))).toBeUndefined();
    expect(listActionOf(new URLSearchParams('action=delete'))).toBeUndefined();
    expect(listActionOf(new URLSearchParams('action=CREATE'))).toBeUndefined();
  });

  it('drops only the action, keeping the list state', () => {
    const next = withoutAction(new URLSearchParams('q=枸杞&action=export&catalogue_batch=2024&current=2'));
    expect(next.has('action')).toBe(false);
    expect(next.get('q')).toBe('枸杞');
    expect(next.get('catalogue_batch')).toBe('2024');
    expect(next.get('current')).toBe('2');
  });

  it('does not change the parameters it was given', () => {
    const search = new URLSearchParams('action=create');
    withoutAction(search);
    expect(search.get('action')).toBe('create');
  });
});
