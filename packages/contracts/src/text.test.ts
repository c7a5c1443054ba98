import { describe, expect, it } from 'vitest';
import { imagesSchema, recordNumSchema } from './catalogue/common';
import { matterCreateSchema } from './catalogue/matter';
import { regulationCreateSchema } from './catalogue/regulation';
import { teamBodySchema, userAvatarBodySchema } from './console/user-center';
import { catalogueListBaseSchema } from './catalogue/common';
import {
  hasControlChars,
  httpUrlSchema,
  isHttpUrl,
  isPrintable,
  lineSchema,
  longTextSchema,
  printableSchema,
  storedImageSchema,
} from './text';

const FILE = `/api/files/${'0'.repeat(64)}`;
const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('text fields', () => {
  it('long text refuses NUL, other C0/C1 controls, DEL and lone surrogates; keeps tab and line breaks', () => {
    const s = longTextSchema(100);
    for (const bad of ['a\u0000b', '\u0007', '\u001B[0m', '\u007F', '\u0085', '\u009F', 'x\uD800', '\uDC00y']) {
      expect(messages(s.safeParse(bad)), JSON.stringify(bad)).toEqual([':text.controlChars']);
    }
    expect(s.parse(' 第一行\n\t第二行\r\n ')).toBe('第一行\n\t第二行');
    expect(s.parse('emoji 🌿 ok')).toBe('emoji 🌿 ok');
  });

  it('one line refuses line breaks and tabs too', () => {
    const s = lineSchema(50);
    for (const bad of ['a\nb', 'a\tb', 'a\rb', 'a\u2028b', 'a\u0000b', '\uD83D']) {
      expect(messages(s.safeParse(bad)), JSON.stringify(bad)).toEqual([':text.singleLine']);
    }
    expect(s.parse(' 枸杞子 ')).toBe('枸杞子');
    expect(s.safeParse('x'.repeat(51)).success).toBe(false);
  });

  it('identifiers take printable characters only', () => {
    for (const bad of [
      'A\u202EB',
      'A\u200BB',
      'A\u200FB',
      'A\u2060B',
      'A\uFEFFB',
      'A\u00ADB',
      'A\u0000B',
      'A\uE000B',
    ]) {
      expect(isPrintable(bad), JSON.stringify(bad)).toBe(false);
      expect(messages(printableSchema(20).safeParse(bad))).toEqual([':text.notPrintable']);
    }
    expect(printableSchema(30).parse(' 卫法监发〔2002〕51号 ')).toBe('卫法监发〔2002〕51号');
    for (const bad of ['YS\u202E01', 'YS\u200B01', 'YS 01', 'YS\u000001'])
      expect(recordNumSchema.safeParse(bad).success).toBe(false);
    expect(recordNumSchema.parse(' YS-0001 ')).toBe('YS-0001');
  });

  it('hasControlChars tells lines from long text', () => {
    expect(hasControlChars('a\nb')).toBe(false);
    expect(hasControlChars('a\nb', false)).toBe(true);
    expect(hasControlChars('a\u0000b')).toBe(true);
  });
});

describe('links and images', () => {
  it('links take http(s) with a host only', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'vbscript:msgbox',
      'ftp://example.org',
      'http://',
      '//example.org',
      'https://exa mple.org',
      'https://example.org/\u0000',
      'https://example.org/\u202E',
    ]) {
      expect(isHttpUrl(bad), bad).toBe(false);
    }
    expect(messages(httpUrlSchema().safeParse('javascript:alert(1)'))).toEqual([':text.httpUrl']);
    expect(isHttpUrl('https://www.nhc.gov.cn/sps/s7891/202411/a.shtml?x=1#y')).toBe(true);
    expect(regulationCreateSchema.safeParse({ regulation_num: 'N', regulation_name: 'R', url: '' }).success).toBe(true);
    expect(
      messages(regulationCreateSchema.safeParse({ regulation_num: 'N', regulation_name: 'R', url: 'data:x' })),
    ).toEqual(['url:text.httpUrl']);
  });

  it('images are uploaded files only', () => {
    expect(storedImageSchema.parse(FILE)).toBe(FILE);
    expect(messages(imagesSchema.safeParse([FILE, 'https://example.org/a.png']))).toEqual(['1:file.uploadOnly']);
    expect(messages(userAvatarBodySchema.safeParse({ avatar: 'https://example.org/a.png' }))).toEqual([
      'avatar:file.uploadOnly',
    ]);
    expect(teamBodySchema.safeParse({ name: 't', avatar: '' }).success).toBe(true);
    expect(teamBodySchema.safeParse({ name: 't', avatar: FILE }).success).toBe(true);
    expect(messages(teamBodySchema.safeParse({ name: 't', avatar: 'data:image/png;base64,AA' }))).toEqual([
      'avatar:file.uploadOnly',
    ]);
  });
});

describe('schemas that use them', () => {
  it('a matter names the bad field; the search box refuses NUL', () => {
    expect(messages(matterCreateSchema.safeParse({ material_name: 'a\u0000', material_effect: 'ok\nok' }))).toEqual([
      'material_name:text.singleLine',
    ]);
    expect(messages(catalogueListBaseSchema.safeParse({ q: 'a\u0000' }))).toEqual(['q:text.singleLine']);
    expect(catalogueListBaseSchema.parse({ q: '' }).q).toBeUndefined();
  });
});
