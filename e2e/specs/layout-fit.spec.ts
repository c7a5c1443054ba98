import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS, expect, expectRoute, login, prepare, shot, test, type Locale } from '../fixtures';

/**
 * Every list fits a 1280 × 800 window in its default column set, for a
 * visitor, a researcher and a curator: neither the document nor the list's table scrolls
 * sideways, and the key columns (number/name, status or lab state, actions) are inside the
 * window. In English the page's chrome (header, menu, toolbar, column titles, paging) holds
 * no Chinese; the table's cells are record content and are not checked.
 * One login per role; each page is checked in English, then in Chinese.
 * Review screenshots: LAYOUT_SHOTS=1 SHOTS_DIR=/tmp/x (LAYOUT_THEME=dark for the dark theme).
 */

type Role = 'visitor' | 'user' | 'admin';

interface ListPage {
  name: string;
  route: string;
  roles: Role[];
  /** The list's table. */
  table: string;
  /** Column titles (either language) that must be inside the window. */
  key: RegExp[];
}

const NUM = /^(编号|Number)$/;
const NAME = /^(名称|Name)$/;
const STATUS = /^(状态|Status)$/;
const LAB_STATE = /^(检测状态|Lab state)$/;
const OPS = /^(操作|Operations)$/;

const PAGES: ListPage[] = [
  {
    name: 'matters',
    route: '/formList/matter-list',
    roles: ['visitor', 'user', 'admin'],
    table: '[data-testid="matters-table"]',
    key: [NUM, NAME, STATUS, OPS],
  },
  {
    name: 'products',
    route: '/productList/product-list',
    roles: ['visitor', 'user', 'admin'],
    table: '[data-testid="products-table"]',
    key: [NUM, NAME, STATUS, OPS],
  },
  {
    name: 'matter-samples',
    route: '/matterSample/matter-sample-list',
    roles: ['user', 'admin'],
    table: '[data-testid="matter-samples-table"]',
    key: [NUM, NAME, LAB_STATE, OPS],
  },
  {
    name: 'product-samples',
    route: '/productSampleList/product-sample-list',
    roles: ['user', 'admin'],
    table: '[data-testid="product-samples-table"]',
    key: [NUM, NAME, LAB_STATE, OPS],
  },
  {
    name: 'regulations',
    route: '/list/search-table',
    roles: ['user', 'admin'],
    table: '[data-testid="regulation-table"]',
    key: [/^(文号|Number)$/, /^(名称|Name)$/, /^(状态|Status)$/],
  },
  {
    name: 'messages',
    route: '/user/messages',
    roles: ['user', 'admin'],
    table: '.message-center .ant-table-wrapper, [data-testid="message-table"]',
    key: [/^(消息|Message)$/, /^(状态|Status)$/],
  },
  {
    name: 'people',
    route: '/user/people',
    roles: ['admin'],
    table: '[data-testid="people-page"] .ant-table-wrapper',
    key: [/^(账号|Account)$/, /^(状态|Status)$/],
  },
  {
    name: 'operation-log',
    route: '/profile/basic',
    roles: ['admin'],
    // The card: with no operations yet it holds the empty state instead of a table.
    table: '[data-testid="operation-log-card"]',
    key: [/^(状态|Status)$/],
  },
  {
    name: 'worksheets',
    route: '/lab/worksheets',
    roles: ['admin'],
    table: '[data-testid="worksheet-list"]',
    key: [/^(工作单|Worksheet)$/, /^(状态|Status)$/],
  },
];

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const WIDTH = 1280;

/** Overflow of the document and of the table's scroll containers (px wider than shown). */
async function overflow(page: Page, table: string) {
  return page.evaluate((sel) => {
    const doc = document.documentElement;
    const root = document.querySelector(sel);
    const scrollers = root ? Array.from(root.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) : [];
    if (root?.matches('.ant-table-content, .ant-table-body')) scrollers.push(root as HTMLElement);
    return {
      found: !!root,
      document: doc.scrollWidth - doc.clientWidth,
      table: Math.max(0, ...scrollers.map((el) => el.scrollWidth - el.clientWidth)),
    };
  }, table);
}

/** The page's text outside record content: the table's body cells and the account's name are left out. */
async function chromeText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    // A person's display name (the navbar's account) is record content too.
    const skip = (el: Element) => !!el.closest('tbody, .ant-table-tbody, .navbar-user-name, [data-record-content]');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || skip(el) || !el.checkVisibility()) continue;
      const text = n.textContent?.trim();
      if (text) parts.push(text);
    }
    for (const el of Array.from(document.querySelectorAll<HTMLInputElement>('input[placeholder]'))) {
      if (!skip(el) && el.checkVisibility()) parts.push(el.placeholder);
    }
    return parts.join(' | ');
  });
}

async function checkPage(page: Page, p: ListPage, locale: Locale, tag: string) {
  await page.goto(`/#${p.route}`);
  await expectRoute(page, p.route);
  const table = page.locator(p.table).first();
  await expect(table).toBeVisible();
  // Rows (or the empty state) are drawn: the first load is over.
  await expect(table.locator('.ant-table-row, .ant-empty').first()).toBeVisible();
  await expect(table.locator('.ant-spin-spinning')).toHaveCount(0);
  if (process.env.LAYOUT_SHOTS) await shot(page, `list-${p.name}-${tag}`);

  const o = await overflow(page, p.table);
  expect(o.found, `${p.name}: table ${p.table}`).toBe(true);
  expect.soft(o.document, `${p.name} (${tag}): document wider than the window by`).toBeLessThanOrEqual(0);
  expect.soft(o.table, `${p.name} (${tag}): table wider than its card by`).toBeLessThanOrEqual(0);

  const heads = table.locator('thead th');
  let keys = p.key;
  // An empty console table (the operation log of a fresh database) is drawn as its empty state
  // alone — unless a test running beside this one adds its first row meanwhile (one database).
  if ((await heads.count()) === 0) {
    await expect(table.locator('.ant-empty, thead th').first()).toBeVisible();
    if ((await heads.count()) === 0) keys = [];
  }
  for (const title of keys) {
    const th = heads.filter({ hasText: title }).first();
    await expect(th, `${p.name} (${tag}): column ${title}`).toBeVisible();
    const box = (await th.boundingBox())!;
    expect.soft(box.x, `${p.name} (${tag}): column ${title} starts left of the window`).toBeGreaterThanOrEqual(0);
    expect
      .soft(box.x + box.width, `${p.name} (${tag}): column ${title} ends right of the window`)
      .toBeLessThanOrEqual(WIDTH);
  }

  if (locale === 'en-US') {
    const text = await chromeText(page);
    const cjk = text.split(' | ').filter((s) => CJK.test(s));
    expect.soft(cjk, `${p.name}: Chinese in the English page's chrome`).toEqual([]);
  }
}

async function session(browser: Browser, role: Role) {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 800 } });
  const page = await context.newPage();
  const theme = process.env.LAYOUT_THEME === 'dark' ? 'dark' : 'light';
  await prepare(page, { theme });
  if (role === 'visitor') await page.goto('/#/formList/matter-list');
  else await login(page, ACCOUNTS[role].username, ACCOUNTS[role].password);
  return { context, page, theme };
}

for (const role of ['visitor', 'user', 'admin'] as const) {
  test(`lists fit 1280 px: ${role}`, async ({ browser }) => {
    // Up to nine lists in two languages, on one login.
    test.setTimeout(240_000);
    const { context, page, theme } = await session(browser, role);
    try {
      for (const locale of ['en-US', 'zh-CN'] as const) {
        // The language a returning reader has: stored, then the app loaded again.
        await page.evaluate((l) => localStorage.setItem('arco-locale', l), locale);
        await page.reload();
        for (const p of PAGES.filter((x) => x.roles.includes(role))) {
          await test.step(`${p.name} ${locale}`, () => checkPage(page, p, locale, `${role}-${locale}-${theme}`));
        }
      }
    } finally {
      await context.close();
    }
  });
}

// The bare root URL opens the home page without a router warning, and a missing
// record shows one not-found state (no error toast beside it).
test('root URL: no router warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
  });
  // Each address typed afresh (a new document), as a reader would open it.
  for (const url of ['/', '/#/']) {
    await page.goto('about:blank');
    await page.goto(url);
    await expectRoute(page, '/formList/matter-list');
    await expect(page.locator('[data-testid="matters-table"] thead th').first()).toBeVisible();
  }
  expect(warnings.filter((w) => /route|router/i.test(w))).toEqual([]);
});

test('a missing record: one not-found state', async ({ page }) => {
  await login(page, ACCOUNTS.admin.username, ACCOUNTS.admin.password);
  for (const route of [
    '/formList/matter-detail/999999',
    '/productList/product-detail/999999',
    '/matterSample/matter-sample-detail/999999',
    '/productSampleList/product-sample-detail/999999',
    '/list/regulation-detail/999999',
  ]) {
    await page.goto(`/#${route}`);
    await expect(page.locator('.ant-result-404')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.ant-message-notice'), route).toHaveCount(0);
    await expect(page.locator('.ant-result')).toHaveCount(1);
  }
});
