import { describe, expect, it } from 'vitest';
import { bias, recovery, rpd } from './qc-metrics';
import { isRejecting, meanAndSd, westgard } from './westgard';

// Baseline mean 100, SD 10: a value's z is (v − 100) / 10.
const rules = (values: number[]) => westgard(values, 100, 10).map((p) => p.violations);
const last = (values: number[]) => rules(values).at(-1);

describe('westgard', () => {
  it('in-control series trigger nothing', () => {
    expect(rules([100, 105, 95, 112, 88, 101, 99, 119, 81, 100]).flat()).toEqual([]);
  });

  it('1-2s warns beyond 2 SD, not at exactly 2 SD; it does not reject', () => {
    expect(last([121])).toEqual(['1-2s']);
    expect(last([79])).toEqual(['1-2s']);
    expect(last([120])).toEqual([]);
    expect(isRejecting('1-2s')).toBe(false);
  });

  it('1-3s beyond 3 SD on either side', () => {
    expect(last([131])).toEqual(['1-2s', '1-3s']);
    expect(last([69])).toEqual(['1-2s', '1-3s']);
    expect(last([130])).toEqual(['1-2s']);
    expect(isRejecting('1-3s')).toBe(true);
  });

  it('2-2s: two consecutive beyond 2 SD on the same side', () => {
    expect(last([122, 125])).toEqual(['1-2s', '2-2s']);
    expect(last([78, 77])).toEqual(['1-2s', '2-2s']);
    // Opposite sides, or one not beyond 2 SD, or not consecutive: no 2-2s.
    expect(last([122, 119])).toEqual([]);
    expect(last([122, 100, 125])).toEqual(['1-2s']);
    expect(last([78, 122])).not.toContain('2-2s');
  });

  it('R-4s: consecutive points beyond +2 SD and −2 SD', () => {
    expect(last([125, 75])).toEqual(['1-2s', 'R-4s']);
    expect(last([75, 125])).toEqual(['1-2s', 'R-4s']);
    // A range over 4 SD but one point within 2 SD is not R-4s.
    expect(last([119, 75])).toEqual(['1-2s']);
  });

  it('4-1s: four consecutive beyond 1 SD on the same side', () => {
    expect(last([111, 112, 115, 111])).toEqual(['4-1s']);
    expect(last([89, 88, 85, 89])).toEqual(['4-1s']);
    expect(last([111, 112, 115])).toEqual([]);
    expect(last([111, 112, 109, 111])).toEqual([]);
    expect(last([111, 112, 89, 111])).toEqual([]);
  });

  it('10-x: ten consecutive on the same side of the mean', () => {
    const above = [101, 102, 103, 101, 104, 102, 101, 103, 102, 101];
    expect(last(above)).toEqual(['10-x']);
    expect(last(above.map((v) => 200 - v))).toEqual(['10-x']);
    expect(last(above.slice(0, 9))).toEqual([]);
    // One point on the mean breaks the run.
    expect(last([...above.slice(0, 9), 100])).toEqual([]);
    expect(rules(above).slice(0, 9).flat()).toEqual([]);
  });

  it('names the rule on the point that completed it, and gives each z', () => {
    const points = westgard([100, 122, 125, 100], 100, 10);
    expect(points.map((p) => p.z)).toEqual([0, 2.2, 2.5, 0]);
    expect(points.map((p) => p.violations)).toEqual([[], ['1-2s'], ['1-2s', '2-2s'], []]);
  });

  it('refuses a baseline without spread', () => {
    expect(() => westgard([1], 1, 0)).toThrow(RangeError);
  });

  it('mean and sample SD of a baseline', () => {
    const { mean, sd } = meanAndSd([2, 4, 4, 4, 5, 5, 7, 9]);
    expect(mean).toBe(5);
    expect(sd).toBeCloseTo(2.138, 3);
    expect(meanAndSd([3])).toEqual({ mean: 3, sd: 0 });
  });
});

describe('qc metrics', () => {
  it('RPD of a duplicate, recovery of a spike, bias of a reference material', () => {
    expect(rpd(10, 12)).toBeCloseTo(18.18, 2);
    expect(rpd(0, 0)).toBe(0);
    expect(recovery(1.45, 0.5, 1)).toBeCloseTo(95, 6);
    expect(bias(0.55, 0.5, 0.04)).toEqual({ percent: expect.closeTo(10, 6), within_u: false });
    expect(bias(0.52, 0.5, 0.04).within_u).toBe(true);
  });
});
