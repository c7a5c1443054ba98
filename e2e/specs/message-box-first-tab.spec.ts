import { pageToken } from '../console-helpers';
import { expect, login, test } from '../fixtures';
import { freshAccount } from '../accounts';

// The message box opens on the first tab with unread items.
// Generous: these walk several pages on a machine shared with builds and other suites.
test.describe.configure({ timeout: 120_000 });

test('the message box opens on the first tab with unread items', async ({ page, request }) => {
  const curator = await freshAccount(request, 'first-tab', ['admin']);
  await login(page, curator.username, curator.password);
  const token = await pageToken(page);
  const headers = { Token: token };
  const unread = async () =>
    (await (await page.request.get('/api/message/unread', { headers })).json()).data as Record<string, number>;
  // Make the first tab (消息) have nothing unread, so the box must look further.
  await page.request.post('/api/message/read-all', { headers, data: { type: 'message' } });
  const counts = await unread();
  const names = { message: '消息', notice: '通知', todo: '待办' } as const;
  const first = (['message', 'notice', 'todo'] as const).find((k) => counts[k]! > 0);
  expect(first, 'the demo data has unread notices or todos').toBeDefined();
  expect(first).not.toBe('message');

  await page.reload();
  const bell = page.getByRole('button', { name: /^消息通知/ });
  await expect(bell).toHaveAttribute('data-unread', String(counts.total));
  await bell.click();
  const box = page.locator('.message-box');
  await expect(box.getByRole('tab', { selected: true })).toHaveText(new RegExp(`^${names[first!]} \\(\\d+\\)$`));
  await expect(box.locator('.message-item.is-unread').first()).toBeVisible();
});
