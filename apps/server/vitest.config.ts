import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    pool: 'forks',
    // Vitest's default keeps a core free for its own process (one worker on a 2-core machine);
    // that process only collects results here, so every core runs test files.
    maxWorkers: os.availableParallelism(),
    globalSetup: ['test/seeded-images.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
