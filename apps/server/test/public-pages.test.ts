import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from './helper';

/**
 * The public reference pages as a crawler reads them: plain GETs, no script. They show what a
 * visitor may read through the API (offline records 404), never a demo record, and carry the
 * tags indexes and reference managers read.
 */
const BASE = 'https://yaoshi.example.org';

const jsonLdOf = (body: string) => {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body);
  expect(m, 'JSON-LD block').not.toBeNull();
  return JSON.parse(m![1]!) as Record<string, any>;
};
const meta = (body: string, name: string) =>
  new RegExp(`<meta (?:name|property)="${name.replace('.', '\\.')}" content="([^"]*)">`).exec(body)?.[1];

describeEngines('public reference pages', (engine) => {
  let t: TestApp;
  let gouqi: number;
  let offline: number;
  let demo: number;
  let hostile: number;
  let onlineIds: number[];

  // Markup compared with its white space collapsed and void elements written without the slash.
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    if (!String(res.headers['content-type']).startsWith('text/html')) return res;
    return Object.assign(res, {
      body: res.body
        .replace(/\s*\/>/g, '>')
        .replace(/\s+/g, ' ')
        .replace(/> </g, '><'),
    });
  };

  beforeAll(async () => {
    t = await createTestApp(engine, {
      seed: ['demo accounts', 'catalogue', 'regulations', 'standards'],
      config: { publicBaseUrl: BASE },
    });
    gouqi = (await t.call('GET', `/api/matters?q=${encodeURIComponent('枸杞子')}`)).data.list[0].id;
    const create = async (name: string, status: 'online' | 'offline') => {
      const res = await t.call('POST', '/api/matters', {
        as: 'admin',
        payload: { material_name: name, name_pinyin: 'ceshi', material_effect: '测试功效', status },
      });
      expect(res.envelope.code, res.body).toBe(1);
      return res.data.id as number;
    };
    offline = await create('草稿物质', 'offline');
    demo = await create('演示物质', 'online');
    await t.database.db.updateTable('matters').set({ is_demo: 1 }).where('id', '=', demo).execute();
    hostile = await create('<script>alert(1)</script>子', 'online');
    onlineIds = [];
    for (let current = 1; ; current++) {
      const page = (await t.call('GET', `/api/matters?pageSize=100&current=${current}`)).data;
      onlineIds.push(...page.list.filter((m: { is_demo: boolean }) => !m.is_demo).map((m: { id: number }) => m.id));
      if (current * 100 >= page.total) break;
    }
  }, 120_000);
  afterAll(() => t?.close());

  it('serves a substance to a crawler: its facts with their editions, sources and review states', async () => {
    const res = await get(`/zh/matters/${gouqi}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const body = res.body;
    expect(body).toContain('<html lang="zh-CN">');
    expect(body).toContain('枸杞子');
    expect(body).toContain('Lycium barbarum');
    expect(body).toContain('茄科');
    // Monograph facts: document, edition, section and review state, per fact.
    expect(body).toContain('中华人民共和国药典');
    expect(body).toMatch(/20(20|25)年版 一部/);
    expect(body).toContain('用法与用量');
    expect(body).toContain('未校对');
    expect(body).toContain('2002 年目录批次');
    // No script runs: the only script element is the JSON-LD data block.
    expect(body.match(/<script/g)).toHaveLength(1);
  });

  it('carries canonical, hreflang, JSON-LD, citation and Open Graph tags', async () => {
    const body = (await get(`/zh/matters/${gouqi}`)).body;
    expect(body).toContain(`<link rel="canonical" href="${BASE}/zh/matters/${gouqi}">`);
    expect(body).toContain(`<link rel="alternate" hreflang="zh-CN" href="${BASE}/zh/matters/${gouqi}">`);
    expect(body).toContain(`<link rel="alternate" hreflang="en" href="${BASE}/en/matters/${gouqi}">`);
    expect(body).toContain(`<link rel="alternate" hreflang="x-default" href="${BASE}/zh/matters/${gouqi}">`);
    const ld = jsonLdOf(body);
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('DefinedTerm');
    expect(ld.name).toBe('枸杞子');
    expect(ld.url).toBe(`${BASE}/zh/matters/${gouqi}`);
    expect(meta(body, 'citation_title')).toBe('枸杞子');
    expect(meta(body, 'citation_publisher')).toBeTruthy();
    expect(meta(body, 'citation_publication_date')).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    expect(meta(body, 'citation_public_url')).toBe(`${BASE}/zh/matters/${gouqi}`);
    expect(meta(body, 'DC.title')).toBe('枸杞子');
    expect(meta(body, 'DC.date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(meta(body, 'DC.language')).toBe('zh-CN');
    expect(meta(body, 'DC.identifier')).toBe(`${BASE}/zh/matters/${gouqi}`);
    expect(meta(body, 'og:url')).toBe(`${BASE}/zh/matters/${gouqi}`);
  });

  it('writes the English page in English and marks texts recorded in Chinese only', async () => {
    const res = await get(`/en/matters/${gouqi}`);
    expect(res.statusCode).toBe(200);
    const body = res.body;
    expect(body).toContain('<html lang="en">');
    expect(body).toContain('Unreviewed');
    expect(body).toContain('Usage and dosage');
    expect(body).toContain('Solanaceae');
    // Effects are stored in Chinese only: shown as Chinese, marked so, not as English.
    expect(body).toMatch(/<div class="pre" lang="zh-CN">[^<]+<\/div><abbr class="zh-mark"[^>]*>中文<\/abbr/);
    expect(meta(body, 'DC.language')).toBe('en');
    expect(jsonLdOf(body).inLanguage).toBe('en');
  });

  it('answers 404 for offline, demo, missing and malformed records, and lists none of them', async () => {
    for (const url of [
      `/zh/matters/${offline}`,
      `/en/matters/${demo}`,
      '/zh/matters/999999',
      '/zh/matters/abc',
      '/zh/batches/1999',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body).not.toContain('草稿物质');
    }
    const index = (await get('/zh/')).body;
    expect(index).toContain(`/zh/matters/${gouqi}"`);
    expect(index).not.toContain(`/zh/matters/${offline}"`);
    expect(index).not.toContain(`/zh/matters/${demo}"`);
    for (const q of ['草稿', '演示']) {
      const found = (await get(`/zh/?q=${encodeURIComponent(q)}`)).body;
      expect(found).not.toContain('/zh/matters/');
    }
  });

  it('lists every online matter in both languages in the sitemap, with lastmod and alternates', async () => {
    const robots = await get('/robots.txt');
    expect(robots.body).toMatch(/^Disallow: \/api\/$/m);
    expect(robots.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain(`<loc>${BASE}/sitemaps/pages.xml</loc>`);
    expect(index.body).toContain(`<loc>${BASE}/sitemaps/matters-1.xml</loc>`);
    const matters = (await get('/sitemaps/matters-1.xml')).body;
    expect(onlineIds.length).toBeGreaterThan(100);
    for (const id of onlineIds) {
      for (const lang of ['zh', 'en']) expect(matters).toContain(`<loc>${BASE}/${lang}/matters/${id}</loc><lastmod>`);
    }
    expect(matters.match(/<url>/g)).toHaveLength(onlineIds.length * 2);
    expect(matters).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${BASE}/en/matters/${gouqi}"/>`);
    expect(matters).not.toContain(`/matters/${offline}<`);
    expect(matters).not.toContain(`/matters/${demo}<`);
    // The index pages, every batch and every online regulation, in both languages.
    const pages = (await get('/sitemaps/pages.xml')).body;
    for (const lang of ['zh', 'en']) {
      expect(pages).toContain(`<loc>${BASE}/${lang}/</loc>`);
      for (const batch of [2002, 2019, 2023, 2024])
        expect(pages).toContain(`<loc>${BASE}/${lang}/batches/${batch}</loc>`);
    }
    expect((await get('/sitemaps/matters-2.xml')).statusCode).toBe(404);
    expect(index.body).toContain(`<loc>${BASE}/sitemaps/regulations-1.xml</loc>`);
    const regulations = (await get('/sitemaps/regulations-1.xml')).body;
    const regIds = (await t.call('GET', '/api/regulations?pageSize=100')).data.list.map((r: { id: number }) => r.id);
    expect(regIds.length).toBeGreaterThan(3);
    for (const id of regIds) {
      for (const lang of ['zh', 'en']) expect(regulations).toContain(`<loc>${BASE}/${lang}/regulations/${id}</loc>`);
    }
  });

  it('escapes every record text: a name holding <script> renders as text, in HTML and in JSON-LD', async () => {
    const body = (await get(`/zh/matters/${hostile}`)).body;
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;子');
    expect(body).not.toContain('<script>alert(1)');
    expect(jsonLdOf(body).name).toBe('<script>alert(1)</script>子');
    expect(body.match(/<script/g)).toHaveLength(1);
  });

  it('finds a matter from the search box by a 2-character Chinese name and by pinyin', async () => {
    for (const q of ['枸杞', 'gouqi']) {
      const res = await get(`/zh/?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.body, q).toContain(`href="/zh/matters/${gouqi}"`);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain(`value="${q}"`);
    }
    const none = await get(`/en/?q=${encodeURIComponent('"><b>镕鑫')}`);
    expect(none.body).toContain('Nothing found.');
    expect(none.body).toContain('value="&quot;&gt;&lt;b&gt;镕鑫"');
    expect(none.body).not.toContain('<b>镕鑫');
  });

  it('answers conditional GETs with 304 and short public cache headers', async () => {
    const first = await get(`/zh/matters/${gouqi}`);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['last-modified']).toBeTruthy();
    const again = await get(`/zh/matters/${gouqi}`, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const since = await get(`/zh/matters/${gouqi}`, { 'if-modified-since': String(first.headers['last-modified']) });
    expect(since.statusCode).toBe(304);
  });

  it('shows regulations, batches and products with their facts; demo products never', async () => {
    const batch = await get('/zh/batches/2019');
    expect(batch.statusCode).toBe(200);
    expect(batch.body).toContain('2019年第8号');
    const regs = (await t.call('GET', '/api/regulations?pageSize=100')).data.list as {
      id: number;
      batch: number | null;
    }[];
    const reg = regs.find((r) => r.batch === 2019)!;
    const regPage = await get(`/en/regulations/${reg.id}`);
    expect(regPage.statusCode).toBe(200);
    expect(regPage.body).toContain('2019年第8号');
    expect(jsonLdOf(regPage.body)['@type']).toBe('Legislation');

    const made = await t.call('POST', '/api/products', {
      as: 'admin',
      payload: {
        product_name: '枸杞茶',
        product_type: 'substitute-tea',
        product_specs: '15 g × 12 袋/盒',
        product_nutrients_json: [
          { item: '能量', value: 1200, unit: 'kJ', nrv: 14 },
          { item: '枸杞多糖', value: 2, unit: 'g', nrv: null },
        ],
        matter_ids: [gouqi],
        status: 'online',
      },
    });
    expect(made.envelope.code, made.body).toBe(1);
    const product = await get(`/zh/products/${made.data.id}`);
    expect(product.statusCode).toBe(200);
    expect(product.body).toContain('营养成分表');
    expect(product.body).toContain('1200 kJ');
    expect(product.body).toContain(`href="/zh/matters/${gouqi}"`);
    // In English a nutrient is named as labels name it; an item or spec without English is marked Chinese.
    const productEn = (await get(`/en/products/${made.data.id}`)).body;
    expect(productEn).toContain('<th scope="row">Energy</th>');
    expect(productEn).toContain('<span lang="zh-CN">枸杞多糖</span><abbr class="zh-mark"');
    expect(productEn).toContain('<span lang="zh-CN">15 g × 12 袋/盒</span>');
    expect(jsonLdOf(product.body)['@type']).toBe('Product');
    expect((await get('/sitemaps/products-1.xml')).body).toContain(`/zh/products/${made.data.id}</loc>`);
    await t.database.db.updateTable('products').set({ is_demo: 1 }).where('id', '=', made.data.id).execute();
    expect((await get(`/zh/products/${made.data.id}`)).statusCode).toBe(404);
    expect((await get('/sitemaps/products-1.xml')).statusCode).toBe(404);
  });

  it('keeps / for the console and /api untouched', async () => {
    const root = await get('/');
    expect(root.body).toContain('<div id="root"></div>');
    expect((await get('/api/nothing-here')).json().code).toBe(40400);
  });

  it('answers as the API does for anonymous reads when the open read API is off', async () => {
    await t.call('PUT', '/api/data-services/open-api', { as: 'admin', payload: { enable: false } });
    try {
      expect((await get(`/zh/matters/${gouqi}`)).statusCode).toBe(403);
      expect((await get('/sitemap.xml')).statusCode).toBe(403);
      expect((await get(`/api/matters/${gouqi}`)).statusCode).toBe(403);
    } finally {
      await t.call('PUT', '/api/data-services/open-api', { as: 'admin', payload: { enable: true } });
    }
    expect((await get(`/zh/matters/${gouqi}`)).statusCode).toBe(200);
  });
});

describeEngines('public pages without PUBLIC_BASE_URL', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts'] });
  });
  afterAll(() => t?.close());

  it('takes absolute URLs from the request, and a proxy header only under TRUST_PROXY', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'yaoshi.local:8080', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(res.body).toContain('Sitemap: http://yaoshi.local:8080/sitemap.xml');
    const index = await t.app.inject({ method: 'GET', url: '/en/', headers: { host: 'yaoshi.local:8080' } });
    expect(index.statusCode).toBe(200);
    expect(index.body).toMatch(/<link rel="canonical" href="http:\/\/yaoshi\.local:8080\/en\/"/);
  });
});
