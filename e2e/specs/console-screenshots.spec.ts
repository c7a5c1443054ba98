import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, login, prepare, test, type Locale } from '../fixtures';
import { get, post } from '../console-helpers';

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

/** A fresh database has no submissions or activity yet: add a little, so the screens show content. */
async function seed(page: Page) {
  const profile = await get<{ current: { id: number } | null }>(page, '/api/profile/basic');
  if (profile.current) return;
  await post(page, '/api/channel-form/submit', {
    activityName: '枸杞推广活动',
    channelType: 'miniProgram',
    promotionTime: ['2026-12-01', '2026-12-31'],
    promoteLink: 'https://example.com/goji',
    advertisingSource: 'xiaohongshu',
    advertisingMedia: 'feed',
    keywords: ['枸杞', '药食同源'],
    pushNotify: true,
    advertisingContent: '宁夏枸杞多糖含量检测结果发布。',
  });
  const params = {
    video: {
      mode: 'standard',
      acquisition: { resolution: '1080P', frameRate: 25 },
      encoding: { resolution: '1080P', rate: { min: 300, max: 1500, default: 800 }, frameRate: 25, profile: 'high' },
    },
    audio: { mode: 'standard', acquisition: { channels: 2 }, encoding: { channels: 2, rate: 192, profile: 'AAC-LC' } },
    description: '实验室样品录像的标准参数。',
  };
  await post(page, '/api/group-form/submit', params);
  const second = await post<{ id: number }>(page, '/api/group-form/submit', {
    ...params,
    video: { ...params.video, encoding: { ...params.video.encoding, frameRate: 30 } },
    description: '提高编码帧率，便于观察样品细节。',
  });
  await post(page, `/api/profile/basic/${second.id}/advance`);
  await page.goto('/#/productList/product-detail/1');
  await page.waitForTimeout(1500);
}

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
    await seed(page);
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
