import { expect } from 'vitest';
import type { Engine } from '../src/db/database';
import type { TestApp } from './helper';
import { createLabApp, LAB_PASSWORD } from './lab-fixtures';

/** Researcher A is the demo researcher; B is a second researcher who entered nothing. */
export const RESEARCHER_A = 'user';
export const RESEARCHER_B = 'researcher_b';
export const ADMIN = 'admin';
export const B_PASSWORD = LAB_PASSWORD;

/** The records whose access the rule decides, each in one state (see accessFixtures). */
export interface AccessFixtures {
  t: TestApp;
  /** The matter the hidden-parent sample hangs from (offline). */
  draftMatter: { id: number; name: string };
  samples: {
    /** Online, in testing: its reports are unpublished. */
    testing: number;
    /** Offline (a curator's draft), in testing. */
    offline: number;
    /** Published, then taken offline. */
    publishedOffline: number;
    /** Published and online (the control: researchers read it and its report). */
    published: number;
    /** Online and published, of an offline matter. */
    ofDraftMatter: number;
  };
  reports: {
    /** An admin's unpublished report on the testing sample. */
    adminUnpublished: number;
    /** Researcher A's own unpublished report on the testing sample. */
    enteredByA: number;
    /** The published report of the sample later taken offline. */
    ofOfflineSample: number;
    /** The published report of the published, online sample (control). */
    published: number;
    /** The published report of the sample of the offline matter. */
    ofDraftMatter: number;
  };
}

const samplePayload = (matterId: number, name: string) => ({
  ms_name: name,
  matter_id: matterId,
  ms_source: 'cultivation-base',
  ms_area: '640500',
  ms_coll_vol: 500,
  ms_coll_time: 1_720_000_000,
});

/**
 * One app per engine holding a record in every state the access rule tells apart. Records are
 * made through the API; laboratory states and statuses are then set in the database directly
 * (the rule reads them; how a sample got there is the lifecycle tests' subject).
 */
export async function accessFixtures(engine: Engine): Promise<AccessFixtures> {
  const { t, gouqi } = await createLabApp(engine, ['demo accounts', 'catalogue', 'standards']);
  await t.app.services.users.create({ username: RESEARCHER_B, password: B_PASSWORD, roles: ['user'] });
  await t.login(RESEARCHER_B, B_PASSWORD);
  const db = t.database.db;

  const shanyao = (await t.call('GET', `/api/matters?q=${encodeURIComponent('山药')}`)).data.list[0];
  const draftMatter = { id: shanyao.id as number, name: shanyao.material_name as string };

  const sample = async (matterId: number, name: string) => {
    const res = await t.call('POST', '/api/matter-samples', { as: ADMIN, payload: samplePayload(matterId, name) });
    expect(res.envelope.code, res.body).toBe(1);
    return res.data.id as number;
  };
  const setSample = (id: number, set: { state?: string; status?: string }) =>
    db.updateTable('samples').set(set).where('id', '=', id).execute();
  const report = async (sampleId: number, as: string, name: string) => {
    const res = await t.call('POST', '/api/reports', {
      as,
      payload: {
        report_name: name,
        sample_kind: 'matter',
        sample_id: sampleId,
        tested_at: 1_720_100_000,
        items: [{ item: '水分', result: 12 }],
      },
    });
    expect(res.envelope.code, res.body).toBe(1);
    return res.data.id as number;
  };

  const testing = await sample(gouqi, '枸杞子 检测中');
  await setSample(testing, { state: 'testing' });
  const adminUnpublished = await report(testing, ADMIN, '枸杞子 管理员报告');
  const enteredByA = await report(testing, RESEARCHER_A, '枸杞子 研究员报告');

  const offline = await sample(gouqi, '枸杞子 草稿样品');
  await setSample(offline, { state: 'testing', status: 'offline' });

  const publishedOffline = await sample(gouqi, '枸杞子 已下线');
  await setSample(publishedOffline, { state: 'published' });
  const ofOfflineSample = await report(publishedOffline, ADMIN, '枸杞子 下线样品报告');

  const published = await sample(gouqi, '枸杞子 已发布');
  await setSample(published, { state: 'published' });
  const publishedReport = await report(published, ADMIN, '枸杞子 已发布报告');

  const ofDraftMatter = await sample(draftMatter.id, `${draftMatter.name} 样品`);
  await setSample(ofDraftMatter, { state: 'published' });
  const ofDraftMatterReport = await report(ofDraftMatter, ADMIN, `${draftMatter.name} 报告`);

  // Published first (researchers could read them), then hidden: the sample, and the matter.
  await setSample(publishedOffline, { status: 'offline' });
  await db.updateTable('matters').set({ status: 'offline' }).where('id', '=', draftMatter.id).execute();

  return {
    t,
    draftMatter,
    samples: { testing, offline, publishedOffline, published, ofDraftMatter },
    reports: {
      adminUnpublished,
      enteredByA,
      ofOfflineSample,
      published: publishedReport,
      ofDraftMatter: ofDraftMatterReport,
    },
  };
}
