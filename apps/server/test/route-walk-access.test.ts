import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from './helper';
import { ADMIN, type AccessFixtures, RESEARCHER_A, RESEARCHER_B, accessFixtures } from './access-fixtures';

/**
 * Walks every route with a path id, as the running server's OpenAPI document lists them, and
 * proves for each identity and record state: where a record's detail is refused, every route
 * naming it (sub-routes and writes) is refused too (401/403/404, never 2xx, never a 400 that
 * would hide whether the access check ran); where the detail reads, its GET sub-routes read.
 * A new route is walked without anyone listing it; a path id of an unknown prefix fails the test
 * until it is classified below.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Path prefixes whose `{id}` names a sample or a report, and the detail that decides access. */
const RECORD_PATHS: { prefix: string; kind: 'sample' | 'report'; detail: (id: number) => string }[] = [
  { prefix: '/api/matter-samples/{id}', kind: 'sample', detail: (id) => `/api/matter-samples/${id}` },
  { prefix: '/api/product-samples/{id}', kind: 'sample', detail: (id) => `/api/product-samples/${id}` },
  // The fixtures' samples are matter samples: their own detail decides.
  { prefix: '/api/dna/samples/{id}', kind: 'sample', detail: (id) => `/api/matter-samples/${id}` },
  { prefix: '/api/reports/{id}', kind: 'report', detail: (id) => `/api/reports/${id}` },
];

/**
 * Path ids that name other kinds, each with the rule that guards it. A route whose path id
 * matches neither this table nor RECORD_PATHS fails the walk: classify it here or above.
 */
const OTHER_KINDS: Record<string, string> = {
  '/api/matters/{id}': 'catalogue record: online to all, offline to admins (visibility-matrix.test.ts)',
  '/api/products/{id}': 'catalogue record: online to all, offline to admins (visibility-matrix.test.ts)',
  '/api/regulations/{id}': 'catalogue record: online to all, offline to admins (visibility-matrix.test.ts)',
  '/api/standards/{id}': 'limit standards: reference data read by all signed in, written by admins',
  '/api/dna/barcodes/{id}': 'DNA reference library: read by all signed in, written by admins',
  '/api/worksheets/{id}': 'worksheets: admins and the assigned analyst (lab-worksheets.test.ts)',
  '/api/qc/nonconformities/{id}': 'nonconformities: closed by a QA manager or an admin (lab-qc.test.ts)',
  '/api/lab-methods/{id}':
    'validated methods: read by all signed in, written by QA managers and admins (lab-methods.test.ts)',
  '/api/qc/templates/{id}':
    'worksheet templates: read by all signed in, written by QA managers (lab-qc-templates.test.ts)',
  '/api/instrument-profiles/{id}': 'instrument profiles: the analyst capability (lab-instrument-imports.test.ts)',
  '/api/files/{sha256}': 'content-addressed blobs named by their hash, not by a record id',
  '/api/chat/{id}': 'console demo chat: per signed-in user',
  '/api/list/rules-preset/{key}': 'data-quality rules: a fixed key set, admins switch them',
  '/api/data-services/{key}': 'data services: a fixed key set, admins switch them',
  '/api/profile/basic/{id}': 'console forms: per signed-in user (console-forms.test.ts)',
  '/api/user/sessions/{id}': "the caller's own sessions",
  '/api/user/preferences/{key}': "the caller's own preferences",
  '/api/certifications/{id}': 'user-center certifications: admins approve',
  '/api/projects/{id}': "user-center: the caller's own projects",
  '/api/teams/{id}': "user-center: the caller's own teams",
  '/api/people/{id}': 'accounts: admins only (lab-people.test.ts)',
  '/api/releases/{version}': 'data releases of the public reference (online records only), named by version',
};

/** Routes that name a sample in their query, walked as the path ids are. */
const QUERY_ROUTES: { method: Method; url: (id: number) => string }[] = [
  { method: 'GET', url: (id) => `/api/standards/applicable?sample_id=${id}` },
  { method: 'GET', url: (id) => `/api/sample-labels.pdf?ids=${id}` },
];

/** Valid bodies (schema-wise) of the writes, so a refusal is the access check's, not validation's. */
const BODIES: Record<string, unknown> = {
  'PUT /api/reports/{id}': { items: [{ item: '水分', unit: '%', upper: 13, result_entered: '99.9' }], reason: '复核' },
  'POST /api/reports/{id}/amendments': { reason: '复测' },
  'PUT /api/matter-samples/{id}': { ms_name: '改名' },
  'PUT /api/product-samples/{id}': { product_sample_name: '改名' },
  'POST /api/matter-samples/{id}/transitions': { to: 'received', note: '' },
  'POST /api/product-samples/{id}/transitions': { to: 'received', note: '' },
  'POST /api/matter-samples/{id}/custody': { event: 'stored', location: 'B-2', person: '', note: '' },
  'POST /api/product-samples/{id}/custody': { event: 'stored', location: 'B-2', person: '', note: '' },
  'PUT /api/dna/samples/{id}/sequence': { sequence: 'ACGT'.repeat(10) },
  'POST /api/dna/samples/{id}/identify': {},
};

const IDENTITIES = [undefined, RESEARCHER_A, RESEARCHER_B, ADMIN] as const;
const nameOf = (as: string | undefined) => as ?? 'visitor';
const REFUSED = [401, 403, 404];
const ok = (status: number) => status >= 200 && status < 300;

describeEngines('every route naming a record follows its detail', (engine) => {
  let f: AccessFixtures;
  let routes: { method: Method; path: string }[];
  beforeAll(async () => {
    f = await accessFixtures(engine);
    const doc = (await f.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    routes = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => ({ method: m.toUpperCase() as Method, path })),
    );
  }, 120_000);
  afterAll(() => f.t.close());

  const recordPathOf = (path: string) => RECORD_PATHS.find((r) => path === r.prefix || path.startsWith(`${r.prefix}/`));
  const otherKindOf = (path: string) => Object.keys(OTHER_KINDS).find((p) => path === p || path.startsWith(`${p}/`));

  it('classifies every path id of the OpenAPI document', () => {
    const withIds = routes.filter((r) => r.path.includes('{'));
    expect(withIds.length).toBeGreaterThan(20);
    const unknown = withIds.filter((r) => !recordPathOf(r.path) && !otherKindOf(r.path));
    expect(
      unknown.map((r) => `${r.method} ${r.path}`),
      'classify in RECORD_PATHS or OTHER_KINDS',
    ).toEqual([]);
    // The walk is not vacuous: each record prefix has its detail and some sub-route or write.
    for (const r of RECORD_PATHS)
      expect(withIds.filter((x) => recordPathOf(x.path) === r).length, r.prefix).toBeGreaterThan(1);
  });

  it('refuses every route naming a record whose detail the caller may not read', async () => {
    const ids = { sample: Object.values(f.samples), report: Object.values(f.reports) };
    const failures: string[] = [];
    let refusedWalks = 0;
    for (const as of IDENTITIES) {
      const detailStatus = new Map<string, number>();
      const detail = async (url: string) => {
        if (!detailStatus.has(url)) detailStatus.set(url, (await f.t.call('GET', url, { as })).statusCode);
        return detailStatus.get(url)!;
      };
      for (const route of routes) {
        const record = recordPathOf(route.path);
        if (!record) continue;
        for (const id of ids[record.kind]) {
          const readable = ok(await detail(record.detail(id)));
          // Readers are not walked through writes (they would change the fixtures); their reads must answer.
          if (readable && route.method !== 'GET') continue;
          const url = route.path.replace('{id}', String(id));
          const payload = BODIES[`${route.method} ${route.path}`];
          const res = await f.t.call(route.method, url, { as, payload });
          const label = `${nameOf(as)} ${route.method} ${url} (detail ${readable ? 'reads' : 'refused'})`;
          if (readable && !ok(res.statusCode)) failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          if (!readable) {
            refusedWalks++;
            if (!REFUSED.includes(res.statusCode))
              failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        }
      }
      for (const q of QUERY_ROUTES) {
        for (const id of ids.sample) {
          const readable = ok(await detail(`/api/matter-samples/${id}`));
          if (readable) continue;
          const res = await f.t.call(q.method, q.url(id), { as });
          if (!REFUSED.includes(res.statusCode))
            failures.push(`${nameOf(as)} ${q.method} ${q.url(id)}: ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(refusedWalks).toBeGreaterThan(50);
  }, 120_000);

  it('refuses the records each identity should not read, and no more', async () => {
    const status = async (url: string, as?: string) => (await f.t.call('GET', url, { as })).statusCode;
    const { samples, reports } = f;
    // Researchers: hidden samples and reports are missing; their own and published ones read.
    for (const as of [RESEARCHER_A, RESEARCHER_B]) {
      for (const id of [samples.offline, samples.publishedOffline, samples.ofDraftMatter])
        expect(await status(`/api/matter-samples/${id}`, as), `${as} sample ${id}`).toBe(404);
      for (const id of [samples.testing, samples.published])
        expect(await status(`/api/matter-samples/${id}`, as), `${as} sample ${id}`).toBe(200);
      for (const id of [reports.adminUnpublished, reports.ofOfflineSample, reports.ofDraftMatter])
        expect(await status(`/api/reports/${id}`, as), `${as} report ${id}`).toBe(404);
      expect(await status(`/api/reports/${reports.published}`, as)).toBe(200);
    }
    expect(await status(`/api/reports/${reports.enteredByA}`, RESEARCHER_A)).toBe(200);
    expect(await status(`/api/reports/${reports.enteredByA}`, RESEARCHER_B)).toBe(404);
    for (const id of Object.values(samples)) {
      expect(await status(`/api/matter-samples/${id}`, ADMIN)).toBe(200);
      expect(await status(`/api/matter-samples/${id}`)).toBe(401);
    }
    for (const id of Object.values(reports)) expect(await status(`/api/reports/${id}`, ADMIN)).toBe(200);
  });
});
