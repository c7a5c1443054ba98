import { describe, expect, it } from 'vitest';
import { barcodeSchema, ean13CheckDigit, isValidEan13 } from './common';
import { dnaStats, materialDnaSchema } from './dna';
import { matterCreateSchema, matterListQuerySchema, matterUpdateSchema } from './matter';
import { matterSampleCreateSchema } from './matter-sample';

describe('catalogue contracts', () => {
  it('checks EAN-13 check digits', () => {
    expect(ean13CheckDigit('690123456789')).toBe(2);
    expect(isValidEan13('6901234567892')).toBe(true);
    expect(isValidEan13('6901234567890')).toBe(false);
    expect(barcodeSchema.safeParse('').success).toBe(true);
    const bad = barcodeSchema.safeParse('6901234567890');
    expect(bad.error?.issues[0]?.message).toBe('product.barcodeCheckDigit');
    expect(barcodeSchema.safeParse('123').error?.issues[0]?.message).toBe('product.barcodeFormat');
  });

  it('applies defaults on create but never on update', () => {
    expect(matterCreateSchema.parse({ material_name: '枸杞子' })).toMatchObject({
      aliases: [],
      status: 'offline',
      material_dna: null,
    });
    expect(matterUpdateSchema.parse({ material_name: '枸杞子' })).toEqual({ material_name: '枸杞子' });
    expect(matterUpdateSchema.safeParse({ nope: 1 }).success).toBe(false);
  });

  it('normalises DNA sequences and reports GC content', () => {
    expect(materialDnaSchema.parse({ marker: 'ITS2', sequence: 'at gc\nGG' }).sequence).toBe('ATGCGG');
    expect(dnaStats('ATGCGG')).toEqual({ length: 6, gc: 66.7 });
  });

  it('parses list queries with empty params and checked sorts', () => {
    expect(matterListQuerySchema.parse({ q: '', effect_tag: '', catalogue_batch: '2019' })).toMatchObject({
      current: 1,
      pageSize: 10,
      catalogue_batch: 2019,
    });
    expect(matterListQuerySchema.safeParse({ sort: 'material_num:asc' }).success).toBe(true);
    expect(matterListQuerySchema.safeParse({ sort: 'secret:asc' }).success).toBe(false);
    expect(matterListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
  });

  it('validates sample region codes and phones', () => {
    const base = { ms_name: 'x', matter_id: 1, ms_source: 'wild', ms_area: '640500', ms_coll_vol: 1, ms_coll_time: 1 };
    expect(matterSampleCreateSchema.safeParse(base).success).toBe(true);
    expect(matterSampleCreateSchema.safeParse({ ...base, ms_area: '6405' }).error?.issues[0]?.message).toBe(
      'region.invalid',
    );
    expect(matterSampleCreateSchema.safeParse({ ...base, ms_gatherer_tel: 'call me' }).error?.issues[0]?.message).toBe(
      'sample.telInvalid',
    );
  });
});
