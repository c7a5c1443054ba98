import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiGet, apiToken } from '../catalogue-helpers';
import { expect, prepare, test } from '../fixtures';

/**
 * Data releases end to end: a curator cuts one in the console and watches it build; a visitor
 * finds it on the public releases page with the share of facts verified, and its downloads
 * answer with the files the release lists (same bytes, same SHA-256). A public substance page
 * read as a crawler reads it (plain HTTP, no script) shows its facts with their editions.
 */

interface ReleaseFile {
  name: string;
  sha256: string;
  bytes: number;
}
interface Release {
  version: string;
  state: string;
  files: ReleaseFile[];
  facts_total: number;
  facts_verified: number;
}

/** The session handed to the page before its first load (the sign-in form has its own specs). */
async function signedIn(page: Page, token: string) {
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
}

test.describe('data releases and public pages', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a curator cuts a release; the public page lists it with its verified share; a download matches', async ({
    page,
    browser,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    // A version of its own: other specs never cut one, and a rerun on the same server takes the next.
    const taken = (await apiGet<{ list: Release[] }>(request, '/api/releases', token)).list.map((r) => r.version);
    let n = 1;
    while (taken.includes(`2099.${n}`)) n++;
    const version = `2099.${n}`;

    await prepare(page, { locale: 'en-US' });
    await signedIn(page, token);
    await page.goto('/#/formList/release-console');
    await page.getByPlaceholder('2026.1').fill(version);
    await page.locator('form textarea').fill('Cut by the browser test.');
    // Every answer of the list while it builds: the page shows each (its table polls every second).
    const seen: string[] = [];
    page.on('response', async (res) => {
      if (!res.url().endsWith('/api/releases') || res.request().method() !== 'GET') return;
      const body = (await res.json().catch(() => null)) as { data?: { list: Release[] } } | null;
      const mine = body?.data?.list.find((r) => r.version === version);
      if (mine) seen.push(mine.state);
    });
    await page.getByTestId('release-cut').click();
    await expect(page.getByText(`Building release ${version}`)).toBeVisible();
    const row = page.locator('tbody tr', { hasText: version });
    // Listed at once; polled while it builds until it is released.
    await expect(row.getByText('Released')).toBeVisible({ timeout: 180_000 });
    expect(seen.at(-1)).toBe('ready');

    // A visitor: the public releases page lists it with the share of facts verified.
    const release = await apiGet<Release>(request, `/api/releases/${version}`);
    expect(release.state).toBe('ready');
    expect(release.facts_total).toBeGreaterThan(0);
    const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL });
    try {
      await prepare(visitor, { locale: 'en-US' });
      await visitor.goto('/#/formList/releases');
      const listed = visitor.locator('tbody tr', { hasText: version });
      await expect(listed).toBeVisible({ timeout: 30_000 });
      await expect(listed.getByRole('progressbar', { name: 'Facts verified' })).toBeVisible();
      await expect(listed).toContainText(`${release.facts_verified} / ${release.facts_total}`);

      // Its download links answer with the files the release names: same size, same SHA-256.
      for (const name of ['datapackage.json', `yaoshi-${version}.sqlite`]) {
        const link = listed.getByRole('link', { name });
        const href = await link.getAttribute('href');
        expect(href).toBe(`/api/releases/${version}/files/${encodeURIComponent(name)}`);
        const res = await visitor.request.get(href!);
        expect(res.status()).toBe(200);
        const bytes = await res.body();
        const file = release.files.find((f) => f.name === name)!;
        expect(bytes.length).toBe(file.bytes);
        expect(crypto.createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
        if (name === 'datapackage.json') {
          const pkg = JSON.parse(bytes.toString('utf8')) as { version: string; resources: unknown[] };
          expect(pkg.version).toBe(version);
          expect(pkg.resources.length).toBeGreaterThan(0);
        } else {
          expect(bytes.subarray(0, 15).toString('latin1')).toBe('SQLite format 3');
        }
      }
    } finally {
      await visitor.close();
    }
  });

  test('a substance page without JavaScript: its facts with their editions, in both languages', async ({ request }) => {
    const found = await apiGet<{ list: { id: number; material_name: string }[] }>(
      request,
      `/api/matters?q=${encodeURIComponent('枸杞子')}&pageSize=5`,
    );
    const id = found.list.find((m) => m.material_name === '枸杞子')!.id;
    for (const [lang, heading, field] of [
      ['zh', '药典专论事实', '用法与用量'],
      ['en', 'Pharmacopoeia monograph facts', 'Usage and dosage'],
    ] as const) {
      const res = await request.get(`/${lang}/matters/${id}`, { headers: { Accept: 'text/html' } });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('text/html');
      const body = await res.text();
      // Server-rendered: the facts are in the HTML itself, with no script needed to read them.
      expect(body).not.toMatch(/<script(?![^>]*application\/ld\+json)[^>]*>/);
      expect(body).toContain('枸杞子');
      expect(body).toContain('Lycium barbarum');
      expect(body).toContain(heading);
      expect(body).toContain(field);
      // Each fact's edition, in its own column.
      expect(body).toMatch(/20(20|25)年版 一部/);
      expect(body).toContain(`<link rel="canonical" href="`);
      expect(body).toMatch(/<meta name="citation_title" content="[^"]+"/);
    }
  });
});
