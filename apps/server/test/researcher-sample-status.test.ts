import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLabApp } from './lab-fixtures';
import type { TestApp } from './helper';
import { describeEngines } from './helper';

/**
 * docs/laboratory.md: a researcher's new sample is online (listed for the laboratory, which
 * receives and tests it) in the lifecycle's first state, `registered`; what stays unpublished
 * until a curator publishes is its reports (by the lifecycle), not the sample's record.
 */
describeEngines("a researcher's new sample", (engine) => {
  let t: TestApp;
  let gouqi: number;
  beforeAll(async () => {
    ({ t, gouqi } = await createLabApp(engine, ['demo accounts', 'catalogue']));
  });
  afterAll(() => t.close());

  it('is online and registered, and the researcher who registered it can open and receive it', async () => {
    const created = await t.call('POST', '/api/matter-samples', {
      as: 'user',
      payload: {
        ms_name: '枸杞子 研究员新样品',
        matter_id: gouqi,
        ms_source: 'cultivation-base',
        ms_area: '640500',
        ms_coll_vol: 500,
        ms_coll_time: 1_720_000_000,
      },
    });
    expect(created.envelope.code, created.body).toBe(1);
    expect(created.data).toMatchObject({ status: 'online', state: 'registered' });
    const id = created.data.id as number;
    expect((await t.call('GET', `/api/matter-samples/${id}`, { as: 'user' })).data).toMatchObject({
      status: 'online',
      state: 'registered',
    });
    const received = await t.call('POST', `/api/matter-samples/${id}/transitions`, {
      as: 'user',
      payload: { to: 'received', note: '' },
    });
    expect(received.envelope.code, received.body).toBe(1);
    // Visitors never see samples, whatever their status.
    expect((await t.call('GET', `/api/matter-samples/${id}`)).statusCode).toBe(401);
  });
});
