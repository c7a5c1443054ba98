import { defineConfig } from 'vitest/config';

// The bench's own tests (`npm run bench:check`): minutes long, so outside `npm test`.
export default defineConfig({
  test: {
    include: ['bench/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 600_000,
  },
});
