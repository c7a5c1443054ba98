import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evaluate, summarise, type Requirement } from '../../../scripts/validation-pack/evaluate.mjs';

// The map behind `npm run validation-pack`: a renamed or deleted test must not leave a
// requirement silently proven by nothing.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const map = JSON.parse(fs.readFileSync(`${root}scripts/validation-pack/requirements.json`, 'utf8')) as {
  requirements: Requirement[];
};

describe('the laboratory validation map', () => {
  it('names tests that exist: each file is there and holds the named test', () => {
    const ids = new Set<string>();
    for (const req of map.requirements) {
      expect(ids.has(req.id), req.id).toBe(false);
      ids.add(req.id);
      expect(req.en.length > 0 && req.zh.length > 0, req.id).toBe(true);
      for (const t of req.tests) {
        const file = `${root}${t.file}`;
        expect(fs.existsSync(file), `${req.id}: ${t.file}`).toBe(true);
        const source = fs.readFileSync(file, 'utf8').replace(/\\(["'])/g, '$1');
        expect(source.includes(t.name), `${req.id}: "${t.name}" in ${t.file}`).toBe(true);
      }
    }
  });

  it('judges a requirement met only when every mapped test ran and passed', () => {
    const req = (id: string, names: string[]): Requirement => ({
      id,
      clause: '7.11.2',
      en: id,
      zh: id,
      tests: names.map((name) => ({ file: 'a.test.ts', name })),
    });
    const runs = [
      { file: 'a.test.ts', name: 'suite [sqlite] passes', status: 'passed' },
      { file: 'a.test.ts', name: 'suite [postgres] passes', status: 'passed' },
      { file: 'a.test.ts', name: 'suite [sqlite] breaks', status: 'passed' },
      { file: 'a.test.ts', name: 'suite [postgres] breaks', status: 'failed' },
      { file: 'a.test.ts', name: 'suite [sqlite] skipped', status: 'skipped' },
    ];
    const results = evaluate(
      [req('ok', ['passes']), req('bad', ['passes', 'breaks']), req('gone', ['skipped']), req('none', [])],
      runs,
    );
    expect(results.map((r) => r.verdict)).toEqual(['met', 'failed', 'missing', 'not-covered']);
    expect(results[0]!.tests[0]!.runs).toHaveLength(2);
    expect(summarise(results)).toMatchObject({ requirements: 4, met: 1, failed: 1, missing: 1, notCovered: 1 });
  });
});
