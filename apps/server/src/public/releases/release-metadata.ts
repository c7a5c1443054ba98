import type { ReleaseFile } from '@yaoshi/contracts';
import { RELEASE_TABLES, type ReleaseTable, type Row } from './release-tables';

/** What a release says about itself: fixed when it is cut (the DOI alone comes later, in the database). */
export interface ReleaseMeta {
  version: string;
  /** ISO time the release was cut. */
  created: string;
  license: string;
  notes: string;
  institute: { zh: string; en: string };
  /** Display name of the curator who cut it. */
  curator: string;
  previousVersion: string | null;
  /** PUBLIC_BASE_URL, when set: where the release can be downloaded. */
  baseUrl: string | null;
}

export const TITLE = { en: 'Yaoshi reference of medicine-and-food homologous substances', zh: '药食同源物质参考数据' };
const DESCRIPTION =
  'Substances of the official catalogue of medicine-and-food homologous substances (药食同源物质) with their ' +
  'pharmacopoeia monograph facts (each with citation and review state), use restrictions, regulations and ' +
  'real products made from them, as published on the public reference pages.';

const KNOWN_LICENSES: Record<string, { title: string; path: string }> = {
  'CC-BY-4.0': {
    title: 'Creative Commons Attribution 4.0 International',
    path: 'https://creativecommons.org/licenses/by/4.0/',
  },
  'CC-BY-SA-4.0': {
    title: 'Creative Commons Attribution Share Alike 4.0 International',
    path: 'https://creativecommons.org/licenses/by-sa/4.0/',
  },
  'CC0-1.0': {
    title: 'Creative Commons Zero v1.0 Universal',
    path: 'https://creativecommons.org/publicdomain/zero/1.0/',
  },
  'ODbL-1.0': {
    title: 'Open Data Commons Open Database License v1.0',
    path: 'https://opendatacommons.org/licenses/odbl/1-0/',
  },
};

export function licenseOf(id: string) {
  return { name: id, ...(KNOWN_LICENSES[id] ?? { title: id, path: `https://spdx.org/licenses/${id}.html` }) };
}

/** Where a release's record (and its DOI, once minted) is read. */
export const releasePage = (meta: Pick<ReleaseMeta, 'baseUrl' | 'version'>) =>
  meta.baseUrl ? `${meta.baseUrl}/api/releases/${meta.version}` : null;

export const MEDIA_TYPES: Record<string, string> = {
  csv: 'text/csv',
  jsonl: 'application/jsonl',
  parquet: 'application/vnd.apache.parquet',
  sqlite: 'application/vnd.sqlite3',
  json: 'application/json',
  md: 'text/markdown',
  cff: 'application/yaml',
};
export const mediaTypeOf = (name: string) => MEDIA_TYPES[name.split('.').pop() ?? ''] ?? 'text/plain';

const hashOf = (f: ReleaseFile) => `sha256:${f.sha256}`;

function tableSchema(t: ReleaseTable) {
  return {
    $schema: 'https://datapackage.org/profiles/2.0/tableschema.json',
    fields: t.fields.map((x) => ({ name: x.name, type: x.type, description: x.description })),
    primaryKey: t.primaryKey,
    ...(t.foreignKeys ? { foreignKeys: t.foreignKeys } : {}),
  };
}

/** Distinct documents the facts and restrictions cite, as the package's sources. */
function sourcesOf(tables: Record<string, Row[]>) {
  const titles = new Set<string>();
  for (const f of tables.monograph_facts ?? [])
    titles.add([f.citation_document, f.citation_edition].filter(Boolean).join(' '));
  for (const r of tables.use_restrictions ?? [])
    titles.add([r.source_document, r.source_number].filter(Boolean).join(' '));
  return [...titles]
    .filter(Boolean)
    .sort()
    .map((title) => ({ title }));
}

/** Curators who reviewed facts in this release, by name. */
const reviewersOf = (tables: Record<string, Row[]>) =>
  [...new Set((tables.monograph_facts ?? []).map((f) => String(f.reviewer ?? '')).filter(Boolean))].sort();

/** datapackage.json (Frictionless Data Package v2): every other file with its schema and hash. */
export function dataPackage(meta: ReleaseMeta, tables: Record<string, Row[]>, files: Map<string, ReleaseFile>) {
  const file = (name: string) => {
    const f = files.get(name);
    if (!f) throw new Error(`release file ${name} not written`);
    return { path: f.name, bytes: f.bytes, hash: hashOf(f), mediatype: f.mediatype };
  };
  const resources: object[] = [];
  for (const t of RELEASE_TABLES) {
    const common = { title: t.title, description: t.description, schema: tableSchema(t) };
    resources.push(
      {
        name: t.name,
        type: 'table',
        ...file(`${t.name}.csv`),
        format: 'csv',
        encoding: 'utf-8',
        ...common,
        dialect: {
          $schema: 'https://datapackage.org/profiles/2.0/tabledialect.json',
          header: true,
          lineTerminator: '\r\n',
        },
      },
      {
        name: `${t.name}-jsonl`,
        type: 'table',
        ...file(`${t.name}.jsonl`),
        format: 'jsonl',
        encoding: 'utf-8',
        ...common,
      },
      { name: `${t.name}-parquet`, type: 'table', ...file(`${t.name}.parquet`), format: 'parquet', ...common },
    );
  }
  resources.push(
    {
      name: 'database',
      ...file(sqliteName(meta.version)),
      format: 'sqlite',
      title: 'Every table in one SQLite database',
    },
    { name: 'release-notes', ...file(NOTES), format: 'md', title: 'Release notes' },
    { name: 'citation', ...file(CITATION), format: 'cff', title: 'How to cite this release (Citation File Format)' },
    { name: 'datacite', ...file(DATACITE), format: 'json', title: 'DataCite metadata (DOI added after minting)' },
  );
  const page = releasePage(meta);
  return {
    $schema: 'https://datapackage.org/profiles/2.0/datapackage.json',
    name: 'yaoshi-reference',
    title: TITLE.en,
    description: DESCRIPTION,
    version: meta.version,
    created: meta.created,
    ...(page ? { homepage: page } : {}),
    keywords: ['medicine-and-food homology', '药食同源', 'pharmacopoeia', 'food regulation'],
    licenses: [licenseOf(meta.license)],
    sources: sourcesOf(tables),
    contributors: [
      { title: meta.institute.en, roles: ['publisher'] },
      { title: meta.curator, roles: ['curator'] },
      ...reviewersOf(tables).map((title) => ({ title, roles: ['reviewer'] })),
    ],
    resources,
  };
}

export const NOTES = 'RELEASE_NOTES.md';
export const CITATION = 'CITATION.cff';
export const DATACITE = 'datacite.json';
export const PACKAGE = 'datapackage.json';
export const SUMS = 'SHA256SUMS';
export const sqliteName = (version: string) => `yaoshi-${version}.sqlite`;

const yamlString = (s: string) => JSON.stringify(s);

/** CITATION.cff (Citation File Format 1.2.0). */
export function citationCff(meta: ReleaseMeta): string {
  const page = releasePage(meta);
  const lines = [
    'cff-version: 1.2.0',
    `message: ${yamlString(
      `If you use this data, please cite this release. Its DOI, once minted, is given at ${page ?? '/api/releases/' + meta.version}.`,
    )}`,
    'type: dataset',
    `title: ${yamlString(`${TITLE.en} (${TITLE.zh})`)}`,
    `version: ${yamlString(meta.version)}`,
    `date-released: ${yamlString(meta.created.slice(0, 10))}`,
    `license: ${yamlString(meta.license)}`,
    'authors:',
    `  - name: ${yamlString(meta.institute.en)}`,
    `    alias: ${yamlString(meta.institute.zh)}`,
    ...(page ? [`url: ${yamlString(page)}`] : []),
    'keywords:',
    '  - "medicine-and-food homology"',
    '  - "药食同源"',
  ];
  return `${lines.join('\n')}\n`;
}

/** DataCite metadata (kernel 4): the file carries no DOI; the API adds it once the institute mints one. */
export function dataciteMetadata(
  meta: ReleaseMeta,
  files: ReleaseFile[],
  ids: { doi: string | null; previousDoi: string | null },
) {
  const license = licenseOf(meta.license);
  return {
    schemaVersion: 'http://datacite.org/schema/kernel-4',
    doi: ids.doi,
    identifiers: ids.doi ? [{ identifier: `https://doi.org/${ids.doi}`, identifierType: 'DOI' }] : [],
    creators: [{ name: meta.institute.en, nameType: 'Organizational' }],
    titles: [
      { title: TITLE.en, lang: 'en' },
      { title: TITLE.zh, lang: 'zh' },
    ],
    publisher: { name: meta.institute.en },
    publicationYear: Number(meta.created.slice(0, 4)),
    types: { resourceTypeGeneral: 'Dataset', resourceType: 'Data package' },
    version: meta.version,
    dates: [{ date: meta.created.slice(0, 10), dateType: 'Issued' }],
    rightsList: [
      {
        rights: license.title,
        rightsUri: license.path,
        rightsIdentifier: meta.license,
        rightsIdentifierScheme: 'SPDX',
      },
    ],
    descriptions: [{ description: DESCRIPTION, descriptionType: 'Abstract' }],
    formats: ['text/csv', 'application/jsonl', 'application/vnd.apache.parquet', 'application/vnd.sqlite3'],
    sizes: [`${files.reduce((n, f) => n + f.bytes, 0)} bytes`],
    relatedIdentifiers: ids.previousDoi
      ? [{ relatedIdentifier: ids.previousDoi, relatedIdentifierType: 'DOI', relationType: 'IsNewVersionOf' }]
      : [],
  };
}

/** RELEASE_NOTES.md: the curator's notes, what the release holds and what changed. */
export function releaseNotes(
  meta: ReleaseMeta,
  counts: Record<string, number>,
  changes: Row[],
  facts: { total: number; verified: number },
) {
  const share = facts.total ? ((facts.verified / facts.total) * 100).toFixed(1) : '0.0';
  const tally = new Map<string, Record<string, number>>();
  for (const c of changes) {
    const t = tally.get(String(c.resource)) ?? { added: 0, changed: 0, deleted: 0 };
    t[String(c.change)] = (t[String(c.change)] ?? 0) + 1;
    tally.set(String(c.resource), t);
  }
  const lines = [
    `# ${TITLE.en} — release ${meta.version}`,
    '',
    `Cut ${meta.created} by ${meta.curator} for ${meta.institute.en} (${meta.institute.zh}). Licence: ${meta.license}.`,
    meta.previousVersion ? `Previous release: ${meta.previousVersion}.` : 'First release.',
    '',
    ...(meta.notes.trim() ? ['## Notes', '', meta.notes.trim(), ''] : []),
    '## Contents',
    '',
    '| resource | rows |',
    '|---|---|',
    ...RELEASE_TABLES.map((t) => `| ${t.name} | ${counts[t.name] ?? 0} |`),
    '',
    `Monograph facts verified by a curator: ${facts.verified} of ${facts.total} (${share} %).`,
    '',
    `## Changes since ${meta.previousVersion ?? 'nothing (every record is new)'}`,
    '',
    '| resource | added | changed | deleted |',
    '|---|---|---|---|',
    ...[...tally].map(([r, t]) => `| ${r} | ${t.added} | ${t.changed} | ${t.deleted} |`),
    '',
    'The `changes` resource lists each record with the names of the fields that changed.',
    '',
    '## How to cite',
    '',
    `${meta.institute.en}. ${TITLE.en}, release ${meta.version} (${meta.created.slice(0, 4)}). Licence ${meta.license}.`,
    'See CITATION.cff; the DOI, once minted, is given with the release record.',
    '',
  ];
  return lines.join('\n');
}
