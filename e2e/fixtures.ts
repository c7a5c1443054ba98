import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';

export { expect, test };

export type Locale = 'zh-CN' | 'en-US';

/** Demo accounts (YAOSHI_DEMO) plus the dual-role account scripts/e2e-server.mjs creates. */
export const ACCOUNTS = {
  admin: { username: 'admin', password: 'admin' },
  user: { username: 'user', password: 'user' },
  dual: { username: 'e2e-dual', password: 'E2e-dual-pass1' },
} as const;

/** The hash route the SPA shows, e.g. "/formList/matter-list?x=1". */
export function route(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '') || '/';
}

/** Waits until the SPA shows a route (pathname, optionally with the query). */
export async function expectRoute(page: Page, expected: string | RegExp): Promise<void> {
  await expect
    .poll(() => route(page))
    .toMatch(typeof expected === 'string' ? new RegExp(`^${escape(expected)}(\\?|$)`) : expected);
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Sets UI language (and optionally the theme) before the app loads, as a returning user would have them. */
export async function prepare(page: Page, opts: { locale?: Locale; theme?: 'light' | 'dark' } = {}): Promise<void> {
  await page.addInitScript(
    ({ locale, theme }) => {
      if (locale) localStorage.setItem('arco-locale', locale);
      if (theme) {
        const raw = JSON.parse(localStorage.getItem('yaoshi-settings') ?? '{"state":{},"version":1}');
        raw.state.theme = theme;
        localStorage.setItem('yaoshi-settings', JSON.stringify(raw));
      }
    },
    { locale: opts.locale, theme: opts.theme },
  );
}

/**
 * Signs in through the login page (in either language) and waits until the app has left it.
 * Starts from `/#/login` unless the page is already there (e.g. after a guard redirect).
 */
export async function login(
  page: Page,
  username: string,
  password: string,
  opts: { remember?: boolean } = {},
): Promise<void> {
  if (!route(page).startsWith('/login')) await page.goto('/#/login');
  await page.getByPlaceholder(/^(用户名|Username)$/).fill(username);
  await page.getByPlaceholder(/^(密码|Password)$/).fill(password);
  if (opts.remember) await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^(登 ?录|Log in)$/ }).click();
  await expect.poll(() => route(page), { timeout: 15_000 }).not.toMatch(/^\/login/);
}

/**
 * Signs in through the API and hands the session to the page: the next page load (the
 * spec's first `page.goto`) starts signed in, as a returning user with a stored token would.
 * Specs that are not about the sign-in form use this instead of `login`: the form, the POST
 * and the landing page cost seconds per test, and the form has its own specs
 * (navigation.spec.ts, console-user.spec.ts, lab-people-and-signatures.spec.ts). Each call
 * is a new session, so a spec that signs out or switches roles ends no other spec's
 * session. On a page that already shows the app the token is replaced and the app loaded
 * again. Returns the token (for API calls as that user).
 */
export async function signIn(page: Page, username: string, password: string): Promise<string> {
  const res = await page.request.post('/api/User/login', { data: { username, password } });
  const body = (await res.json()) as { code: number; msg: string; data: { userinfo: { token: string } } };
  expect(body.code, `sign in as ${username}: ${body.msg}`).toBe(1);
  const token = body.data.userinfo.token;
  if (page.url().startsWith('http')) {
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.reload();
    return token;
  }
  // Once per tab (sessionStorage survives reloads): a spec that signs out and reloads must
  // not be signed in again by this script.
  await page.addInitScript((t) => {
    try {
      if (sessionStorage.getItem('e2e-signed-in')) return;
      localStorage.setItem('token', t);
      sessionStorage.setItem('e2e-signed-in', '1');
    } catch {
      // about:blank has no storage; the app's own origin has.
    }
  }, token);
  return token;
}

/**
 * Opens a dropdown menu and clicks one of its items, trying again until `effect` (started just
 * before the click, e.g. a wait for the server call) succeeds: on a busy machine a menu still
 * fading out, or still being placed, can lose a click. A click that Playwright reports late
 * but that took effect counts (the effect decides). The opener must match in either language.
 * Returns what the effect gave (e.g. the download).
 */
export async function chooseFromMenu<T>(
  page: Page,
  opener: Locator,
  item: Locator,
  effect: () => Promise<T>,
): Promise<T> {
  let result: T | undefined;
  await expect(async () => {
    if (await item.isVisible()) await page.keyboard.press('Escape');
    await expect(item).toBeHidden({ timeout: 5_000 });
    await opener.click({ timeout: 10_000 });
    const done = effect();
    await item.click({ timeout: 10_000 }).catch(() => undefined);
    result = await done;
  }).toPass({ timeout: 45_000 });
  return result as T;
}

/** Saves a viewport screenshot as <SHOTS_DIR or /tmp/shots>/<name>.png after animations settle. */
export async function shot(page: Page, name: string): Promise<string> {
  const dir = process.env.SHOTS_DIR ?? '/tmp/shots';
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.waitForTimeout(400);
  await page.screenshot({ path: file, animations: 'disabled' });
  return file;
}
