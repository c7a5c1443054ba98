import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint config: comments say why, never which ticket asked.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const RULE = 'comments/no-tracker-reference';
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === RULE });

async function trackerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  const messages = result?.messages ?? [];
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('comments cite no tracker', { timeout: 120_000 }, () => {
  it('flags a ticket number in a server, web or test comment', async () => {
    // Built from parts, so this file's own lines do not read as citing a ticket.
    const ref = (word: string, n: string) => `${word} ${n}`;
    const cited = [
      `/** Hides offline rows (${ref('issue', '40.1')}). */`,
      `// ${ref('Issue', '12')} gap 1: researchers enter results`,
      '/* see ticket #31 */',
    ];
    for (const [i, file] of ['apps/server/src/lib/x.ts', 'apps/web/src/x.tsx', 'e2e/specs/x.spec.ts'].entries()) {
      const errors = await trackerErrors(file, `${cited[i]}\nexport const x = 1;\n`);
      expect(errors, file).toHaveLength(1);
    }
  });

  it('leaves comments that explain why, colours and numbers alone', async () => {
    const code =
      "// Dark text (#262626) reads on the light card; 12 issues of the journal.\nexport const x = '#262626';\n";
    expect(await trackerErrors('apps/web/src/x.tsx', code)).toEqual([]);
  });
});
