import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, login, test } from '../fixtures';
import { rows } from '../catalogue-helpers';

/** Imports and exports in the user's words (templates, labels, row-level errors). */

const openImport = async (page: Page) => {
  await page.goto('/#/productList/product-list');
  await page.getByTestId('import').click();
  const modal = page.locator('.records-import');
  await expect(modal.getByTestId('import-template')).toBeVisible();
  return modal;
};
const upload = (modal: ReturnType<Page['locator']>, text: string, name = 'products.csv') =>
  modal.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`\ufeff${text}`) });

test.describe('exchange in the user’s words', () => {
  // Imports run a dry run and a commit on a machine shared with other suites.
  test.describe.configure({ timeout: 120_000 });

  test('downloads the template, which imports back as it stands', async ({ page }) => {
    await login(page, 'admin', 'admin');
    const modal = await openImport(page);
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 15_000 }),
      modal.getByTestId('import-template').click(),
    ]);
    expect(file.suggestedFilename()).toBe('products-import-template-zh-CN.xlsx');
    const data = fs.readFileSync(await file.path());
    expect(data.subarray(0, 2).toString()).toBe('PK'); // a zip: an XLSX workbook
    await modal.locator('input[type=file]').setInputFiles({
      name: 'template.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: data,
    });
    // The first import starts the server's import worker: give it time on a busy machine.
    await expect(modal.getByTestId('import-result')).toContainText('全部有效', { timeout: 60_000 });
  });

  test('imports a file written with labels and names; a bad row names its column and the allowed values', async ({
    page,
  }) => {
    const name = `e2e 标签导入 ${Date.now()}`;
    await login(page, 'admin', 'admin');
    const modal = await openImport(page);
    await upload(
      modal,
      `名称,类型,所含物质,上市时间\n${name},代用茶,枸杞子,2026-11-23 10:00\n坏行,茶?,枸杞子,2026-13-40\n`,
    );
    const result = modal.getByTestId('import-result');
    await expect(result).toContainText('发现', { timeout: 60_000 });
    const errors = modal.getByTestId('import-errors').locator('tbody tr.ant-table-row');
    await expect(errors).toHaveCount(2);
    await expect(errors.filter({ hasText: '类型' })).toContainText('第 3 行：类型：“茶?”不是允许的取值');
    await expect(errors.filter({ hasText: '类型' })).toContainText('代用茶（substitute-tea）');
    await expect(errors.filter({ hasText: '上市时间' })).toContainText('YYYY-MM-DD HH:mm:ss');
    await expect(modal.getByRole('button', { name: '提交导入' })).toBeDisabled();

    await upload(modal, `名称,类型,所含物质,上市时间\n${name},代用茶,枸杞子,2026-11-23 10:00\n`);
    await expect(result).toContainText('全部有效', { timeout: 60_000 });
    await modal.getByRole('button', { name: '提交导入' }).click();
    await expect(page.getByText(/导入完成：新建 1 条/)).toBeVisible({ timeout: 60_000 });
    const search = page.getByPlaceholder(/名称、拼音、品牌/);
    await search.fill(name);
    await search.press('Enter');
    await expect(rows(page, 'products-table').first()).toContainText(name);
    await expect(rows(page, 'products-table').first()).toContainText('代用茶');
  });

  test('in English the errors and the template speak English', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('arco-locale', 'en-US'));
    await login(page, 'admin', 'admin');
    const modal = await openImport(page);
    await upload(modal, `Name,Type\nx,tea?\n`);
    const errors = modal.getByTestId('import-errors').locator('tbody tr.ant-table-row');
    await expect(errors.first()).toContainText('Row 2: Type: "tea?" is not an allowed value', { timeout: 60_000 });
    await expect(errors.first()).toContainText('Substitute tea (substitute-tea)');
    const [file] = await Promise.all([page.waitForEvent('download'), modal.getByTestId('import-template').click()]);
    expect(file.suggestedFilename()).toBe('products-import-template-en-US.xlsx');
  });
});
