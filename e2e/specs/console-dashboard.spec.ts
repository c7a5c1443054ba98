import { expect, expectRoute, signIn, test } from '../fixtures';
import { get, num, pageAnswer, post } from '../console-helpers';

interface OverviewItem {
  kind: string;
  total: number;
}
interface Popular {
  title: string;
  link: string;
  clickNumber: number;
}
interface Metrics {
  activeSessions: number;
}
interface ChatItem {
  id: number;
  content: string;
  isCollect: boolean;
}

test('workplace shows the real counts, most viewed records and notices', async ({ page }) => {
  await signIn(page, 'admin', 'admin');
  // Other specs add records and open products meanwhile: compare with the page's own answers.
  const overviewAnswer = pageAnswer<{ items: OverviewItem[] }>(page, '/api/dashboard/overview');
  const productsAnswer = pageAnswer<Popular[]>(page, '/api/popular/list', { type: 'product' });
  await page.goto('/#/dashboard/workplace');
  const overview = await overviewAnswer;
  expect(overview.items.length).toBe(4);
  for (const item of overview.items) {
    const card = page.getByTestId(`overview-${item.kind}`);
    await expect(card.locator('.ant-statistic-content-value')).toHaveText(item.total.toLocaleString('en-US'));
  }

  await page.getByRole('tab', { name: '产品' }).click();
  const products = await productsAnswer;
  const table = page.getByTestId('popular-table');
  await expect(table.locator('tbody tr.ant-table-row').first()).toContainText(products[0]!.title);
  await expect(table.locator('tbody tr.ant-table-row').first()).toContainText(String(products[0]!.clickNumber));

  const notices = await get<{ list: { title: string }[] }>(page, '/api/message/list?type=notice&current=1&pageSize=5');
  await expect(page.getByTestId('announcements')).toContainText(notices.list[0]!.title);

  // A popular record links to its detail page, which then counts as recently visited.
  const detail = page.waitForResponse((r) => /\/api\/products\/\d+$/.test(new URL(r.url()).pathname) && r.ok());
  await table.locator('tbody tr.ant-table-row').first().getByRole('link').click();
  await expectRoute(page, products[0]!.link);
  await detail;
  await page.goto('/#/dashboard/workplace');
  await expect(page.getByTestId('recent-visits')).toContainText(products[0]!.title);
});

test('monitor shows live server metrics and stars feed entries per user', async ({ page }) => {
  const token = await signIn(page, 'admin', 'admin');
  // Something for the feed: a stored channel is an operation-log entry.
  const name = `E2E监控${Date.now() % 100000}`;
  await post(
    page,
    '/api/channel-form/submit',
    {
      activityName: name,
      channelType: 'app',
      promotionTime: ['2026-12-01', '2026-12-02'],
      promoteLink: 'https://example.com',
      advertisingSource: 'wechat',
      advertisingMedia: 'cpc',
      keywords: ['e2e'],
      pushNotify: false,
      advertisingContent: 'e2e',
    },
    token,
  );
  await page.goto('/#/dashboard/monitor');
  for (const key of ['rpm', 'errorRate', 'p95', 'eventLoop', 'dbSize', 'sessions']) {
    await expect(page.getByTestId(`metric-${key}`).locator('.ant-statistic-content-value')).not.toBeEmpty();
  }
  // Sessions change while other tests sign in: the page and the API agree within a few polls.
  const sessions = page.getByTestId('metric-sessions').locator('.ant-statistic-content-value');
  await expect
    .poll(
      async () =>
        num(await sessions.textContent()) === (await get<Metrics>(page, '/api/monitor/metrics')).activeSessions,
      {
        timeout: 20_000,
        intervals: [1000, 2000, 5000],
      },
    )
    .toBe(true);

  const feed = page.getByTestId('activity-feed');
  const entry = feed.locator('li', { hasText: name }).first();
  await expect(entry).toBeVisible({ timeout: 15_000 });
  const star = entry.getByRole('button');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await get<ChatItem[]>(page, '/api/chat/list?collected=1')).some((c) => c.content.includes(name)))
    .toBe(true);
  await page.getByText('已收藏', { exact: true }).click();
  await expect(feed.locator('li', { hasText: name })).toHaveCount(1);
  await feed.locator('li', { hasText: name }).getByRole('button').click();
  await expect
    .poll(async () => (await get<ChatItem[]>(page, '/api/chat/list?collected=1')).some((c) => c.content.includes(name)))
    .toBe(false);
});

test('data analysis and multi-dimension analysis show the API numbers', async ({ page }) => {
  await signIn(page, 'admin', 'admin');
  const quotas = ['matter', 'product', 'sample', 'report'] as const;
  const kpis = quotas.map((quota) => pageAnswer<{ count: number }>(page, '/api/public-opinion-analysis', { quota }));
  await page.goto('/#/visualization/data-analysis');
  for (const [i, quota] of quotas.entries()) {
    const kpi = await kpis[i]!;
    await expect(page.getByTestId(`kpi-${quota}`).locator('.ant-statistic-content-value')).toHaveText(
      kpi.count.toLocaleString('en-US'),
    );
  }
  await expect(page.getByTestId('period-chart').locator('canvas').first()).toBeVisible();
  await expect(page.getByTestId('publish-chart').locator('canvas').first()).toBeVisible();

  const overviewAnswer = pageAnswer<{ data: { name: string; count: number }[] }>(page, '/api/data-overview');
  // Asked on the click, or already on load if samples are the default.
  const chainAnswer = pageAnswer<{ count: number }>(page, '/api/data-chain-growth', { quota: 'sample' });
  await page.goto('/#/visualization/multi-dimension-data-analysis');
  const overview = await overviewAnswer;
  const box = page.getByTestId('data-overview');
  for (const s of overview.data) {
    await expect(box.locator('.ant-statistic', { hasText: s.name }).locator('.ant-statistic-content-value')).toHaveText(
      s.count.toLocaleString('en-US'),
    );
  }
  await page.getByTestId('chain-growth').getByText('样品', { exact: true }).click();
  const chain = await chainAnswer;
  await expect(page.getByTestId('chain-growth').locator('.ant-statistic-content-value').first()).toHaveText(
    chain.count.toLocaleString('en-US'),
  );
  for (const id of ['by-province', 'by-city', 'by-grade', 'by-source', 'by-productType', 'by-brand', 'heatmap']) {
    await expect(page.getByTestId(id).locator('canvas').first()).toBeVisible();
  }
});
