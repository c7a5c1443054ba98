import zlib from 'node:zlib';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A solid-colour PNG, so an upload test needs no fixture file. */
export function pngBytes(width = 16, height = 16, rgb: [number, number, number] = [196, 60, 40]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid EAN-13 from 12 digits. */
export function ean13(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/** Signs in through the API (for looking up test data, not for the journeys themselves). */
export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/User/login', { data: { username, password: username } });
  const body = (await res.json()) as { data: { userinfo: { token: string } } };
  return body.data.userinfo.token;
}

export async function apiGet<T>(request: APIRequestContext, url: string, token?: string): Promise<T> {
  const res = await request.get(url, { headers: token ? { Token: token } : {} });
  const body = (await res.json()) as { code: number; data: T };
  expect(body.code).toBe(1);
  return body.data;
}

/**
 * A published product of the spec's own, made through the API as the admin: a spec that reads
 * "the first product" would read whatever another spec made or edited last.
 */
export async function createProduct(
  request: APIRequestContext,
  fields: Record<string, unknown> = {},
): Promise<{ id: number; product_name: string; product_brand: string }> {
  const token = await apiToken(request, 'admin');
  const tag = stamp();
  const res = await request.post('/api/products', {
    headers: { Token: token },
    data: {
      product_name: `e2e 枸杞原浆 ${tag}`,
      product_type: 'beverage',
      product_brand: `e2e 牌 ${tag}`,
      product_nutrients_json: [
        { item: '能量', value: 250, unit: 'kJ', nrv: 3 },
        { item: '蛋白质', value: 0.5, unit: 'g', nrv: 1 },
      ],
      status: 'online',
      ...fields,
    },
  });
  const body = (await res.json()) as {
    code: number;
    msg: string;
    data: { id: number; product_name: string; product_brand: string };
  };
  expect(body.code, body.msg).toBe(1);
  return body.data;
}

/** A stamp that differs between tests and between a test and its retry. */
function stamp(): string {
  return `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
}

async function created<T>(res: { json(): Promise<unknown> }, what: string): Promise<T> {
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${what}: ${body.msg}`).toBe(1);
  return body.data;
}

/** The id of the shipped matter named exactly `name` (a search also finds others' matters). */
export async function matterIdByName(request: APIRequestContext, name: string): Promise<number> {
  const found = await apiGet<{ list: { id: number; material_name: string }[] }>(
    request,
    `/api/matters?pageSize=20&q=${encodeURIComponent(name)}`,
  );
  const hit = found.list.find((m) => m.material_name === name);
  expect(hit, `the matter ${name}`).toBeDefined();
  return hit!.id;
}

/** A published matter of the spec's own (made as the admin), for a spec that edits one. */
export async function createMatter(
  request: APIRequestContext,
  fields: Record<string, unknown> = {},
): Promise<{ id: number; material_name: string; material_num: string }> {
  const token = await apiToken(request, 'admin');
  return created(
    await request.post('/api/matters', {
      headers: { Token: token },
      data: {
        material_name: `e2e 物质 ${stamp()}`,
        status: 'online',
        latin_name: 'Lycium barbarum L.',
        family: '茄科',
        part_used: '干燥成熟果实',
        ...fields,
      },
    }),
    'create a matter',
  );
}

/**
 * A matter sample of the spec's own (of 枸杞子 unless `matterId` says), registered by the
 * researcher `user` and, with `received`, received into the laboratory: the newest sample of a
 * shared list may be another spec's, in whatever state that spec left it.
 */
export async function createMatterSample(
  request: APIRequestContext,
  opts: { matterId?: number; name?: string; received?: boolean } = {},
): Promise<{ id: number; ms_num: string; ms_name: string; matter_id: number }> {
  const token = await apiToken(request, 'user');
  const matterId = opts.matterId ?? (await matterIdByName(request, '枸杞子'));
  const sample = await created<{ id: number; ms_num: string; ms_name: string }>(
    await request.post('/api/matter-samples', {
      headers: { Token: token },
      data: {
        ms_name: opts.name ?? `e2e 枸杞子 样品 ${stamp()}`,
        matter_id: matterId,
        ms_source: 'cultivation-base',
        ms_area: '640500',
        ms_coll_vol: 500,
        ms_coll_time: 1_720_000_000,
      },
    }),
    'register a matter sample',
  );
  if (opts.received) {
    await created(
      await request.post(`/api/matter-samples/${sample.id}/transitions`, {
        headers: { Token: token },
        data: { to: 'received', note: '' },
      }),
      `receive ${sample.ms_num}`,
    );
  }
  return { ...sample, matter_id: matterId };
}

/** A product sample of the spec's own, of `productId` (made as the admin). */
export async function createProductSample(
  request: APIRequestContext,
  productId: number,
): Promise<{ id: number; product_sample_num: string; product_id: number }> {
  const token = await apiToken(request, 'admin');
  const sample = await created<{ id: number; product_sample_num: string }>(
    await request.post('/api/product-samples', {
      headers: { Token: token },
      data: {
        product_sample_name: `e2e 产品样品 ${stamp()}`,
        product_id: productId,
        product_sample_source: 'cultivation-base',
        product_sample_area: '640500',
        product_sample_coll_vol: 500,
        product_sample_coll_time: 1_720_000_000,
      },
    }),
    'create a product sample',
  );
  return { ...sample, product_id: productId };
}

/** The data rows of the list table (antd renders a hidden measure row too). */
export function rows(page: Page, testId: string): Locator {
  return page.getByTestId(testId).locator('tbody tr.ant-table-row');
}

/**
 * Waits until an antd pop-up or drawer has finished opening or closing: rc-motion's
 * `-appear`/`-enter`/`-leave` classes are on it while it animates. A click meanwhile can land
 * where the element no longer is (a drop-down aligned to a drawer still sliding in).
 */
export async function motionDone(target: Locator): Promise<void> {
  await expect(target).not.toHaveClass(/-(appear|enter|leave)(-start|-active|-prepare)?(\s|$)/);
}

/** Opens a phone list's filter drawer and waits until it has finished sliding in. */
export async function openFilterDrawer(page: Page): Promise<Locator> {
  await page.getByTestId('filter-drawer-open').click();
  const drawer = page.getByRole('dialog', { name: '筛选条件' });
  await expect(drawer).toBeVisible();
  // Still sliding up, a select in it would open its drop-down where it is for a moment.
  await motionDone(page.locator('.ant-drawer-content-wrapper:visible'));
  return drawer;
}

/**
 * The drop-down a select opened: the one holding the list its combobox controls, not another
 * select's that is still fading out.
 */
async function ownDropdown(page: Page, trigger: Locator): Promise<{ combo: Locator; dropdown: Locator }> {
  const combo = (await trigger.getAttribute('role')) === 'combobox' ? trigger : trigger.getByRole('combobox').first();
  await expect(combo).toHaveAttribute('aria-controls', /_list$/);
  const list = await combo.getAttribute('aria-controls');
  const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${list}"]`) });
  await motionDone(dropdown);
  return { combo, dropdown };
}

/** Picks an option of an antd Select opened from `trigger`, typing to search when given. */
export async function pickOption(
  page: Page,
  trigger: Locator,
  option: string | RegExp,
  search?: string,
): Promise<void> {
  await trigger.click();
  if (search) await page.keyboard.type(search);
  const { dropdown } = await ownDropdown(page, trigger);
  await dropdown
    .getByText(option, { exact: typeof option === 'string' })
    .first()
    .click();
}

/**
 * Chooses an option of a single antd Select (typing `search` into it first, when given) and waits
 * until the select shows it, choosing again when a click during the drop-down's opening did not take.
 */
export async function chooseOption(
  page: Page,
  trigger: Locator,
  option: string | RegExp,
  search?: string,
): Promise<void> {
  await expect(async () => {
    const combo = (await trigger.getAttribute('role')) === 'combobox' ? trigger : trigger.getByRole('combobox').first();
    if ((await combo.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    if (search) await combo.fill(search);
    const { dropdown } = await ownDropdown(page, trigger);
    await dropdown.locator('.ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 5_000 });
    const select = trigger.locator(
      `xpath=ancestor-or-self::*[contains(concat(' ', normalize-space(@class), ' '), ' ant-select ')][1]`,
    );
    await expect(select).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Sets an antd date picker (`picker`: its input or its wrapper) to now/today with the drop-down's
 * button — again when a click during the drop-down's opening animation did not take.
 */
export async function pickToday(page: Page, picker: Locator): Promise<void> {
  const input = (await picker.evaluate((e) => e.tagName)) === 'INPUT' ? picker : picker.locator('input').first();
  await expect(async () => {
    if ((await page.locator('.ant-picker-dropdown:visible').count()) === 0) await picker.click();
    await page
      .locator('.ant-picker-dropdown:visible .ant-picker-now-btn, .ant-picker-dropdown:visible .ant-picker-today-btn')
      .first()
      .click({ timeout: 5_000 });
    await expect(input).not.toHaveValue('', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Unchecks a column in the open column setting panel (retried while the panel settles). */
export async function hideColumn(page: Page, key: string): Promise<void> {
  const box = page.getByTestId('column-settings').getByTestId(`column-setting-${key}`).getByRole('checkbox');
  await expect(async () => {
    if (await box.isChecked()) await box.click();
    await expect(box).not.toBeChecked({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
