import { expect, login, test } from '../fixtures';
import { freshAccount } from '../accounts';

test('the message box marks all read and the unread count drops to 0', async ({ page, request }) => {
  const curator = await freshAccount(request, 'read-all', ['admin']);
  await login(page, curator.username, curator.password);
  const bell = page.getByRole('button', { name: /^消息通知/ });
  await expect(bell).toHaveAttribute('data-unread', /^[1-9]\d*$/);
  await bell.click();
  const box = page.locator('.message-box');
  await expect(box.getByRole('tab', { name: '消息' })).toBeVisible();
  await expect(box.getByRole('tab', { name: /^通知/ })).toBeVisible();
  await expect(box.getByRole('tab', { name: /^待办/ })).toBeVisible();
  // "All read" applies to the tab shown; clear every tab that has unread items.
  for (const name of ['消息', '通知', '待办']) {
    const tab = box.getByRole('tab', { name: new RegExp(`^${name}`) });
    if (!/\(\d+\)/.test((await tab.textContent()) ?? '')) continue;
    await tab.click();
    await box.getByRole('button', { name: '全部已读' }).click();
    await expect(tab).toHaveText(name);
  }
  await expect(bell).toHaveAttribute('data-unread', '0');
});

test('clicking a message marks it read and opens its link', async ({ page, request }) => {
  const researcher = await freshAccount(request, 'read-one', ['user']);
  await login(page, researcher.username, researcher.password);
  await page.goto('/#/user/info');
  const bell = page.getByRole('button', { name: /^消息通知/ });
  await expect(bell).toHaveAttribute('data-unread', /^[1-9]\d*$/);
  const before = Number(await bell.getAttribute('data-unread'));
  await bell.click();
  const box = page.locator('.message-box');
  await box.getByRole('tab', { name: /^通知/ }).click();
  const item = box.locator('.message-item.is-unread').first();
  await expect(item).toBeVisible();
  await item.click();
  await expect.poll(() => new URL(page.url()).hash).not.toBe('#/user/info');
  await expect(bell).toHaveAttribute('data-unread', String(before - 1));
});
