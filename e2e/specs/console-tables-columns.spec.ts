import type { Locator } from '@playwright/test';
import { hideColumn, rows } from '../catalogue-helpers';
import { expect, signIn, test } from '../fixtures';
import { freshAccount } from '../accounts';

/** The console tables (standards, message center) have the lists' column setting, kept per user. */
test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 45_000 };

const headerCell = (table: Locator, text: string) =>
  table.locator('thead th').filter({ hasText: new RegExp(`^${text}$`) });

test('the standards table and the message center have the column setting, kept per user', async ({ page, request }) => {
  const curator = await freshAccount(request, 'columns-admin', ['admin']);
  await signIn(page, curator.username, curator.password);
  await page.goto('/#/list/standards');
  const table = page.getByTestId('standards-table');
  await expect(rows(page, 'standards-table').first()).toBeVisible(FIRST_LOAD);
  await expect(headerCell(table, '检测方法')).toHaveCount(1);
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/user/preferences/list-columns.standards') && r.request().method() === 'PUT',
  );
  await page.getByTestId('column-settings-open').click();
  await hideColumn(page, 'method');
  expect((await saved).status()).toBe(200);
  await expect(headerCell(table, '检测方法')).toHaveCount(0);
  await page.reload();
  await expect(rows(page, 'standards-table').first()).toBeVisible(FIRST_LOAD);
  await expect(headerCell(table, '出处')).toHaveCount(1);
  await expect(headerCell(table, '检测方法')).toHaveCount(0);
  await page.getByTestId('column-settings-open').click();
  await page.getByTestId('column-settings-reset').click();
  await expect(headerCell(table, '检测方法')).toHaveCount(1);
  await page.keyboard.press('Escape');

  await page.goto('/#/user/messages');
  const messages = page.getByTestId('message-table');
  await expect(messages.locator('tbody tr.ant-table-row').first()).toBeVisible(FIRST_LOAD);
  await expect(headerCell(messages, '类型')).toHaveCount(1);
  await page.getByTestId('column-settings-open').click();
  await hideColumn(page, 'type');
  await expect(headerCell(messages, '类型')).toHaveCount(0);
  await page.getByTestId('column-settings-reset').click();
  await expect(headerCell(messages, '类型')).toHaveCount(1);
});
