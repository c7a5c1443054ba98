import { describe, expect, it } from 'vitest';
import { describeAgent } from './user-agent';

describe('describeAgent', () => {
  it('names browser and system', () => {
    expect(
      describeAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome · Linux');
    expect(
      describeAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      ),
    ).toBe('Safari · macOS');
    expect(describeAgent('curl/7.88.1')).toBe('curl');
  });
  it('falls back to the raw string or a dash', () => {
    expect(describeAgent('')).toBe('-');
    expect(describeAgent('SomeBot')).toBe('SomeBot');
  });
});
