import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n, loadLocale } from '@/lib/i18n';

// Components and the API client translate synchronously: load the texts first (zh-CN is
// shown; English too, for tests that switch language).
await initI18n();
await loadLocale('en-US');

// jsdom lacks these browser APIs that antd and the layout use.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});
