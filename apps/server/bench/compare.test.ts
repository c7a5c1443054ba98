import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lockCovered } from './compare';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('bench --compare', () => {
  it('reuses node_modules only when they hold every package of the ref at its version', () => {
    const lock = (packages: Record<string, { version?: string; link?: boolean }>) => ({ packages });
    const ours = lock({ 'node_modules/a': { version: '1.0.0' }, 'node_modules/b': { version: '2.0.0' } });
    expect(lockCovered(lock({ '': {}, 'node_modules/a': { version: '1.0.0' } }), ours)).toBe(true);
    expect(lockCovered(lock({ 'node_modules/a': { version: '1.1.0' } }), ours)).toBe(false);
    expect(lockCovered(lock({ 'node_modules/c': { version: '1.0.0' } }), ours)).toBe(false);
    expect(lockCovered(lock({ 'node_modules/@yaoshi/x': { link: true } }), ours)).toBe(true);
  });

  it('runs HEAD beside the working tree and reports both figures and their ratio for every scenario', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-bench-compare-'));
    const reportFile = path.join(dir, 'report.md');
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts', '--compare', 'HEAD'], {
        cwd: path.resolve(here, '..'),
        env: {
          ...process.env,
          BENCH_DIR: dir,
          BENCH_REPORT: reportFile,
          BENCH_PRODUCTS: '300',
          BENCH_SAMPLES: '3000',
          BENCH_SECONDS: '2',
          BENCH_WARMUP: '1',
          BENCH_ROUNDS: '1',
          BENCH_CONNECTIONS: '2',
          BENCH_PORT: String(20_000 + (process.pid % 20_000)),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code, output.slice(-3000)).toBe(0);

      const report = fs.readFileSync(reportFile, 'utf8');
      expect(report).toContain('- Command: `BENCH_SAMPLES=3000 BENCH_PRODUCTS=300');
      expect(report).toContain('--compare HEAD`');
      expect(report).toMatch(/- Old server: HEAD \([0-9a-f]{10} /);
      expect(report).toMatch(/- New server: the working tree/);
      expect(report).not.toMatch(/DESIGN|§/);
      const section = report.slice(report.indexOf('## SQLite'), report.indexOf('URLs:'));
      const rows = section.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| scenario'));
      expect(rows.length).toBeGreaterThanOrEqual(10);
      for (const row of rows) {
        const [name, oldRps, newRps, ratio, oldP95, newP95] = row
          .split('|')
          .slice(1, 7)
          .map((c) => c.trim());
        for (const figure of [oldRps, newRps, ratio, oldP95, newP95]) expect(Number(figure), row).toBeGreaterThan(0);
        expect(Number(ratio)).toBeCloseTo(Number(newRps) / Number(oldRps), 1);
        expect(name).not.toBe('');
      }
      // The ref's checkout is gone again.
      expect(fs.readdirSync(os.tmpdir()).some((f) => f.startsWith('yaoshi-bench-') && !f.includes('compare'))).toBe(
        false,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
