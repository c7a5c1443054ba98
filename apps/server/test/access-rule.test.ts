import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from './helper';
import { ADMIN, type AccessFixtures, RESEARCHER_A, RESEARCHER_B, accessFixtures } from './access-fixtures';

/**
 * One access decision per record: a write first passes the read; a sample hides with its matter
 * or product, a report with its sample; whatever names a hidden record (sub-routes, lists,
 * search, documents, exports) hides it too.
 */
describeEngines('one access decision per record', (engine) => {
  let f: AccessFixtures;
  beforeAll(async () => {
    f = await accessFixtures(engine);
  }, 120_000);
  afterAll(() => f.t.close());

  const get = (url: string, as?: string) => f.t.call('GET', url, { as });

  it('refuses a write on a report its writer may not read, and leaves the report as it was', async () => {
    const id = f.reports.adminUnpublished;
    const url = `/api/reports/${id}`;
    expect((await get(url, RESEARCHER_B)).statusCode).toBe(404);
    const before = (await get(url, ADMIN)).data;
    const write = await f.t.call('PUT', url, {
      as: RESEARCHER_B,
      payload: { items: [{ item: '水分', unit: '%', upper: 13, result_entered: '99.9' }] },
    });
    expect(write.statusCode, write.body).toBe(404);
    expect(write.data).toBeNull();
    // Nothing changed, and the report did not become readable by being written.
    const after = (await get(url, ADMIN)).data;
    expect(after.verdict).toBe(before.verdict);
    expect(after.items).toEqual(before.items);
    expect((await get(url, RESEARCHER_B)).statusCode).toBe(404);
    // The researcher who entered a report still edits it (the sample is in testing).
    const own = await f.t.call('PUT', `/api/reports/${f.reports.enteredByA}`, {
      as: RESEARCHER_A,
      payload: { note: 'mine' },
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('refuses every sub-route of an offline sample to researchers, reads and writes alike', async () => {
    const id = f.samples.offline;
    const reads = [
      `/api/matter-samples/${id}`,
      `/api/matter-samples/${id}/transitions`,
      `/api/matter-samples/${id}/custody`,
      `/api/dna/samples/${id}`,
      `/api/standards/applicable?sample_id=${id}`,
    ];
    for (const url of reads) {
      expect((await get(url, RESEARCHER_A)).statusCode, url).toBe(404);
      expect((await get(url, ADMIN)).statusCode, url).toBe(200);
    }
    const writes: [string, unknown][] = [
      [`/api/dna/samples/${id}/sequence`, { sequence: 'ACGT'.repeat(10) }],
      [`/api/dna/samples/${id}/identify`, {}],
      [`/api/matter-samples/${id}/transitions`, { to: 'to_verify', note: '' }],
      [`/api/matter-samples/${id}/custody`, { event: 'stored', location: 'B-2', person: '', note: '' }],
    ];
    for (const [url, payload] of writes) {
      const method = url.endsWith('/sequence') ? 'PUT' : 'POST';
      const res = await f.t.call(method, url, { as: RESEARCHER_A, payload });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
    }
    expect((await get(`/api/dna/samples/${id}`, ADMIN)).data.sequence).toBe('');
    // No report can be entered on it either: to the researcher the sample is missing.
    const entry = await f.t.call('POST', '/api/reports', {
      as: RESEARCHER_A,
      payload: { report_name: 'x', sample_kind: 'matter', sample_id: id, tested_at: 1_720_100_000, items: [] },
    });
    expect(entry.statusCode, entry.body).toBe(400);
    expect(entry.data).toEqual([expect.objectContaining({ field: 'sample_id' })]);
    // Nor is it printed or found by its label.
    const num = (await get(`/api/matter-samples/${id}`, ADMIN)).data.ms_num as string;
    expect((await get(`/api/sample-scan?code=${num}`, RESEARCHER_A)).statusCode).toBe(404);
    expect((await get(`/api/sample-labels.pdf?ids=${id}`, RESEARCHER_A)).statusCode).toBe(404);
  });

  it('hides the published report of a sample taken offline wherever it would show', async () => {
    const id = f.reports.ofOfflineSample;
    const num = (await get(`/api/reports/${id}`, ADMIN)).data.report_num as string;
    // The control: a published report of an online sample reads everywhere.
    const control = (await get(`/api/reports/${f.reports.published}`, ADMIN)).data.report_num as string;
    for (const as of [RESEARCHER_A, RESEARCHER_B]) {
      for (const path of ['', '/document', '/pdf']) {
        expect((await get(`/api/reports/${id}${path}`, as)).statusCode, path).toBe(404);
        expect((await get(`/api/reports/${f.reports.published}${path}`, as)).statusCode, path).toBe(200);
      }
      const list = (await get('/api/reports?pageSize=100', as)).data.list.map((r: { id: number }) => r.id);
      expect(list).not.toContain(id);
      expect(list).toContain(f.reports.published);
      const search = (await get(`/api/reports?q=${num}`, as)).data;
      expect(search.total).toBe(0);
      expect((await get(`/api/reports?q=${control}`, as)).data.total).toBe(1);
      const global = (await get(`/api/search?q=${num}`, as)).data.groups as { kind: string; total: number }[];
      expect(global.find((g) => g.kind === 'report')?.total).toBe(0);
      const exported = await get('/api/reports/export', as);
      if (exported.statusCode === 200) {
        expect(exported.body).not.toContain(num);
        expect(exported.body).toContain(control);
      } else expect(exported.statusCode).toBeGreaterThanOrEqual(400);
      const bySample = (await get(`/api/reports?sample_id=${f.samples.publishedOffline}`, as)).data;
      expect(bySample.total).toBe(0);
    }
    expect((await get(`/api/reports/${id}`, ADMIN)).statusCode).toBe(200);
  });

  it("hides a draft matter's samples, their reports and its name from non-admins", async () => {
    const { id: matterId, name } = f.draftMatter;
    const sampleId = f.samples.ofDraftMatter;
    expect((await get(`/api/matters/${matterId}`, RESEARCHER_A)).statusCode).toBe(404);
    expect((await get(`/api/matter-samples/${sampleId}`, RESEARCHER_A)).statusCode).toBe(404);
    expect((await get(`/api/reports/${f.reports.ofDraftMatter}/document`, RESEARCHER_A)).statusCode).toBe(404);
    const list = await get('/api/matter-samples?pageSize=100', RESEARCHER_A);
    expect(list.data.list.map((r: { id: number }) => r.id)).not.toContain(sampleId);
    expect(list.body).not.toContain(name);
    expect(list.data.list.length).toBe(list.data.total);
    const byMatter = await get(`/api/matter-samples?matter_id=${matterId}`, RESEARCHER_A);
    expect(byMatter.data.total).toBe(0);
    const reports = await get('/api/reports?pageSize=100', RESEARCHER_A);
    expect(reports.body).not.toContain(name);
    // Curators see the draft and everything hanging from it.
    const admin = await get('/api/matter-samples?pageSize=100', ADMIN);
    expect(admin.data.list.map((r: { id: number }) => r.id)).toContain(sampleId);
    expect((await get(`/api/matter-samples/${sampleId}`, ADMIN)).data.matter.material_name).toBe(name);
    // The laboratory queue a researcher sees counts none of the hidden samples.
    const queue = (await get('/api/sample-lifecycle/queue', RESEARCHER_A)).data.items as {
      kind: string;
      state: string;
      count: number;
    }[];
    const testingCount = queue.find((q) => q.kind === 'matter' && q.state === 'testing')?.count;
    if (testingCount !== undefined) expect(testingCount).toBe(1);
  });
});
