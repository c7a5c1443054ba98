import { describe, expect, it } from 'vitest';
import { formatVolume, matterSampleRowView, productSampleRowView } from './sample-view';

const base = {
  image: null,
  report_count: 2,
  view_count: 0,
  updated_at: 1,
  status: 'online' as const,
  is_demo: true,
  state: 'registered' as const,
};

describe('sample views', () => {
  it('maps both kinds of row to one view', () => {
    const m = matterSampleRowView({
      ...base,
      id: 1,
      ms_num: 'MS-1',
      ms_name: '枸杞子样品',
      matter_id: 7,
      matter_name: '枸杞子',
      ms_brand: '',
      ms_source: 'wild',
      ms_area: '640500',
      ms_area_name: '宁夏回族自治区 / 中卫市',
      ms_grade: 'first',
      ms_coll_vol: 500,
      ms_coll_unit: 'g',
      ms_coll_time: 100,
    });
    expect(m).toMatchObject({
      num: 'MS-1',
      parentId: 7,
      parentName: '枸杞子',
      areaName: '宁夏回族自治区 / 中卫市',
      collVol: 500,
    });
    const p = productSampleRowView({
      ...base,
      id: 2,
      product_sample_num: 'PS-1',
      product_sample_name: '样品',
      product_id: 9,
      product_name: '枸杞茶',
      product_brand: '某牌',
      product_sample_source: 'retail',
      product_sample_area: '110000',
      product_sample_area_name: '北京市',
      product_sample_grade: 'ungraded',
      product_sample_coll_vol: 3,
      product_sample_coll_unit: 'pcs',
      product_sample_coll_time: 100,
    });
    expect(p).toMatchObject({ num: 'PS-1', parentId: 9, brand: '某牌', source: 'retail', collUnit: 'pcs' });
  });

  it('formats volumes', () => {
    expect(formatVolume(500, 'g')).toBe('500 g');
    expect(formatVolume(1.256, 'kg')).toBe('1.26 kg');
  });
});
