import { afterAll, beforeAll, expect, it } from 'vitest';
import { multipartFile, PNG_1PX } from './catalogue-helpers';
import { createTestApp, describeEngines, type TestApp } from './helper';

/**
 * Hostile values into every write route and every list filter, as admin, on each engine:
 * no answer may be a 5xx. Routes come from the app's own OpenAPI document, so a new route is
 * fuzzed without editing this file. Deterministic (seeded PRNG) and bounded (~5,500 calls).
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
};
type Doc = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

/** mulberry32: small, seedable, good enough to pick test values. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NUL = 'a\u0000b';
const LONE = 'x\uD800y';
let deep: unknown = 'bottom';
for (let i = 0; i < 40; i++) deep = { a: deep };

/** Values for a JSON body field; the first two go into every field, a seeded sample of the rest. */
const HOSTILE_JSON: unknown[] = [
  NUL,
  LONE,
  '\u0000',
  '\uDFFF',
  '\u202Eevil',
  'a\u200Bb',
  '\u0085\u009F\u001B[31m',
  'x'.repeat(20_000),
  '',
  '   ',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https://evil.example/a.png',
  '123',
  '1e400',
  -1,
  0,
  1.5,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -(Number.MAX_SAFE_INTEGER + 2),
  true,
  null,
  [],
  [NUL],
  [LONE, 1, null],
  [[[]]],
  {},
  { nested: NUL },
  deep,
];

/** Raw (already encoded) query-string values: NUL, invalid UTF-8, bidi override, huge numbers … */
const HOSTILE_QUERY: string[] = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF',
  '%C0%80',
  encodeURIComponent('\u202Eevil'),
  encodeURIComponent('a\u200Bb'),
  'x'.repeat(3000),
  '',
  '-1',
  '1e400',
  '99999999999999999999999',
  'NaN',
  '[object Object]',
  '%5B%5D',
  'javascript:alert(1)',
];

/** Routes the fuzzer leaves alone: they end or change the admin's own session. */
const SKIP = [/\/user\/logout$/, /\/user\/switch-role$/];

/** Bodies the routes accept, so one hostile field is the only thing wrong (reaches the service). */
function validBodies(ids: Record<string, number>): Record<string, Record<string, unknown>> {
  const sample = { ms_source: 'herb-market', ms_area: '110000', ms_coll_vol: 10, ms_coll_time: 1_700_000_000 };
  return {
    'POST /api/matters': { material_name: '模糊测试' },
    'POST /api/products': { product_name: '模糊测试产品', matter_ids: [ids.matter] },
    'POST /api/matter-samples': { ms_name: '模糊样品', matter_id: ids.matter, ...sample },
    'POST /api/product-samples': {
      product_sample_name: '模糊产品样品',
      product_id: ids.product,
      product_sample_source: 'herb-market',
      product_sample_area: '110000',
      product_sample_coll_vol: 10,
      product_sample_coll_time: 1_700_000_000,
    },
    'POST /api/reports': {
      report_name: '模糊报告',
      sample_kind: 'matter',
      sample_id: ids.matterSample,
      tested_at: 1_700_000_000,
    },
    'POST /api/regulations': { regulation_num: 'FZ-1', regulation_name: '模糊法规' },
    'POST /api/projects': { name: 'fuzz project' },
    'POST /api/teams': { name: 'fuzz team' },
    'POST /api/user/save-info': { email: 'a@example.org', nickname: 'n', countryRegion: 'China', area: 'Beijing' },
    'POST /api/user/certification': {
      accountType: 'enterprise',
      legalPerson: 'L',
      certificateType: 'id',
      authenticationNumber: '1',
      enterpriseName: 'E',
      enterpriseCertificateType: 'license',
      organizationCode: '91350100M000100Y43',
    },
    'POST /api/user/password': { oldPassword: 'not-the-password', newPassword: 'Abcdef12' },
  };
}

/** Follows `#/components/schemas/<name>` references of the document. */
function deref(doc: Doc, s: Schema | undefined): Schema | undefined {
  return s?.$ref ? doc.components?.schemas?.[s.$ref.split('/').pop()!] : s;
}

function typesOf(doc: Doc, raw: Schema | undefined): string[] {
  const s = deref(doc, raw);
  if (!s) return [];
  if (s.anyOf) return s.anyOf.flatMap((x) => typesOf(doc, x));
  return Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
}

interface Call {
  method: string;
  url: string;
  payload?: string;
  what: string;
  /** The body field that holds a NUL (the answer must name it). */
  nulField?: string;
}

function buildCalls(doc: Doc, ids: Record<string, number>): Call[] {
  const rnd = prng(20_261_122);
  const pick = <T>(list: T[], n: number) => [...list].sort(() => rnd() - 0.5).slice(0, n);
  const valid = validBodies(ids);
  const calls: Call[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const M = method.toUpperCase();
      const route = `${M} ${path}`;
      if (SKIP.some((re) => re.test(path))) continue;
      const query = (op.parameters ?? []).filter((p) => p.in === 'query');
      if (M === 'GET' && query.length === 0) continue;
      // Path parameters: hostile ids/keys, and a real id where one exists (no real deletes).
      const hasParams = /\{[^}]+\}/.test(path);
      const real = path.replace(/\{id\}/g, String(ids.matter)).replace(/\{key\}/g, 'x');
      if (hasParams) {
        for (const v of ['%00', '-1', '1e400', '99999999999999999999', 'abc', '%ED%A0%80', '0x10']) {
          calls.push({ method: M, url: path.replace(/\{[^}]+\}/g, v), what: `${route} param=${v}`, payload: '{}' });
        }
      }
      const url = M === 'DELETE' ? null : hasParams ? real : path;
      if (!url) continue;
      for (const q of query) {
        for (const v of [...HOSTILE_QUERY.slice(0, 3), ...pick(HOSTILE_QUERY.slice(3), 4)]) {
          calls.push({ method: M, url: `${url}?${q.name}=${v}`, what: `${route} ?${q.name}=${v.slice(0, 30)}` });
        }
      }
      const schema = deref(doc, op.requestBody?.content?.['application/json']?.schema);
      if (!schema) continue;
      const base = M === 'PUT' ? {} : (valid[route] ?? {});
      for (const whole of [[], 'text', null, 42, deep, { ...base, not_a_field: 1 }]) {
        calls.push({
          method: M,
          url,
          payload: JSON.stringify(whole),
          what: `${route} body=${JSON.stringify(whole).slice(0, 30)}`,
        });
      }
      for (const [field, fs] of Object.entries(schema.properties ?? {})) {
        const types = typesOf(doc, fs);
        const isText = types.includes('string') && !types.includes('number');
        for (const v of [...HOSTILE_JSON.slice(0, 2), ...pick(HOSTILE_JSON.slice(2), 4)]) {
          calls.push({
            method: M,
            url,
            payload: JSON.stringify({ ...base, [field]: v }),
            what: `${route} ${field}=${JSON.stringify(v)?.slice(0, 30)}`,
            nulField: v === NUL && isText && valid[route] !== undefined ? field : undefined,
          });
        }
      }
    }
  }
  // Login last: failed attempts may throttle the address (42900), never the admin's open session.
  return calls.sort((a, b) => Number(/login$/i.test(a.url)) - Number(/login$/i.test(b.url)));
}

describeEngines('fuzzed writes and filters answer no 5xx', (engine) => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'welcome notice', 'catalogue'] });
    const matters = await t.call('GET', '/api/matters?pageSize=1', { as: 'admin' });
    ids.matter = matters.data.list[0].id;
    const product = await t.call('POST', '/api/products', {
      as: 'admin',
      payload: { product_name: '基础产品', matter_ids: [ids.matter] },
    });
    ids.product = product.data.id;
    const ms = await t.call('POST', '/api/matter-samples', {
      as: 'admin',
      payload: {
        ms_name: '基础样品',
        matter_id: ids.matter,
        ms_source: 'herb-market',
        ms_area: '110000',
        ms_coll_vol: 1,
        ms_coll_time: 1_700_000_000,
      },
    });
    ids.matterSample = ms.data.id;
    expect([ids.matter, ids.product, ids.matterSample].every((n) => Number.isInteger(n))).toBe(true);
  }, 120_000);
  afterAll(async () => t?.close());

  it('every write route and list filter, hostile values, as admin', async () => {
    const doc = (await t.call('GET', '/api/docs/json', { as: 'admin' })).json();
    const calls = buildCalls(doc, ids);
    expect(calls.length).toBeGreaterThan(1500);
    expect(calls.length).toBeLessThan(8000);
    const token = await t.login('admin');
    const failures: string[] = [];
    const unnamed: string[] = [];
    let nulChecks = 0;
    for (const c of calls) {
      const res = await t.app
        .inject({
          method: c.method as 'GET',
          url: c.url,
          headers: { token, ...(c.payload !== undefined ? { 'content-type': 'application/json' } : {}) },
          payload: c.payload,
        })
        .catch((err: Error) => err);
      if (res instanceof Error) {
        failures.push(`no answer (${res.message}) ${c.what}`);
        continue;
      }
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${c.what}: ${res.body.slice(0, 200)}`);
      if (c.nulField) {
        nulChecks++;
        const body = res.json();
        const named =
          body.code === 40000 &&
          Array.isArray(body.data) &&
          body.data.some((d: { field: string }) => d.field === c.nulField || d.field.startsWith(`${c.nulField}.`));
        if (!named) unnamed.push(`${c.what}: ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures.slice(0, 20), `${failures.length} of ${calls.length} answered 5xx`).toEqual([]);
    expect(nulChecks).toBeGreaterThan(50);
    expect(unnamed.slice(0, 20), `${unnamed.length} NUL values not refused with 40000 naming the field`).toEqual([]);
  }, 120_000);

  it('uploads and imports: hostile file names and contents answer no 5xx', async () => {
    const token = await t.login('admin');
    const rnd = prng(7);
    const noise = Buffer.from(Array.from({ length: 2048 }, () => Math.floor(rnd() * 256)));
    const csv = Buffer.from('material_name,material_num\n"a\u0000b",YS\u202E01\n"\uD800",\n', 'utf8');
    const files: [Buffer, string, string][] = [
      [PNG_1PX, 'a\u0000b\u202E.png', 'image/png'],
      [noise, '..\\..\\etc/passwd', 'application/octet-stream'],
      [Buffer.alloc(0), '', 'text/plain'],
      [csv, 'rows.csv', 'text/csv'],
    ];
    const urls = ['/api/files', '/api/user/upload'];
    for (const kind of ['matters', 'products', 'matter-samples', 'product-samples', 'reports', 'regulations']) {
      urls.push(`/api/${kind}/import?mode=dry-run`, `/api/${kind}/import?mode=commit`);
    }
    const failures: string[] = [];
    for (const url of urls) {
      for (const [data, name, type] of files) {
        const { payload, headers } = multipartFile(data, name, type);
        const res = await t.app.inject({ method: 'POST', url, headers: { ...headers, token }, payload });
        if (res.statusCode >= 500)
          failures.push(`${res.statusCode} ${url} ${JSON.stringify(name)}: ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a NUL in a text field or in q answers 40000 naming the field, in both languages', async () => {
    const zh = await t.call('POST', '/api/matters', { as: 'admin', payload: { material_name: NUL } });
    expect(zh.statusCode).toBe(400);
    expect(zh.envelope.code).toBe(40000);
    expect(zh.data).toEqual([{ field: 'material_name', message: expect.stringContaining('material_name') }]);
    expect(zh.envelope.msg).toMatch(/^material_name 不能包含换行、制表符、控制字符（如 NUL）/);
    const en = await t.call('POST', '/api/matters', {
      as: 'admin',
      lang: 'en-us',
      payload: { material_name: 'ok', material_effect: `line\n${LONE}` },
    });
    expect(en.data).toEqual([
      {
        field: 'material_effect',
        message: expect.stringMatching(/^material_effect contains characters that are not allowed/),
      },
    ]);
    const q = await t.call('GET', '/api/matters?q=a%00b', { as: 'admin', lang: 'en-us' });
    expect(q.envelope.code).toBe(40000);
    expect(q.data[0].field).toBe('q');
    // Tab and line breaks stay allowed in long text.
    const ok = await t.call('POST', '/api/matters', {
      as: 'admin',
      payload: { material_name: '换行测试', material_effect: '第一行\n\t第二行\r\n第三行' },
    });
    expect(ok.envelope.code).toBe(1);
    expect(ok.data.material_effect).toBe('第一行\n\t第二行\r\n第三行');
  });

  it('record numbers and document numbers take printable characters only', async () => {
    for (const num of ['YS\u202E01', 'YS\u200B01', 'YS\u000001', 'YS 01']) {
      const res = await t.call('POST', '/api/matters', {
        as: 'admin',
        payload: { material_name: 'n', material_num: num },
      });
      expect(res.envelope.code, JSON.stringify(num)).toBe(40000);
      expect(res.data[0].field).toBe('material_num');
    }
    for (const num of ['卫法监发\u202E〔2002〕', '2024\uFEFF年第4号', '第\u2060号']) {
      const res = await t.call('POST', '/api/regulations', {
        as: 'admin',
        payload: { regulation_num: num, regulation_name: 'r' },
      });
      expect(res.envelope.code, JSON.stringify(num)).toBe(40000);
      expect(res.data[0].field).toBe('regulation_num');
    }
    const ok = await t.call('POST', '/api/regulations', {
      as: 'admin',
      payload: { regulation_num: ' 卫法监发〔2002〕51号 ', regulation_name: 'r' },
    });
    expect(ok.envelope.code).toBe(1);
    expect(ok.data.regulation_num).toBe('卫法监发〔2002〕51号');
  });

  it('links take http(s) only; images only uploaded files', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'ftp://example.org/a', 'http://']) {
      const res = await t.call('POST', '/api/regulations', {
        as: 'admin',
        lang: 'en-us',
        payload: { regulation_num: 'U-1', regulation_name: 'r', url },
      });
      expect(res.envelope.code, url).toBe(40000);
      expect(res.data).toEqual([
        { field: 'url', message: 'url must be a web address starting with http:// or https://' },
      ]);
    }
    const http = await t.call('POST', '/api/regulations', {
      as: 'admin',
      payload: { regulation_num: 'U-2', regulation_name: 'r', url: 'https://www.nhc.gov.cn/a.html' },
    });
    expect(http.envelope.code).toBe(1);
    const ext = await t.call('POST', '/api/matters', {
      as: 'admin',
      lang: 'en-us',
      payload: { material_name: 'img', images: ['https://example.org/a.png'] },
    });
    expect(ext.envelope.code).toBe(40000);
    expect(ext.data).toEqual([
      { field: 'images.0', message: 'Upload the image; external links are not accepted (images.0)' },
    ]);
    const own = await t.call('POST', '/api/matters', {
      as: 'admin',
      payload: { material_name: 'img', images: [`/api/files/${'a'.repeat(64)}`] },
    });
    expect(own.envelope.code).toBe(1);
  });
});
