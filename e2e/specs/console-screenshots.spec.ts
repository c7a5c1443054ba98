import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, login, prepare, test, type Locale } from '../fixtures';

// Review screenshots of every console screen (not pixel assertions):
// SHOTS_DIR=/tmp/shots/console npx playwright test console-screenshots
const SCREENS: { name: string; path: string; ready: string }[] = [
  { name: 'workplace', path: '/dashboard/workplace', ready: 'popular-table' },
  { name: 'monitor', path: '/dashboard/monitor', ready: 'metric-sessions' },
  { name: 'data-analysis', path: '/visualization/data-analysis', ready: 'kpi-report' },
  { name: 'multi-dimension', path: '/visualization/multi-dimension-data-analysis', ready: 'heatmap' },
  { name: 'search-table', path: '/list/search-table', ready: 'regulation-table' },
  { name: 'card-list', path: '/list/card', ready: 'report-cards' },
  { name: 'step-form', path: '/form/step', ready: 'step-form' },
  { name: 'group-form', path: '/form/group', ready: 'group-form' },
  { name: 'basic-profile', path: '/profile/basic', ready: 'operation-log-card' },
  { name: 'user-info', path: '/user/info', ready: 'profile-banner' },
  { name: 'user-info-projects', path: '/user/info?tab=project', ready: 'projects' },
  { name: 'user-setting', path: '/user/setting', ready: 'basic-info-form' },
  { name: 'user-setting-security', path: '/user/setting?tab=security', ready: 'sessions' },
  { name: 'user-setting-certification', path: '/user/setting?tab=certification', ready: 'certification-records' },
  { name: 'message-center', path: '/user/messages', ready: 'message-table' },
];
const DARK = ['workplace', 'data-analysis'];

async function fullShot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR ?? '/tmp/shots/console';
  fs.mkdirSync(dir, { recursive: true });
  // Charts load their chunk and animate in; the monitor keeps polling, so no network-idle wait.
  await page.waitForTimeout(1500);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
  test(`console screens ${locale}`, async ({ page }) => {
    test.skip(!process.env.SHOTS_DIR, 'screenshots only on request (SHOTS_DIR)');
    test.setTimeout(180_000);
    await prepare(page, { locale, theme: 'light' });
    await login(page, 'admin', 'admin');
    for (const s of SCREENS) {
      await page.goto(`/#${s.path}`);
      await expect(page.getByTestId(s.ready)).toBeVisible({ timeout: 15_000 });
      await fullShot(page, `${s.name}-${locale}-light`);
    }
  });
  test(`console screens ${locale} dark`, async ({ page }) => {
    test.skip(!process.env.SHOTS_DIR, 'screenshots only on request (SHOTS_DIR)');
    await prepare(page, { locale, theme: 'dark' });
    await login(page, 'admin', 'admin');
    for (const s of SCREENS.filter((x) => DARK.includes(x.name))) {
      await page.goto(`/#${s.path}`);
      await expect(page.getByTestId(s.ready)).toBeVisible({ timeout: 15_000 });
      await fullShot(page, `${s.name}-${locale}-dark`);
    }
  });
}
