import { describe, expect, it } from 'vitest';
import { APP_ROUTES, type AppRoute } from '@yaoshi/contracts';
import type { Locale } from '@/config/locales';

const LOCALE_FILES = import.meta.glob<Record<string, string>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const MESSAGES = { 'zh-CN': {}, 'en-US': {} } as Record<Locale, Record<string, string>>;
for (const [file, messages] of Object.entries(LOCALE_FILES)) {
  Object.assign(MESSAGES[file.split('/').at(-2) as Locale], messages);
}

function localeKeys(routes: AppRoute[]): string[] {
  return routes.flatMap((r) => [r.meta.locale, ...(r.children ? localeKeys(r.children) : [])]);
}

describe('locale files', () => {
  it('zh-CN and en-US have the same keys', () => {
    const zh = Object.keys(MESSAGES['zh-CN']).sort();
    const en = Object.keys(MESSAGES['en-US']).sort();
    expect(zh.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !zh.includes(k))).toEqual([]);
  });

  it('no key is defined by two files of one language', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const [file, messages] of Object.entries(LOCALE_FILES)) {
      const lang = file.split('/').at(-2);
      for (const key of Object.keys(messages)) {
        const id = `${lang}:${key}`;
        if (seen.has(id)) duplicates.push(`${id} (${seen.get(id)} and ${file})`);
        seen.set(id, file);
      }
    }
    expect(duplicates).toEqual([]);
  });

  it('every route label is translated', () => {
    const missing = localeKeys(APP_ROUTES).filter((k) => !MESSAGES['zh-CN'][k] || !MESSAGES['en-US'][k]);
    expect(missing).toEqual([]);
  });

  it('the language bundles hold every file of their language', async () => {
    const zh = (await import('@/locales/zh-CN')).default;
    const en = (await import('@/locales/en-US')).default;
    expect(zh).toEqual(MESSAGES['zh-CN']);
    expect(en).toEqual(MESSAGES['en-US']);
  });

  it('has the spec texts', () => {
    expect(MESSAGES['en-US']['login.form.userName.errMsg']).toBe('Username cannot be empty');
    expect(MESSAGES['en-US']['login.form.password.errMsg']).toBe('Password cannot be empty');
    expect(MESSAGES['zh-CN']['login.form.userName.errMsg']).toBe('用户名不能为空');
    expect(MESSAGES['zh-CN']['login.form.password.errMsg']).toBe('密码不能为空');
  });
});
