import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADVERTISING_MEDIA,
  ADVERTISING_SOURCES,
  APPROVAL_STAGES,
  AUDIO_MODES,
  CHANNEL_TYPES,
  CONSOLE_KINDS,
  MESSAGE_TYPES,
  PROJECT_TEAM_KEYS,
  RECORD_KINDS,
  REGULATION_ORIGINS,
  REGULATION_TYPE_KEYS,
  VIDEO_MODES,
} from '@yaoshi/contracts';

const SRC = resolve(__dirname, '../..');
const CONTRACTS = resolve(SRC, '../../../packages/contracts/src');
const NAMESPACES = [
  'console',
  'workplace',
  'monitor',
  'visualization',
  'search-table',
  'card-list',
  'forms',
  'profile',
  'user-center',
  'message-center',
];
const FEATURES = ['dashboard', 'visualization', 'regulations', 'cards', 'forms', 'profile', 'user'];

const load = (lang: string, ns: string) =>
  JSON.parse(readFileSync(join(SRC, 'locales', lang, `${ns}.json`), 'utf8')) as Record<string, string>;
const all = (lang: string) =>
  Object.assign(
    {},
    ...readdirSync(join(SRC, 'locales', lang))
      .filter((f) => f.endsWith('.json'))
      .map((f) => load(lang, f.replace(/\.json$/, ''))),
  ) as Record<string, string>;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [p] : [];
  });
}

const missingIn = (keys: Iterable<string>) =>
  ['zh-CN', 'en-US'].map((lang) => {
    const dict = all(lang);
    return [lang, [...keys].filter((k) => !(k in dict))] as const;
  });

describe('console locale files', () => {
  it('have the same keys in both languages, English without Chinese', () => {
    for (const ns of NAMESPACES) {
      const zh = load('zh-CN', ns);
      const en = load('en-US', ns);
      expect(Object.keys(zh).sort(), ns).toEqual(Object.keys(en).sort());
      for (const [k, v] of Object.entries(en)) expect(v, k).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('cover every literal key the console screens use', () => {
    const dirs = [
      ...FEATURES.map((f) => join(SRC, 'features', f)),
      join(SRC, 'components/console-kit'),
      join(SRC, 'components/charts'),
    ];
    const keys = new Set<string>();
    for (const file of dirs.flatMap(sources)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.-]+)'/g)) keys.add(m[1]!);
    }
    expect(keys.size).toBeGreaterThan(150);
    for (const [lang, missing] of missingIn(keys)) expect(missing, lang).toEqual([]);
  });

  it('translate every message key of the console form schemas (the server sends the same texts)', () => {
    const keys = new Set<string>();
    for (const file of ['console/forms.ts', 'console/user-center.ts', 'auth.ts']) {
      const text = readFileSync(join(CONTRACTS, file), 'utf8');
      for (const m of text.matchAll(
        /'((?:stepForm|groupForm|userSetting|password|certification|project|team)\.[\w.]+)'/g,
      ))
        keys.add(m[1]!);
    }
    expect(keys.size).toBeGreaterThan(30);
    for (const [lang, missing] of missingIn(keys)) expect(missing, lang).toEqual([]);
  });

  it('cover the keys built at run time', () => {
    const dynamic = [
      ...CONSOLE_KINDS.map((k) => `console.kind.${k}`),
      ...RECORD_KINDS.map((k) => `console.recordKind.${k}`),
      ...CHANNEL_TYPES.map((k) => `stepForm.channelType.${k}`),
      ...ADVERTISING_SOURCES.map((k) => `stepForm.source.${k}`),
      ...ADVERTISING_MEDIA.map((k) => `stepForm.media.${k}`),
      ...VIDEO_MODES.map((k) => `groupForm.videoMode.${k}`),
      ...AUDIO_MODES.map((k) => `groupForm.audioMode.${k}`),
      ...APPROVAL_STAGES.map((k) => `profile.stage.${k}`),
      ...['commit', 'approval'].map((k) => `profile.approval.advance.${k}`),
      ...REGULATION_TYPE_KEYS.map((k) => `searchTable.type.${k}`),
      ...REGULATION_ORIGINS.map((k) => `searchTable.origin.${k}`),
      ...PROJECT_TEAM_KEYS.map((k) => `userInfo.count.${k}`),
      ...MESSAGE_TYPES.map((k) => `messageBox.tab.${k}`),
      ...['rpm', 'errorRate', 'p95', 'eventLoop', 'dbSize', 'sessions'].map((k) => `monitor.metric.${k}`),
      ...['all', 'pass', 'fail'].map((k) => `cardList.verdict.${k}`),
      ...['grade', 'source', 'productType'].map((k) => `visualization.${k}.title`),
    ];
    for (const [lang, missing] of missingIn(dynamic)) expect(missing, lang).toEqual([]);
  });
});
