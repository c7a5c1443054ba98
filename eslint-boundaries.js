import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * Import boundaries (DESIGN "Repository layout"): on the web, imports flow shared → features → app
 * and features do not import one another; on the server, a module reaches no other module's
 * repository. Enforced with import-x/no-restricted-paths on resolved files, so any spelling of a
 * path (relative or the web's `@/…` alias) is caught. The server's layers import downward only:
 * lib and db (seeds aside) import no module, migrations no live helper, and the record kit no
 * domain module — with no list of exceptions. The laboratory (modules/lab) is one module with a
 * public API: outside it, only its index.ts (code) and texts.ts (its message catalogues) may be
 * imported; inside it, the parts use one another's files, repositories included.
 */

const ROOT = import.meta.dirname;
const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';
const MODULES = `${SERVER}/modules`;

// The server's counterpart: list conditions, references and visibility shared by the catalogue modules.
const SHARED_MODULE = 'records';

const foldersIn = (dir) =>
  readdirSync(`${ROOT}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const repositoriesOf = (module) =>
  readdirSync(`${ROOT}/${MODULES}/${module}`, { recursive: true })
    .filter((file) => String(file).endsWith('.repository.ts'))
    .map((file) => `${MODULES}/${module}/${file}`);

// Modules reached only through their public files: the folder, then the files outside may import.
const CLOSED_MODULES = { lab: ['index.ts', 'texts.ts'] };

/** What sits above lib/ and db/ on the server: the modules, the plugins, the commands and the composition. */
const SERVER_UPPER = ['modules', 'plugins', 'cli', 'app.ts', 'services.ts', 'server.ts', 'cluster.ts'].map(
  (p) => `${SERVER}/${p}`,
);

/** The server's layering: lib and db below the modules, the record kit below the domain modules. */
function serverLayers(modules) {
  // Seeds fill a database through the modules' own rules, so they may import them.
  const db = [
    `${SERVER}/db/*.ts`,
    ...foldersIn(`${SERVER}/db`)
      .filter((dir) => dir !== 'seed')
      .map((dir) => `${SERVER}/db/${dir}/**`),
  ];
  return [
    {
      target: `${SERVER}/lib`,
      from: SERVER_UPPER,
      message:
        'lib imports no module (nor plugin or composition): a lower layer takes what it needs as a registration or a parameter.',
    },
    {
      target: db,
      from: SERVER_UPPER,
      message:
        'db imports no module (db/seed aside): migrations are frozen, so copy what one needs into it or a helper under db/migrations/.',
    },
    {
      target: `${SERVER}/db/migrations`,
      from: [`${SERVER}/lib`, `${SERVER}/db/seed`],
      message:
        'A migration is frozen: it imports no live helper from lib or the seed; copy what it needs under db/migrations/.',
    },
    {
      target: `${MODULES}/${SHARED_MODULE}`,
      from: [`${MODULES}/*.ts`, ...modules.filter((m) => m !== SHARED_MODULE).map((m) => `${MODULES}/${m}/**`)],
      message: `The record kit (modules/${SHARED_MODULE}) imports no domain module: move the shared part into it, or take it as a parameter.`,
    },
  ];
}

/**
 * A closed module's inner files are its own: every server file outside the module — other
 * modules, the composition, db/seed, lib, plugins, public — imports only its public files.
 */
function closedModules(modules) {
  return Object.entries(CLOSED_MODULES).map(([module, publicFiles]) => ({
    target: [
      `${SERVER}/*.ts`,
      ...foldersIn(SERVER)
        .filter((dir) => dir !== 'modules')
        .map((dir) => `${SERVER}/${dir}`),
      `${MODULES}/*.ts`,
      ...modules.filter((m) => m !== module).map((m) => `${MODULES}/${m}`),
    ],
    from: `${MODULES}/${module}`,
    except: publicFiles.map((file) => `./${file}`),
    message: `modules/${module} is one module: from outside it, import only its public files (${publicFiles.join(', ')}).`,
  }));
}

/** The zones: which folders may not import which. */
function zones() {
  const webFeatures = foldersIn(`${WEB}/features`);
  const modules = foldersIn(MODULES);
  return [
    ...serverLayers(modules),
    ...closedModules(modules),
    {
      target: ['components', 'lib', 'stores', 'config'].map((dir) => `${WEB}/${dir}`),
      from: [`${WEB}/features`, `${WEB}/app`],
      message: 'Shared code imports no feature and not the app shell: move what both need into components/ or lib/.',
    },
    ...webFeatures.map((feature) => ({
      target: `${WEB}/features/${feature}`,
      from: [`${WEB}/app`],
      message: 'A feature does not import the app shell.',
    })),
    // The record kit (components/record-kit) is shared code: any feature may import it, by the zone above it imports none.
    ...webFeatures.map((feature) => ({
      target: `${WEB}/features/${feature}`,
      from: webFeatures.filter((other) => other !== feature).map((other) => `${WEB}/features/${other}`),
      message: 'Features do not import one another: move what both need into packages/contracts, components/ or lib/.',
    })),
    ...modules
      .map((module) => ({
        target: `${MODULES}/${module}`,
        from: modules.filter((other) => other !== module && other !== SHARED_MODULE).flatMap(repositoriesOf),
        message: `A module reaches another module's data through that module's service, never its repository (modules/${SHARED_MODULE} excepted).`,
      }))
      .filter((zone) => zone.from.length > 0),
  ];
}

const EXTENSIONS = ['.ts', '.tsx', '.js', '.json'];
const rules = { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: zones() }] };

export const boundaries = [
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: EXTENSIONS })] },
    rules,
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      // `@/…` is apps/web/src (apps/web/tsconfig.json paths); an import the resolver cannot find
      // escapes the rule, so the alias must resolve here as it does in the build.
      'import-x/resolver-next': [createNodeResolver({ extensions: EXTENSIONS, alias: { '@': [`${ROOT}/${WEB}`] } })],
    },
    rules,
  },
];
