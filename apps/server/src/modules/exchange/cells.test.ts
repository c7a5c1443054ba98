import { describe, expect, it } from 'vitest';
import { matterCreateSchema, productCreateSchema, regulationCreateSchema, reportCreateSchema } from '@yaoshi/contracts';
import { cellKind, fromCell, toCell } from './cells';

describe('cells', () => {
  it('derives cell kinds from the create schemas', () => {
    const m = matterCreateSchema.shape;
    expect(cellKind(m.material_name)).toBe('string');
    expect(cellKind(m.aliases)).toBe('list');
    expect(cellKind(m.effect_tags)).toBe('list');
    expect(cellKind(m.regulation_ids)).toBe('ids');
    expect(cellKind(m.regulations_json)).toBe('json');
    expect(cellKind(m.material_dna)).toBe('json?');
    expect(cellKind(m.catalogue_batch)).toBe('number?');
    expect(cellKind(productCreateSchema.shape.product_release_time)).toBe('number?');
    expect(cellKind(productCreateSchema.shape.product_nutrients_json)).toBe('json');
    expect(cellKind(regulationCreateSchema.shape.in_force)).toBe('bool');
    expect(cellKind(reportCreateSchema.shape.items)).toBe('json');
    expect(cellKind(reportCreateSchema.shape.sample_id)).toBe('number');
  });
  it('round-trips values', () => {
    expect(fromCell(toCell(['a', 'b'], 'list'), 'list')).toEqual({ ok: true, value: ['a', 'b'] });
    expect(fromCell(toCell([1, 2], 'ids'), 'ids')).toEqual({ ok: true, value: [1, 2] });
    expect(fromCell('', 'number?')).toEqual({ ok: true, value: undefined });
    expect(fromCell('x', 'number')).toEqual({ ok: false, key: 'import.badNumber' });
    expect(fromCell('{', 'json')).toEqual({ ok: false, key: 'import.badJson' });
    expect(fromCell('是', 'bool')).toEqual({ ok: true, value: true });
    expect(toCell('=HYPERLINK("x")', 'string')).toBe(`'=HYPERLINK("x")`);
    expect(fromCell(toCell('=1+1', 'string'), 'string')).toEqual({ ok: true, value: '=1+1' });
    expect(toCell('-', 'string')).toBe("'-");
  });
});
