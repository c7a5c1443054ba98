import { describe, expect, it } from 'vitest';

describe('zod without eval in the browser', () => {
  it('reads the jitless switch set before zod loads', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
