import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './config/storage-keys';
import { useSettingsStore } from './stores/settings';

/** index.html's inline script: the static first screen is dark when the dark theme is chosen. */
const html = fs.readFileSync(path.join(__dirname, '../index.html'), 'utf8');
const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

function boot() {
  document.documentElement.removeAttribute('data-boot-theme');
  new Function(script[0]!)();
  return document.documentElement.getAttribute('data-boot-theme');
}

describe('the first screen before the app runs', () => {
  afterEach(() => localStorage.clear());

  it('is one inline script reading the settings store’s key', () => {
    expect(script).toHaveLength(1);
    expect(script[0]).toContain(`'${STORAGE_KEYS.settings}'`);
  });

  it('is dark after the dark theme was chosen, light otherwise, whatever is stored', () => {
    useSettingsStore.getState().toggleTheme();
    expect(useSettingsStore.getState().theme).toBe('dark');
    expect(boot()).toBe('dark');
    useSettingsStore.getState().toggleTheme();
    expect(boot()).toBeNull();
    for (const stored of [null, 'not json', '{"state":null}', '[]']) {
      if (stored === null) localStorage.removeItem(STORAGE_KEYS.settings);
      else localStorage.setItem(STORAGE_KEYS.settings, stored);
      expect(boot()).toBeNull();
    }
  });
});
