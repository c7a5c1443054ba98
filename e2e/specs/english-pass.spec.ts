import type { Browser, Page } from '@playwright/test';
import { createProduct, ean13, matterIdByName } from '../catalogue-helpers';
import { get, pageToken } from '../console-helpers';
import { ACCOUNTS, expect, expectRoute, prepare, signIn, test } from '../fixtures';

/**
 * The English pass: in English no Chinese is shown outside record content,
 * and record content is marked as Chinese (lang="zh-CN" or data-record-content, e.g. the
 * "Chinese only" mark) — on the detail pages (a matter, a product, a sample, a report, a
 * regulation) and the console pages (workplace, monitor, message center, user info, people,
 * operation log) for each role that can open them. The list pages are checked by layout-fit.
 *
 * Detail pages: their tables' rows and description values are record content and are left out,
 * as layout-fit leaves out list rows. Console pages: everything counts — the messages, the
 * activity feed and the latest activity are written by the server, which renders them in the
 * reader's language and names the record content in them (message-keys on the server).
 * One login per role, English from the start.
 */

type Role = 'visitor' | 'user' | 'admin';

interface Ids {
  matter: number;
  product: number;
  matterSample: number;
  productSample: number;
  report: number;
  regulation: number;
}

interface Check {
  name: string;
  route: (ids: Ids) => string;
  roles: Role[];
  /** Shown once the page has its data. */
  ready: string;
  /** Server-written lists (messages, feeds): their rows count as chrome too. */
  console?: boolean;
}

const PAGES: Check[] = [
  {
    name: 'matter',
    route: (i) => `/formList/matter-detail/${i.matter}`,
    roles: ['visitor', 'admin'],
    ready: '[data-testid="detail-title"]',
  },
  {
    name: 'product',
    route: (i) => `/productList/product-detail/${i.product}`,
    roles: ['visitor'],
    ready: '[data-testid="detail-title"]',
  },
  {
    name: 'matter sample',
    route: (i) => `/matterSample/matter-sample-detail/${i.matterSample}`,
    roles: ['user'],
    ready: '[data-testid="detail-title"]',
  },
  {
    name: 'product sample',
    route: (i) => `/productSampleList/product-sample-detail/${i.productSample}`,
    roles: ['user'],
    ready: '[data-testid="detail-title"]',
  },
  {
    name: 'regulation',
    route: (i) => `/list/regulation-detail/${i.regulation}`,
    roles: ['user'],
    ready: '[data-testid="detail-title"]',
  },
  // Workplace, people and operation log: their tables' rows are records (left out, as on a list).
  {
    name: 'workplace',
    route: () => '/dashboard/workplace',
    roles: ['user', 'admin'],
    ready: '.ant-card',
  },
  {
    name: 'monitor',
    route: () => '/dashboard/monitor',
    roles: ['admin'],
    ready: '[data-testid="activity-feed"]',
    console: true,
  },
  {
    name: 'message center',
    route: () => '/user/messages',
    roles: ['user', 'admin'],
    ready: '[data-testid="message-table"] .ant-table-row',
    console: true,
  },
  {
    name: 'user info',
    route: () => '/user/info',
    roles: ['user', 'admin'],
    ready: '[data-testid="latest-activity"], .ant-empty',
    console: true,
  },
  {
    name: 'people',
    route: () => '/user/people',
    roles: ['admin'],
    ready: '[data-testid="people-page"] .ant-table-row',
  },
  {
    name: 'operation log',
    route: () => '/profile/basic',
    roles: ['admin'],
    ready: '[data-testid="operation-log-card"]',
  },
];

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * The visible text that is not marked record content. `rows`: leave out table rows and
 * description values too (a detail page's record content).
 */
async function unmarkedText(page: Page, rows: boolean): Promise<string[]> {
  return page.evaluate((leaveRows) => {
    const marked = '[lang|="zh"], [data-record-content], .navbar-user-name';
    // Record content of a detail page: table rows, description values, card values, history entries.
    const recordCells =
      'tbody, .ant-table-tbody, .ant-descriptions-item-content, .table-card__field dd, [data-testid="lifecycle-history"]';
    const skip = (el: Element) => !!el.closest(leaveRows ? `${marked}, ${recordCells}` : marked);
    const parts: string[] = [];
    // Where a text is (the nearest test id), to find it from the failure message.
    const where = (el: Element) => el.closest('[data-testid]')?.getAttribute('data-testid') ?? el.tagName.toLowerCase();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || skip(el) || !el.checkVisibility()) continue;
      const text = n.textContent?.trim();
      if (text) parts.push(`${text} @${where(el)}`);
    }
    for (const el of Array.from(document.querySelectorAll<HTMLInputElement>('input[placeholder]'))) {
      if (!skip(el) && el.checkVisibility()) parts.push(el.placeholder);
    }
    return parts;
  }, rows);
}

async function checkPage(page: Page, p: Check, ids: Ids, role: Role) {
  const route = p.route(ids);
  // A fresh document each time: nothing of the page before can pass for this one.
  await page.goto('about:blank');
  await page.goto(`/#${route}`);
  await expectRoute(page, route.split('?')[0]!);
  await expect(page.locator(p.ready).first()).toBeVisible({ timeout: 30_000 });
  await expect(
    page.locator('[data-testid=route-skeleton], [data-testid=detail-loading], .ant-skeleton, .ant-spin-spinning'),
  ).toHaveCount(0);
  const cjk = (await unmarkedText(page, !p.console)).filter((s) => CJK.test(s.replace(/ @[^@]*$/, '')));
  expect.soft(cjk, `${p.name} (${role}): Chinese in English outside marked record content`).toEqual([]);
}

/**
 * One record of each kind the role may open: shipped or demo records and a product of the
 * test's own (with a nutrition table) — the newest row of a shared list is whatever another
 * spec made or edited last.
 */
async function recordIds(page: Page, role: Role): Promise<Ids> {
  const token = role === 'visitor' ? '' : await pageToken(page);
  const demo = async (url: string) =>
    role === 'visitor'
      ? 0
      : ((await get<{ list: { id: number; is_demo: boolean }[] }>(page, url, token)).list.find((r) => r.is_demo)?.id ??
        0);
  const regulation = async () => {
    if (role === 'visitor') return 0;
    const num = '国卫食品发〔2021〕36号';
    const found = await get<{ list: { id: number; regulation_num: string }[] }>(
      page,
      '/api/regulations?pageSize=100',
      token,
    );
    return found.list.find((r) => r.regulation_num === num)?.id ?? 0;
  };
  return {
    matter: await matterIdByName(page.request, '枸杞子'),
    product: (await createProduct(page.request)).id,
    matterSample: await demo('/api/matter-samples?pageSize=100'),
    productSample: await demo('/api/product-samples?pageSize=100'),
    report: await demo('/api/reports?pageSize=100'),
    regulation: await regulation(),
  };
}

/**
 * What the issue's reporter saw: an import made in Chinese. A draft product imported through
 * the API with Chinese as the request language leaves a message, a feed entry and an activity
 * entry for the admin; in English they must read in English.
 */
async function importInChinese(page: Page): Promise<void> {
  const token = await pageToken(page);
  const matter = await matterIdByName(page.request, '枸杞子');
  const stamp = Date.now().toString().slice(-6);
  const csv = [
    'product_num,product_name,product_type,product_barcode,matter_ids',
    `EN33-${stamp},英文核对产品 ${stamp},substitute-tea,${ean13(`692${stamp}000`)},${matter}`,
  ].join('\r\n');
  const res = await page.request.post('/api/products/import?mode=commit', {
    headers: { Token: token, 'Accept-Language': 'zh-CN' },
    multipart: { file: { name: 'rows.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  const body = (await res.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(1);
}

async function session(browser: Browser, role: Role) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await prepare(page, { locale: 'en-US', theme: process.env.LAYOUT_THEME === 'dark' ? 'dark' : 'light' });
  if (role === 'visitor') await page.goto('/#/formList/matter-list');
  else {
    await signIn(page, ACCOUNTS[role].username, ACCOUNTS[role].password);
    await page.goto('/#/dashboard/workplace');
  }
  return { context, page };
}

for (const role of ['visitor', 'user', 'admin'] as const) {
  test(`English pass: ${role}`, async ({ browser }) => {
    // Each page is a fresh document on a machine shared with builds and other suites.
    test.setTimeout(360_000);
    const { context, page } = await session(browser, role);
    try {
      if (role === 'admin') await importInChinese(page);
      const ids = await recordIds(page, role);
      for (const p of PAGES.filter((x) => x.roles.includes(role))) {
        await test.step(p.name, () => checkPage(page, p, ids, role));
      }
      if (role === 'admin') {
        // The import reads in English where the reporter saw 导入完成：…
        await page.goto('/#/user/messages');
        // A page of its own to load (a busy machine has taken over 15 s).
        await expect(page.getByTestId('message-table')).toContainText('Import finished: products', {
          timeout: 45_000,
        });
        await expect(page.getByTestId('message-table')).toContainText(/1 created, 0 updated, 1 row in all\./);
      }
    } finally {
      await context.close();
    }
  });
}

// The report's name, its note, the standards named in the verdict sentence and people's names are
// record content: tagged as Chinese text (ChineseName, ChineseValue, VerbatimText).
test('English pass: a report page', async ({ browser }) => {
  const { context, page } = await session(browser, 'user');
  try {
    const ids = await recordIds(page, 'user');
    await checkPage(
      page,
      { name: 'report', route: (i) => `/report/${i.report}`, roles: ['user'], ready: '.ant-descriptions' },
      ids,
      'user',
    );
  } finally {
    await context.close();
  }
});

/**
 * Record content is marked too where readers met it unmarked: a product's facts, label,
 * nutrition rows (translated from the glossary, else marked), matters and samples; a regulation's
 * title, number, summary and note; a matter's regulations and products; a report's names,
 * standards and limit sources. Here rows and description values count: every Chinese text in
 * these sections is inside an element tagged as Chinese.
 */
const RECORD_SECTIONS: { name: string; route: (i: Ids) => string; ready: string; sections: string[] }[] = [
  {
    name: 'product',
    route: (i) => `/productList/product-detail/${i.product}`,
    ready: '[data-testid="nutrition-table"]',
    sections: ['product-overview', 'product-label', 'product-nutrition', 'product-matters', 'product-samples'],
  },
  {
    name: 'regulation',
    route: (i) => `/list/regulation-detail/${i.regulation}`,
    ready: '[data-testid="regulation-title"]',
    sections: ['regulation-facts'],
  },
  {
    name: 'matter',
    route: (i) => `/formList/matter-detail/${i.matter}`,
    ready: '[data-testid="regulations-table"]',
    sections: ['matter-regulations', 'matter-related'],
  },
  {
    name: 'report',
    route: (i) => `/report/${i.report}`,
    ready: '[data-testid="report-sheet"]',
    sections: ['report-sheet'],
  },
];

async function unmarkedIn(page: Page, sections: string[]): Promise<string[]> {
  return page.evaluate((ids) => {
    const marked = '[lang|="zh"], [data-record-content]';
    const parts: string[] = [];
    for (const id of ids) {
      const root = document.getElementById(id) ?? document.querySelector(`[data-testid="${id}"]`);
      if (!root) {
        parts.push(`(no section ${id})`);
        continue;
      }
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (!el || el.closest(marked) || !el.checkVisibility()) continue;
        const text = n.textContent?.trim();
        if (text && /[\u3400-\u9fff\uf900-\ufaff]/.test(text)) parts.push(`${text} @${id}`);
      }
    }
    return parts;
  }, sections);
}

test('English pass: record content in rows and values is translated or marked', async ({ browser }) => {
  test.setTimeout(240_000);
  const { context, page } = await session(browser, 'user');
  try {
    const ids = await recordIds(page, 'user');
    for (const p of RECORD_SECTIONS) {
      await test.step(p.name, async () => {
        await page.goto('about:blank');
        await page.goto(`/#${p.route(ids)}`);
        await expect(page.locator(p.ready).first()).toBeVisible({ timeout: 30_000 });
        await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
        expect.soft(await unmarkedIn(page, p.sections), `${p.name}: unmarked Chinese in record content`).toEqual([]);
      });
    }
    // Nutrition items read in English, marked as translations.
    await page.goto(`/#/productList/product-detail/${ids.product}`);
    await expect(page.getByTestId('nutrition-table')).toContainText('Protein');
    await expect(page.getByTestId('nutrition-table').getByTestId('translated').first()).toBeVisible();
  } finally {
    await context.close();
  }
});
