import { describe, expect, it } from 'vitest';
import { changes, nextNum, parseJson } from './record-json';

describe('record-json', () => {
  it('diffs only changed fields', () => {
    expect(changes({ a: 1, b: [1], c: 'x' }, { a: 1, b: [2], c: 'y' })).toEqual({
      before: { b: [1], c: 'x' },
      after: { b: [2], c: 'y' },
    });
  });
  it('numbers records', () => {
    expect(nextNum('P-', 'P-000123', 6)).toBe('P-000124');
    expect(nextNum('P-', null, 6)).toBe('P-000001');
  });
  it('parses JSON with a fallback', () => {
    expect(parseJson('[1]', [])).toEqual([1]);
    expect(parseJson('nope', [])).toEqual([]);
  });
});
