import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // `@/…` is apps/web/src, as in tsconfig.json paths and vite.config.ts.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  test: {
    environment: 'jsdom',
    // Vitest's default keeps a core free for its own process (one worker on a 2-core machine);
    // that process only collects results here, so every core runs test files.
    maxWorkers: os.availableParallelism(),
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: false,
    restoreMocks: true,
    // A file's first antd render compiles much of antd in jsdom: over 5 s (vitest's default)
    // when the 2-core machine also runs the server suite or a browser.
    testTimeout: 15_000,
  },
});
