import { expect, expectRoute, login, signIn, test } from '../fixtures';
import { get, num, pageAnswer, put } from '../console-helpers';

interface RegulationRow {
  id: number;
  regulation_num: string;
  regulation_name: string;
  matter_count: number;
}
interface Page<T> {
  list: T[];
  total: number;
}
interface Rule {
  key: string;
  violations: number | null;
  link: { path: string; query: Record<string, string> };
}
interface Service {
  key: string;
  enable: boolean;
}

test('regulations: search, filter, linked matters; only admins edit', async ({ page }) => {
  await login(page, 'user', 'user');
  await page.goto('/#/list/search-table');
  const all = await get<Page<RegulationRow>>(page, '/api/regulations?current=1&pageSize=10');
  const table = page.getByTestId('regulation-table');
  const rows = table.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(Math.min(10, all.total));
  await expect(rows.first()).toContainText(all.list[0]!.regulation_num);
  await expect(page.getByText(`共 ${all.total} 条`)).toBeVisible();
  await expect(page.getByTestId('edit-regulation')).toHaveCount(0);

  const national = await get<Page<RegulationRow>>(
    page,
    '/api/regulations?current=1&pageSize=10&regulation_type=national',
  );
  await page.getByTestId('filter-type').click();
  await page.locator('.ant-select-dropdown:visible').getByText('国家', { exact: true }).click();
  await expect(page).toHaveURL(/regulation_type=national/);
  await expect(page.getByText(`共 ${national.total} 条`)).toBeVisible();

  const first = national.list[0]!;
  await rows.first().getByTestId('matters-link').click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer).toContainText(first.regulation_num);
  const matters = drawer.getByTestId('linked-matters').locator('li');
  await expect(matters).toHaveCount(first.matter_count);
  const name = (await matters.first().getByRole('link').textContent())!;
  await matters.first().getByRole('link').click();
  await expectRoute(page, /^\/formList\/matter-detail\/\d+/);
  await expect(page.getByText(name).first()).toBeVisible();

  await page.goto('/#/list/search-table?q=' + encodeURIComponent(first.regulation_num));
  await expect(rows).toHaveCount(1);
});

test('an admin edits a regulation', async ({ page }) => {
  await signIn(page, 'admin', 'admin');
  await page.goto('/#/list/search-table');
  const list = await get<Page<RegulationRow>>(page, '/api/regulations?current=1&pageSize=10');
  const row = list.list[list.list.length - 1]!;
  await page
    .getByTestId('regulation-table')
    .locator('tbody tr.ant-table-row', { hasText: row.regulation_num })
    .getByTestId('edit-regulation')
    .click();
  const dialog = page.getByRole('dialog');
  const issuer = dialog.locator('.ant-form-item', { hasText: '发布机关' }).locator('input');
  await expect(dialog.locator('.ant-form-item', { hasText: '文号' }).locator('input')).toHaveValue(row.regulation_num);
  const text = `E2E 发布机关 ${Date.now() % 10000}`;
  await issuer.fill(text);
  await dialog.getByRole('button', { name: '保 存' }).click();
  await expect(dialog).toBeHidden();
  const saved = await get<{ issuer: string }>(page, `/api/regulations/${row.id}`);
  expect(saved.issuer).toBe(text);
});

test('card list: rule counts match the data and a rule links to its offending records', async ({ page }) => {
  await signIn(page, 'user', 'user');
  // Other specs add matters and products meanwhile: compare with the page's own answer.
  const rulesAnswer = pageAnswer<Rule[]>(page, '/api/list/rules-preset');
  await page.goto('/#/list/card');
  const rules = await rulesAnswer;
  for (const rule of rules) {
    const card = page.getByTestId(`rule-${rule.key}`);
    if (rule.violations === null) continue;
    await expect(card.getByTestId('rule-violations')).toHaveText(String(rule.violations), { timeout: 45_000 });
    await expect(card.getByTestId('rule-switch')).toBeDisabled();
  }
  const rule = rules.find((r) => r.key === 'matter-without-dna' && (r.violations ?? 0) > 0);
  test.skip(!rule, 'no matter without DNA barcode in the demo data');
  // The catalogue lists own the filter behind the link (`?quality=<rule>`); until the matter
  // list API accepts it, the link lands on a list that cannot show the offenders.
  const probe = await page.request.get(`/api/matters?current=1&pageSize=1&quality=${rule!.key}`, {
    headers: { Token: (await page.evaluate(() => localStorage.getItem('token')))! },
  });
  test.fixme(((await probe.json()) as { code: number }).code !== 1, 'GET /api/matters does not accept ?quality= yet');
  await page.getByTestId(`rule-${rule!.key}`).getByTestId('rule-link').click();
  await expect(page).toHaveURL(new RegExp(`quality=${rule!.key}`));
  await expectRoute(page, new RegExp(`^${rule!.link.path}\\?`));
  const matters = await get<Page<unknown>>(page, `/api/matters?current=1&pageSize=10&quality=${rule!.key}`);
  expect(matters.total).toBe(rule!.violations);
  await expect(page.getByText(`共 ${rule!.violations} 条`)).toBeVisible();
});

test('card list: testing reports and data services; admins switch services', async ({ page }) => {
  await signIn(page, 'admin', 'admin');
  // Other specs add reports, matters and products meanwhile: compare with the page's own answers.
  const reportsAnswer = pageAnswer<Page<{ name: string }>>(page, '/api/list/quality-inspection');
  const rulesAnswer = pageAnswer<Rule[]>(page, '/api/list/rules-preset');
  await page.goto('/#/list/card');
  const reports = await reportsAnswer;
  await expect(page.getByText(`共 ${reports.total} 份`)).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('report-cards')).toContainText(reports.list[0]!.name);

  const services = await get<Service[]>(page, '/api/list/the-service');
  const service = services.find((s) => s.key === 'bulk-import')!;
  const card = page.getByTestId(`service-${service.key}`);
  await expect(card.getByTestId('service-state')).toHaveText(service.enable ? '已启用' : '已停用');
  try {
    await card.getByTestId('service-toggle').click();
    await expect(card.getByTestId('service-state')).toHaveText(service.enable ? '已停用' : '已启用');
    const after = (await get<Service[]>(page, '/api/list/the-service')).find((s) => s.key === service.key)!;
    expect(after.enable).toBe(!service.enable);
    await card.getByTestId('service-toggle').click();
    await expect(card.getByTestId('service-state')).toHaveText(service.enable ? '已启用' : '已停用');
  } finally {
    await put(page, `/api/data-services/${service.key}`, { enable: service.enable });
  }

  // A rule switched off is not evaluated; switched on again it counts as before (no spec can
  // store a barcode with a wrong check digit, so this count holds still).
  const rule = (await rulesAnswer).find((r) => r.key === 'product-barcode-check-digit')!;
  const ruleCard = page.getByTestId(`rule-${rule.key}`);
  await ruleCard.getByTestId('rule-switch').click();
  await expect(ruleCard.getByTestId('rule-violations')).toHaveCount(0);
  await ruleCard.getByTestId('rule-switch').click();
  await expect(ruleCard.getByTestId('rule-violations')).toHaveText(String(rule.violations));
  expect(num(await ruleCard.getByTestId('rule-violations').textContent())).toBe(rule.violations);
});
