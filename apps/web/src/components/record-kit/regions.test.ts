import { describe, expect, it } from 'vitest';
import { regionPath } from './regions';

const tree = [
  { id: '110000', pid: '0', name: '北京市', children: [{ id: '110100', pid: '110000', name: '市辖区' }] },
  {
    id: '640000',
    pid: '0',
    name: '宁夏回族自治区',
    children: [
      { id: '640100', pid: '640000', name: '银川市' },
      { id: '640500', pid: '640000', name: '中卫市' },
    ],
  },
];

describe('regionPath', () => {
  it('finds provinces and cities', () => {
    expect(regionPath(tree, '640000')).toEqual(['640000']);
    expect(regionPath(tree, '640500')).toEqual(['640000', '640500']);
  });
  it('answers [] for unknown or empty codes', () => {
    expect(regionPath(tree, '999900')).toEqual([]);
    expect(regionPath(tree, undefined)).toEqual([]);
  });
});
