import { expect } from 'vitest';
import type { SampleState } from '@yaoshi/contracts';
import type { TestApp } from './helper';
import { signatureFor } from './lab-fixtures';

/** Registers a matter sample of `matterId` and moves it through `states` (each as `as`, or its own actor). */
export async function sampleThrough(
  t: TestApp,
  matterId: number,
  states: { to: SampleState; as: string; note?: string }[],
  name = '枸杞子 工作单',
): Promise<number> {
  const res = await t.call('POST', '/api/matter-samples', {
    as: 'user',
    payload: {
      ms_name: name,
      matter_id: matterId,
      ms_source: 'cultivation-base',
      ms_area: '640500',
      ms_coll_vol: 500,
      ms_coll_time: 1_720_000_000,
    },
  });
  expect(res.envelope.code, res.body).toBe(1);
  const id = res.data.id as number;
  for (const s of states) await moveSample(t, id, s.to, s.as, s.note);
  return id;
}

export async function moveSample(t: TestApp, id: number, to: SampleState, as: string, note = '') {
  const res = await t.call('POST', `/api/matter-samples/${id}/transitions`, {
    as,
    payload: { to, note, signature: signatureFor(to, as) },
  });
  expect(res.envelope.code, res.body).toBe(1);
}

/** Sets when the sample's (latest) move into `state` happened. */
export async function setMoveTime(t: TestApp, sampleId: number, state: SampleState, at: number) {
  await t.database.db
    .updateTable('sample_transitions')
    .set({ created_at: at })
    .where('sample_id', '=', sampleId)
    .where('to_state', '=', state)
    .execute();
}
