import { matterSampleRowSchema, productSampleRowSchema } from '@yaoshi/contracts';
import { describe, expect, it } from 'vitest';
import { toSampleRow } from './sample-fields';

// A list row as the repository reads it (SampleListColumns).
const row = {
  id: 7,
  num: 'MS-0007',
  name: '宁夏枸杞样品',
  images: '["/files/a.jpg"]',
  matter_id: 3,
  product_id: 4,
  brand: '百瑞源',
  source: '产地采集',
  area: '640500',
  grade: '特级',
  coll_vol: 500,
  coll_unit: 'g',
  coll_time: 1_720_000_000,
  view_count: 2,
  updated_at: 1_720_000_100,
  status: 'online',
  is_demo: 0,
  state: 'registered',
};
const extra = { parentName: '枸杞子', brand: '产品品牌', reportCount: 1 };

describe('toSampleRow', () => {
  // The builders are written out per kind (literal keys): each must give exactly its contract's row.
  for (const [kind, schema] of [
    ['matter', matterSampleRowSchema],
    ['product', productSampleRowSchema],
  ] as const) {
    it(`gives exactly the ${kind} sample row of the contract`, () => {
      const out = toSampleRow(kind, row as never, extra);
      expect(Object.keys(out).sort()).toEqual(Object.keys(schema.shape).sort());
      expect(schema.parse(out)).toEqual(out);
    });
  }

  it('puts each kind’s parent and brand where its contract has them', () => {
    expect(toSampleRow('matter', row as never, extra)).toMatchObject({
      matter_id: 3,
      matter_name: '枸杞子',
      ms_brand: '百瑞源',
    });
    expect(toSampleRow('product', row as never, extra)).toMatchObject({
      product_id: 4,
      product_name: '枸杞子',
      product_brand: '产品品牌',
    });
  });
});
