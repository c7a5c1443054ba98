import { apiGet, apiToken, chooseOption } from '../catalogue-helpers';
import { expect, prepare, test } from '../fixtures';

/**
 * A curator cites the sources of a matter's 【来源】 facts (Latin name, family, part used),
 * 性味与归经 and 功能与主治 in the matter form, part by part as a monograph fact's citation;
 * the detail page then shows each under its fact, and a source set back to the institute's note
 * is shown as such.
 */

interface Source {
  kind: string;
  document?: string;
  edition?: string;
  section?: string;
}

test('a curator cites the sources of nature and flavour and of the family in the matter form', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, 'admin');
  // A matter of its own (other specs read the shipped ones), its facts not yet cited.
  const name = `出处表单${Date.now().toString().slice(-6)}`;
  const created = await request.post('/api/matters', {
    headers: { Token: token },
    data: {
      material_name: name,
      status: 'online',
      latin_name: 'Lycium barbarum L.',
      family: '茄科',
      part_used: '干燥成熟果实',
      nature_flavor: '甘，平。归肝、肾经。',
      material_effect: '滋补肝肾，益精明目。',
    },
  });
  const body = (await created.json()) as { code: number; msg: string; data: { id: number } };
  expect(body.code, body.msg).toBe(1);
  const id = body.data.id;

  await prepare(page, { locale: 'en-US' });
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  await page.goto(`/#/formList/matter-detail/${id}`);
  await page.getByTestId('detail-edit').click({ timeout: 45_000 });
  const drawer = page.locator('.matter-form .ant-drawer-content-wrapper');
  const cite = async (field: string) => {
    const box = drawer.getByTestId(`fact-source-${field}`);
    await box.scrollIntoViewIfNeeded();
    await chooseOption(page, box.getByRole('combobox').first(), 'Cited document');
    return box.getByTestId('fact-source-citation');
  };

  // Choosing "cited" starts from the monograph section the fact is read under, each part labelled.
  const nature = await cite('nature_flavor');
  await expect(nature.getByLabel('Document', { exact: true })).toHaveValue('中华人民共和国药典');
  await expect(nature.getByLabel('Section', { exact: true })).toHaveValue(`${name} 【性味与归经】`);
  await expect(nature.getByLabel('Edition', { exact: true })).toHaveValue(/^20\d\d年版 一部$/);
  await nature.getByLabel('Edition', { exact: true }).fill('2020年版 一部');
  const family = await cite('family');
  await expect(family.getByLabel('Section', { exact: true })).toHaveValue(`${name} 【来源】`);
  await family.getByLabel('Section', { exact: true }).fill(`${name} 【来源】 茄科植物`);
  await drawer.getByTestId('form-save').click();
  await expect(drawer).toBeHidden({ timeout: 30_000 });

  const saved = await apiGet<{ provenance: Record<string, Source> }>(request, `/api/matters/${id}`, token);
  expect(saved.provenance.nature_flavor).toMatchObject({
    kind: 'cited',
    document: '中华人民共和国药典',
    edition: '2020年版 一部',
    section: `${name} 【性味与归经】`,
  });
  expect(saved.provenance.family).toMatchObject({ kind: 'cited', section: `${name} 【来源】 茄科植物` });
  // Facts left alone stay the institute's note.
  expect(saved.provenance.material_effect).toBeUndefined();

  // The detail page cites each under its fact.
  const sources = page.getByTestId('fact-source');
  await expect(sources.filter({ hasText: `${name} 【性味与归经】` })).toHaveText(
    `Source: 中华人民共和国药典 2020年版 一部 · ${name} 【性味与归经】`,
  );
  await expect(sources.filter({ hasText: '茄科植物' })).toHaveCount(1);
  await expect(page.getByTestId('matter-effects').getByTestId('institute-note').first()).toBeVisible();
});
