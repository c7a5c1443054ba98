import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Modules of plain values and functions that the console's read pages import at run time. They
// must not reach zod, not even through a relative import: loading and building the schemas
// costs a phone's main thread ~100 ms before such a page can draw.
const ZOD_FREE = [
  'catalogue/sample-states.ts',
  'catalogue/monograph-wording.ts',
  'catalogue/monograph-facts.ts',
  'catalogue/fact-citation.ts',
  'catalogue/dna-sequence.ts',
  'catalogue/regulation-types.ts',
];

const src = path.dirname(fileURLToPath(import.meta.url));

/** The modules a file loads at run time (`import type` and `type`-only names are left out). */
function runtimeImports(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of code.matchAll(
    /^(?:import|export)\s+(type\s+)?(?:\{([^}]*)\}|\*(?:\s+as\s+\w+)?|\w+)\s*from\s*'([^']+)'/gm,
  )) {
    const [, typeOnly, names, from] = m;
    if (typeOnly) continue;
    if (names !== undefined && names.split(',').every((n) => !n.trim() || /^type\s/.test(n.trim()))) continue;
    out.push(from!);
  }
  return out;
}

/** Every package a module reaches through runtime imports, with the path it took. */
function reached(file: string, trail: string[] = [], seen = new Set<string>()): string[][] {
  if (seen.has(file)) return [];
  seen.add(file);
  const found: string[][] = [];
  for (const from of runtimeImports(file)) {
    if (!from.startsWith('.')) found.push([...trail, path.relative(src, file), from]);
    else
      found.push(
        ...reached(path.resolve(path.dirname(file), `${from}.ts`), [...trail, path.relative(src, file)], seen),
      );
  }
  return found;
}

describe('modules the read pages load without zod', () => {
  it.each(ZOD_FREE)('%s reaches no package at run time', (file) => {
    expect(reached(path.join(src, file))).toEqual([]);
  });

  it('the check sees a runtime import of zod, and not a type-only one', () => {
    const dir = fs.mkdtempSync(path.join(src, '.zod-free-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), "import type { z } from 'zod';\nimport { b } from './b';\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), "import { type ZodType, z } from 'zod';\nexport const b = z;\n");
      fs.writeFileSync(path.join(dir, 'c.ts'), "import { type ZodType } from 'zod';\nexport type C = ZodType;\n");
      expect(reached(path.join(dir, 'a.ts')).map((t) => t.at(-1))).toEqual(['zod']);
      expect(reached(path.join(dir, 'c.ts'))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
