import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint config, run on snippets placed inside the tree and on the tree itself.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const RULE = 'import-x/no-restricted-paths';
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === RULE });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

// Loading the config and the TypeScript parser is slow on a busy machine.
describe('import boundaries', { timeout: 120_000 }, () => {
  it('rejects a web feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/compare/pages/Snippet.tsx',
      "import { useMatter } from '../../matters/api/get-matter';\nexport const x = useMatter;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Features do not import one another/);
  });

  it('rejects a web feature importing another feature through the @/ alias', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/compare/pages/Snippet.tsx',
      "import { useMatter } from '@/features/matters/api/get-matter';\nexport const x = useMatter;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Features do not import one another/);
  });

  it('lets a feature import its own files and the record kit', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/compare/pages/Snippet.tsx',
      "import { fetchDetail } from '@/components/record-kit/record-api';\nimport { useCompareRecords } from '../use-compare-records';\nexport const x = [fetchDetail, useCompareRecords];\n",
    );
    expect(errors).toEqual([]);
  });

  it('rejects shared web code importing a feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/lib/snippet.ts',
      "import { useMatter } from '../features/matters/api/get-matter';\nexport const x = useMatter;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('rejects the record kit importing a feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/components/record-kit/snippet.ts',
      "import { useMatter } from '@/features/matters/api/get-matter';\nexport const x = useMatter;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Shared code imports no feature/);
  });

  it("rejects a server module importing another module's repository", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/lab/reports/snippet.ts',
      "import { usersRepository } from '../../users/users.repository';\nexport const x = usersRepository;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/never its repository/);
  });

  it("lets a server module import another module's service", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/lab/reports/snippet.ts',
      "import { operationLogService } from '../../oplog/oplog.service';\nexport const x = operationLogService;\n",
    );
    expect(errors).toEqual([]);
  });

  it('finds no crossing in the web and server sources', { timeout: 600_000 }, async () => {
    const results = await eslint.lintFiles(['apps/web/src', 'apps/server/src']);
    const crossings = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === RULE).map((m) => `${r.filePath.slice(root.length)}: ${m.message}`),
    );
    expect(crossings).toEqual([]);
  });
});
