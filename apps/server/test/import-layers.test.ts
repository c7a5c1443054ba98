import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint config, run on files placed (virtually) inside apps/server/src.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const RULE = 'import-x/no-restricted-paths';
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === RULE });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/server/src/${file}` });
  const messages = result?.messages ?? [];
  // A file the config does not cover, or a parse error, would pass silently: refuse both.
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

// Loading the config and the TypeScript parser is slow on a busy machine.
describe('server import layers', { timeout: 120_000 }, () => {
  it('rejects lib importing a module, however spelled', async () => {
    const errors = await boundaryErrors(
      'lib/snippet.ts',
      "import { DNA_MESSAGES } from '../modules/dna/dna.messages';\nimport type { Services } from '../services';\nexport const x: [unknown, Services?] = [DNA_MESSAGES];\n",
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/lib imports no module/);
  });

  it('rejects a migration importing a module or a live lib helper', async () => {
    const errors = await boundaryErrors(
      'db/migrations/0999-snippet.ts',
      "import { linkedSearchRepository } from '../../modules/records/linked-search.repository';\nimport { nowSeconds } from '../../lib/time';\nexport const x = [linkedSearchRepository, nowSeconds];\n",
    );
    expect(errors).toHaveLength(2);
    expect(errors.join('\n')).toMatch(/db imports no module/);
    expect(errors.join('\n')).toMatch(/A migration is frozen/);
  });

  it('rejects the rest of db importing a module, but lets a seed', async () => {
    const code = "import { usersService } from '../../modules/users/users.service';\nexport const x = usersService;\n";
    expect(await boundaryErrors('db/tables/snippet.ts', code)).toHaveLength(1);
    expect(await boundaryErrors('db/seed/snippet.ts', code)).toEqual([]);
    expect(await boundaryErrors('db/snippet.ts', "import '../modules/texts';\n")).toHaveLength(1);
  });

  it('rejects the record kit importing a domain module', async () => {
    const errors = await boundaryErrors(
      'modules/records/snippet.ts',
      "import { sampleColumns } from '../samples/sample-fields';\nimport '../texts';\nexport const x = sampleColumns;\n",
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/record kit \(modules\/records\) imports no domain module/);
  });

  it("rejects any file outside the laboratory importing the laboratory's inner files", async () => {
    const inner = (prefix: string) =>
      `import { isPublished } from '${prefix}lab/reports/report-visibility';\nimport { labStatsService } from '${prefix}lab/stats/lab-stats.service';\nexport const x = [isPublished, labStatsService];\n`;
    for (const [file, prefix] of [
      ['modules/dashboard/snippet.ts', '../'],
      ['modules/snippet.ts', './'],
      ['services.ts', './modules/'],
      ['db/seed/demo/snippet.ts', '../../../modules/'],
      ['lib/snippet.ts', '../modules/'],
    ] as const) {
      const errors = await boundaryErrors(file, inner(prefix));
      expect(
        errors.filter((e) => /modules\/lab is one module/.test(e)),
        file,
      ).toHaveLength(2);
    }
    // Nor a part's service or repository, though a module may import other modules' services.
    const errors = await boundaryErrors(
      'modules/dna/snippet.ts',
      "import { reportsService } from '../lab/reports/reports.service';\nimport { qcRepository } from '../lab/qc/qc.repository';\nexport const x = [reportsService, qcRepository];\n",
    );
    expect(errors.filter((e) => /modules\/lab is one module/.test(e))).toHaveLength(2);
  });

  it("lets the rest import the laboratory's public files, and its parts one another", async () => {
    expect(
      await boundaryErrors(
        'modules/dna/snippet.ts',
        "import { isPublished } from '../lab';\nimport { reportsService } from '../lab/index';\nimport '../lab/texts';\nexport const x = [isPublished, reportsService];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'modules/lab/reports/snippet.ts',
        "import { lifecycleRepository } from '../lifecycle/lifecycle.repository';\nimport { qcRepository } from '../qc/qc.repository';\nexport const x = [lifecycleRepository, qcRepository];\n",
      ),
    ).toEqual([]);
  });

  it("rejects a laboratory part importing another module's repository", async () => {
    const errors = await boundaryErrors(
      'modules/lab/qc/snippet.ts',
      "import { usersRepository } from '../../users/users.repository';\nexport const x = usersRepository;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/never its repository/);
  });

  it('lets each layer import its own and lower layers', async () => {
    expect(
      await boundaryErrors(
        'lib/snippet.ts',
        "import { AppError } from './errors';\nimport type { DB } from '../db/database';\nexport const x: [unknown, DB?] = [AppError];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'db/migrations/0999-snippet.ts',
        "import type { Engine } from '../database';\nimport { timeType } from '../schema-helpers';\nexport const x: [unknown, Engine?] = [timeType];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'modules/records/snippet.ts',
        "import { buildSearchText } from './search-text';\nimport { regionName } from '../../lib/regions';\nexport const x = [buildSearchText, regionName];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'modules/samples/snippet.ts',
        "import { buildSearchText } from '../records/search-text';\nexport const x = buildSearchText;\n",
      ),
    ).toEqual([]);
  });
});
