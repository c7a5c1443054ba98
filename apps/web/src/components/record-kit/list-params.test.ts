import { describe, expect, it } from 'vitest';
import { clearSearch, pagingOf, patchSearch, readListState, sortOrderOf, sortValueOf, toApiQuery } from './list-params';

describe('list params', () => {
  it('reads only known keys and drops empty ones', () => {
    const s = new URLSearchParams('q=枸杞&effect_tag=&foo=1&current=2&catalogue_batch=2002');
    expect(readListState(s, ['effect_tag', 'catalogue_batch'])).toEqual({
      q: '枸杞',
      current: '2',
      catalogue_batch: '2002',
    });
  });

  it('defaults and caps paging', () => {
    expect(pagingOf({})).toEqual({ current: 1, pageSize: 10 });
    expect(pagingOf({ current: 'x', pageSize: '500' })).toEqual({ current: 1, pageSize: 100 });
    expect(pagingOf({ current: '3', pageSize: '20' })).toEqual({ current: 3, pageSize: 20 });
  });

  it('builds the API query with numeric paging', () => {
    expect(toApiQuery({ q: 'gqz', current: '2' })).toEqual({ q: 'gqz', current: 2, pageSize: 10 });
  });

  it('returns to page 1 when a filter changes but not when paging changes', () => {
    const s = new URLSearchParams('current=4&q=a');
    expect(patchSearch(s, { q: 'b' }).toString()).toBe('q=b');
    expect(patchSearch(s, { q: 'a' }).get('current')).toBe('4');
    expect(patchSearch(s, { current: '5' }).get('current')).toBe('5');
    expect(patchSearch(s, { q: '' }).has('q')).toBe(false);
  });

  it('clears list keys and keeps the rest', () => {
    const s = new URLSearchParams('q=a&grade=first&current=2&other=1');
    expect(clearSearch(s, ['grade']).toString()).toBe('other=1');
  });

  it('maps sort values both ways', () => {
    expect(sortOrderOf('updated_at:desc', 'updated_at')).toBe('descend');
    expect(sortOrderOf('updated_at:asc', 'updated_at')).toBe('ascend');
    expect(sortOrderOf('updated_at:asc', 'material_num')).toBeNull();
    expect(sortValueOf('material_num', 'ascend')).toBe('material_num:asc');
    expect(sortValueOf('material_num', null)).toBeUndefined();
  });
});

describe('the data-quality filter', () => {
  it('is read from the URL by every list and cleared by reset', () => {
    const s = new URLSearchParams('quality=matter-without-dna&other=1');
    expect(readListState(s, [])).toMatchObject({ quality: 'matter-without-dna' });
    const cleared = clearSearch(s, []);
    expect(cleared.has('quality')).toBe(false);
    expect(cleared.get('other')).toBe('1');
  });
});
