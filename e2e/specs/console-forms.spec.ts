import type { Page } from '@playwright/test';
import { chooseOption } from '../catalogue-helpers';
import { expect, expectRoute, prepare, signIn, test } from '../fixtures';
import { expectFieldError, formItem, get, words } from '../console-helpers';

interface Channel {
  id: number;
  activityName: string;
}
interface Profile {
  id: number;
  stage: string;
  description: string;
}

async function pick(page: Page, label: string | RegExp, option: string) {
  await chooseOption(page, formItem(page, label).locator('.ant-select').first(), option);
}

async function fillRange(page: Page, label: string, from: string, to: string) {
  const inputs = formItem(page, label).locator('input');
  await inputs.nth(0).click();
  await inputs.nth(0).fill(from);
  await inputs.nth(0).press('Enter');
  await inputs.nth(1).fill(to);
  await inputs.nth(1).press('Enter');
}

test.describe('step form (create channel)', () => {
  test('refuses each bad input with the spec text, then stores the channel', async ({ page }) => {
    await signIn(page, 'admin', 'admin');
    await page.goto('/#/form/step');
    // The steps refuse with the contract's texts under the fields; every rule and its text, in
    // both languages, is proven in apps/web/src/features/forms/components/step-form-rules.test.ts.
    const next = page.getByTestId('step-next');
    await next.click();
    await expectFieldError(page, '活动名称', '请输入活动名称');
    await expectFieldError(page, '渠道类型', '请选择渠道类型');

    const name = page.getByTestId('activityName');
    const link = page.getByTestId('promoteLink');
    await link.fill('ftp://example.com');
    await expectFieldError(page, '推广地址', '推广地址须以 http:// 或 https:// 开头');

    const activity = `E2E渠道${Date.now() % 1_000_000}`;
    await name.fill(activity);
    await pick(page, '渠道类型', '网页渠道');
    await fillRange(page, '推广时间', '2026-12-01', '2026-12-31');
    await link.fill('https://example.com/yaoshi');
    await next.click();

    const submit = page.getByTestId('step-submit');
    await expect(submit).toBeVisible();
    await submit.click();
    await expectFieldError(page, '关键词', '请输入关键词');
    await page.getByTestId('advertisingContent').fill(words(201));
    await expectFieldError(page, '广告内容', '广告内容最多 200 字');

    await pick(page, '广告来源', '微信');
    await pick(page, '广告媒介', '信息流');
    await formItem(page, '关键词').locator('input').fill('枸杞');
    await formItem(page, '关键词').locator('input').press('Enter');
    await page.getByTestId('advertisingContent').fill('药食同源 枸杞 推广');
    await submit.click();

    await expect(page.getByText('渠道创建成功').first()).toBeVisible();
    await expect(page.getByTestId('channel-summary')).toContainText(activity);
    const stored = await get<{ list: Channel[] }>(page, '/api/channel-form/list?current=1&pageSize=5');
    expect(stored.list.map((c) => c.activityName)).toContain(activity);
    await expect(page.getByTestId('recent-channels')).toContainText(activity);
  });

  test('shows the same rules in English', async ({ page }) => {
    await prepare(page, { locale: 'en-US' });
    await signIn(page, 'admin', 'admin');
    await page.goto('/#/form/step');
    // English labels and texts on the page; each rule's English text is in step-form-rules.test.ts.
    await page.getByTestId('step-next').click();
    await expectFieldError(page, 'Activity name', 'Please enter the activity name');
    await page.getByTestId('promoteLink').fill('example.com');
    await expectFieldError(page, 'Promote link', 'The promote link must start with http:// or https://');
  });
});

test('a group-form submission appears on the basic profile and an admin approves it', async ({ page }) => {
  await signIn(page, 'admin', 'admin');
  await page.goto('/#/form/group');
  const frame = formItem(page, '采集帧率').locator('input');
  await frame.fill('31');
  await frame.blur();
  await expectFieldError(page, '采集帧率', '帧率须在 1 到 30 之间');
  await frame.fill('0');
  await frame.blur();
  await expectFieldError(page, '采集帧率', '帧率须在 1 到 30 之间');
  const minRate = formItem(page, '最低码率').locator('input');
  await minRate.fill('100');
  await minRate.blur();
  await expectFieldError(page, '最低码率', '码率须在 150 到 1800 之间');
  const audioRate = formItem(page, /^编码码率$/).locator('input');
  await audioRate.fill('1900');
  await audioRate.blur();
  await expectFieldError(page, /^编码码率$/, '码率须在 150 到 1800 之间');
  await page.getByTestId('group-description').fill(words(201));
  await expectFieldError(page, '参数说明', '参数说明最多 200 字');
  const before = await get<{ current: Profile | null }>(page, '/api/profile/basic');
  await page.getByTestId('group-submit').click();
  await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
  expect((await get<{ current: Profile | null }>(page, '/api/profile/basic')).current?.id).toBe(before.current?.id);

  const description = `E2E 参数 ${Date.now()}`;
  await frame.fill('24');
  await minRate.fill('300');
  await audioRate.fill('256');
  await page.getByTestId('group-description').fill(description);
  await page.getByTestId('group-submit').click();
  await page.getByTestId('to-profile').click();
  await expectRoute(page, '/profile/basic');

  const current = page.getByTestId('params-current');
  await expect(current.getByTestId('param-description')).toContainText(description);
  await expect(current.getByTestId('param-audio-rate')).toHaveText('256 kbps');
  const submitted = (await get<{ current: Profile }>(page, '/api/profile/basic')).current;
  expect(submitted.description).toBe(description);
  expect(submitted.stage).toBe('commit');

  const advance = page.getByTestId('advance');
  await expect(advance).toHaveText('审批通过');
  await advance.click();
  await expect(advance).toHaveText(/^完 ?成$/);
  await expect
    .poll(async () => (await get<{ current: Profile }>(page, '/api/profile/basic')).current.stage)
    .toBe('approval');
  await advance.click();
  await expect(advance).toHaveText('已完成');
  await expect(advance).toBeDisabled();
  const finished = (await get<{ current: Profile }>(page, '/api/profile/basic')).current;
  expect(finished.id).toBe(submitted.id);
  expect(finished.stage).toBe('finish');

  const log = page.getByTestId('operation-log');
  const number = `GF-${String(submitted.id).padStart(6, '0')}`;
  await expect(log.locator('tbody tr', { hasText: number }).first()).toContainText('已通过');
});
