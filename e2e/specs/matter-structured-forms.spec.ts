import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiGet, apiToken } from '../catalogue-helpers';
import { expect, login, prepare, shot, test, type Locale } from '../fixtures';

/**
 * A curator edits a matter's use restrictions and monograph facts in structured forms, each
 * with its citation: removing every restriction saves, a missing value is named at its field,
 * closing with edits asks first, and only the edited fact returns to unreviewed.
 */

const cite = (section: string) => ({
  document: '中华人民共和国药典',
  edition: '2020年版 一部',
  section,
  secondary: false,
});

interface Review {
  key: string;
  fingerprint: string;
  state: string;
}

/** A matter of its own (other specs read the shipped ones), with a monograph and a restriction. */
async function createMatter(request: APIRequestContext, token: string): Promise<number> {
  const name = `结构表单${Date.now().toString().slice(-6)}`;
  const res = await request.post('/api/matters', {
    headers: { Token: token },
    data: {
      material_name: name,
      status: 'online',
      monograph: {
        usage_dosage: { text: '3～6g。', citation: cite(`${name} 【用法与用量】`) },
        storage: { text: '置阴凉干燥处。', citation: cite(`${name} 【贮藏】`) },
        tests: [
          { item: '水分', limit_type: 'max', value: 13, decimals: 1, unit: '%', citation: cite(`${name} 【检查】`) },
        ],
      },
      restrictions: [
        {
          kind: 'spice-only',
          message: { zh: '仅作为香辛料和调味品使用', en: 'For use as a spice or condiment only' },
          source: { document: '关于当归等6种新增按照传统既是食品又是中药材的物质公告', number: '2019年第8号' },
        },
      ],
    },
  });
  const body = (await res.json()) as { code: number; msg: string; data: { id: number } };
  expect(body.code, body.msg).toBe(1);
  return body.data.id;
}

async function reviews(request: APIRequestContext, id: number, token: string): Promise<Map<string, Review>> {
  const list = await apiGet<Review[]>(request, `/api/matters/${id}/fact-reviews`, token);
  return new Map(list.map((r) => [r.key, r]));
}

async function openEdit(page: Page, id: number): Promise<Locator> {
  await page.goto(`/#/formList/matter-detail/${id}`);
  await page.getByTestId('detail-edit').click({ timeout: 45_000 });
  const drawer = page.locator('.matter-form .ant-drawer-content-wrapper');
  await expect(drawer.getByTestId('monograph-editor')).toBeVisible({ timeout: 30_000 });
  return drawer;
}

test.describe('structured restriction and monograph forms', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a curator clears the restrictions and edits one fact: only that fact is unreviewed again', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const id = await createMatter(request, token);
    const before = await reviews(request, id, token);
    for (const key of ['usage_dosage', 'storage']) {
      const r = before.get(key)!;
      const res = await request.post('/api/fact-reviews/verdict', {
        headers: { Token: token },
        data: { matter_id: id, key, fingerprint: r.fingerprint, verdict: 'verified' },
      });
      expect(res.ok()).toBe(true);
    }

    await prepare(page, { locale: 'en-US' });
    await login(page, 'admin', 'admin');
    const drawer = await openEdit(page, id);
    const restrictions = drawer.getByTestId('restrictions-editor');
    await expect(restrictions.getByTestId('restriction-card')).toHaveCount(1);
    await expect(restrictions.getByLabel('Document number')).toHaveValue('2019年第8号');
    await restrictions.getByRole('button', { name: 'Remove' }).click();
    await expect(restrictions.getByTestId('restriction-card')).toHaveCount(0);

    // Closing with edits asks first; keeping them keeps the drawer.
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('unsaved-keep').click();
    await expect(drawer).toBeVisible();

    // A new test with no value: the error sits at the value's field, and the save says so.
    const tests = drawer.getByTestId('fact-tests');
    await tests.getByRole('button', { name: 'Add a test' }).click();
    const added = tests.getByTestId('fact-card').nth(1);
    await expect(added.getByLabel('Section')).toHaveValue(/【检查】$/);
    await drawer.getByTestId('form-save').click();
    await expect(page.getByText(/fields? needs? attention/)).toBeVisible();
    const value = added.locator('.ant-form-item').filter({ hasText: /^Value/ });
    await expect(value.locator('.ant-form-item-explain-error')).toHaveText('This field is required');
    await added.getByRole('button', { name: 'Remove' }).click();

    // The usage text is edited; the storage fact is left as it was.
    const usage = drawer.getByTestId('fact-usage_dosage');
    await usage.getByLabel('Text').fill('3～9g。');
    await drawer.getByTestId('form-save').click();
    await expect(drawer).toBeHidden({ timeout: 30_000 });

    const saved = await apiGet<{ restrictions: unknown[]; monograph: { usage_dosage: { text: string } } }>(
      request,
      `/api/matters/${id}`,
      token,
    );
    expect(saved.restrictions).toEqual([]);
    expect(saved.monograph.usage_dosage.text).toBe('3～9g。');
    const after = await reviews(request, id, token);
    expect(after.get('usage_dosage')!.state).toBe('unreviewed');
    expect(after.get('storage')!.state).toBe('verified');
    expect(after.get('storage')!.fingerprint).toBe(before.get('storage')!.fingerprint);
    expect(after.get('tests:水分|||')!.fingerprint).toBe(before.get('tests:水分|||')!.fingerprint);
  });

  for (const locale of ['zh-CN', 'en-US'] as Locale[]) {
    for (const width of [1280, 390]) {
      test(`the forms in screenshots (${locale}, ${width} px)`, async ({ page, request }) => {
        const token = await apiToken(request, 'admin');
        const id = await createMatter(request, token);
        await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
        await prepare(page, { locale });
        await login(page, 'admin', 'admin');
        const drawer = await openEdit(page, id);
        const restrictions = drawer.getByTestId('restrictions-editor');
        await restrictions.scrollIntoViewIfNeeded();
        // Nothing in the form is wider than the drawer.
        const body = drawer.locator('.ant-drawer-body');
        expect(await body.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
        await shot(page, `matter-form-restrictions-${locale}-${width}`);
        await drawer.getByTestId('fact-usage_dosage').scrollIntoViewIfNeeded();
        await shot(page, `matter-form-monograph-${locale}-${width}`);
        await drawer.getByTestId('fact-tests').scrollIntoViewIfNeeded();
        await shot(page, `matter-form-tests-${locale}-${width}`);
      });
    }
  }
});
