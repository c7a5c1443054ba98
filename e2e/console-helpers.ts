import { expect, type Page } from '@playwright/test';

/** The session token the signed-in page uses (so the test reads the API as that user). */
export async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token, 'signed in').toBeTruthy();
  return token!;
}

async function call<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
  token?: string,
): Promise<T> {
  const headers = { Token: token ?? (await pageToken(page)) };
  const res =
    method === 'GET'
      ? await page.request.get(url, { headers })
      : method === 'POST'
        ? await page.request.post(url, { headers, data: data ?? {} })
        : await page.request.put(url, { headers, data: data ?? {} });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe(1);
  return body.data;
}

/** GET an API path with the page's session; fails the test on an error envelope. */
export const get = <T>(page: Page, url: string, token?: string) => call<T>(page, 'GET', url, undefined, token);
export const post = <T>(page: Page, url: string, data?: unknown, token?: string) =>
  call<T>(page, 'POST', url, data, token);
export const put = <T>(page: Page, url: string, data?: unknown, token?: string) =>
  call<T>(page, 'PUT', url, data, token);

/** "3,000" → 3000 (Statistic groups digits). */
export function num(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.-]/g, ''));
}

/** The form item (label + control + its error) whose label is `label`. */
export function formItem(page: Page, label: string | RegExp) {
  return page.locator('.ant-form-item').filter({ has: page.locator('label', { hasText: label }) });
}

/** Expects the form item's error to say exactly `text`. */
export async function expectFieldError(page: Page, label: string | RegExp, text: string): Promise<void> {
  // antd keeps a leaving message in the DOM while the new one fades in: look for the new one.
  const exact = new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await expect(formItem(page, label).locator('.ant-form-item-explain-error', { hasText: exact }).first()).toBeVisible();
}

/** A text of `n` words as the shared counter counts them (each CJK character is one). */
export function words(n: number): string {
  return '药'.repeat(n);
}

/**
 * The data of the next successful answer the page itself gets from `path` (and, for a POST,
 * with `body` among its fields). Start it before the navigation or click that asks. A count of
 * a whole table read through a second call can differ from the one shown when another spec adds
 * a record in between; the page's own answer cannot.
 */
export async function pageAnswer<T>(page: Page, path: string, match: Record<string, string> = {}): Promise<T> {
  const res = await page.waitForResponse((r) => {
    const url = new URL(r.url());
    if (url.pathname !== path || !r.ok()) return false;
    const sent: Record<string, unknown> =
      r.request().method() === 'GET'
        ? Object.fromEntries(url.searchParams)
        : ((r.request().postDataJSON() as Record<string, unknown> | null) ?? {});
    return Object.entries(match).every(([k, v]) => String(sent[k]) === v);
  });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(1);
  return body.data;
}
