import { expect, expectRoute, login, prepare, shot, test, type Locale } from '../fixtures';

// Review screenshots (not assertions of pixels): SHOTS_DIR=/tmp/shots npx playwright test screenshots
const combos: { locale: Locale; theme: 'light' | 'dark' }[] = [
  { locale: 'zh-CN', theme: 'light' },
  { locale: 'en-US', theme: 'light' },
  { locale: 'zh-CN', theme: 'dark' },
  { locale: 'en-US', theme: 'dark' },
];

for (const { locale, theme } of combos) {
  test(`screens ${locale} ${theme}`, async ({ page }) => {
    const tag = `${locale}-${theme}`;
    await prepare(page, { locale, theme });
    await page.goto('/#/login');
    await expect(page.getByPlaceholder(/^(用户名|Username)$/)).toBeVisible();
    await shot(page, `login-${tag}`);

    await login(page, 'admin', 'admin');
    await page.goto('/#/formList/matter-list');
    await expectRoute(page, '/formList/matter-list');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.layout-content .ant-card').first()).toBeVisible();
    await shot(page, `matter-list-${tag}`);

    await page.getByRole('button', { name: /^(页面配置|Settings)$/ }).click();
    const drawer = page.getByRole('dialog', { name: /^(页面配置|Settings)$/ });
    await expect(drawer).toBeVisible();
    await shot(page, `settings-drawer-${tag}`);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: /^(消息通知|Notifications)/ }).click();
    await expect(page.locator('.message-box')).toBeVisible();
    await page.locator('.message-box').getByRole('tab').nth(1).click();
    await shot(page, `message-box-${tag}`);
    await page.keyboard.press('Escape');

    await page.goto('/#/no/such/page');
    await expect(page.locator('.ant-result-404')).toBeVisible();
    await shot(page, `404-${tag}`);

    await page.goto('/#/exception/403');
    await expect(page.locator('.ant-result-403')).toBeVisible();
    await shot(page, `403-${tag}`);
  });
}
