/**
 * Waits for antd's stylesheet and turns it on. index.html links it with `media="print"`, so it
 * holds up neither the first paint (the static first screen) nor the entry script, which
 * downloads at the same time (build/antd-stylesheet.ts); React must not draw antd components
 * before it applies. Resolves at once where there is no such link (tests).
 */
export function antdStylesheetReady(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-antd-styles]');
  if (!link) return Promise.resolve();
  const turnOn = () => {
    link.media = 'all';
  };
  if (link.sheet) {
    // Already loaded (it usually arrives before the entry script): turned on one task later, so
    // the browser's first style pass over its thousands of rules is not added to the entry's
    // evaluation task (one long task, Lighthouse TBT).
    return new Promise((resolve) =>
      setTimeout(() => {
        turnOn();
        resolve();
      }),
    );
  }
  return new Promise((resolve) => {
    const done = () => {
      turnOn();
      resolve();
    };
    link.addEventListener('load', done, { once: true });
    // Unstyled rather than blank if it cannot be loaded.
    link.addEventListener('error', done, { once: true });
  });
}
