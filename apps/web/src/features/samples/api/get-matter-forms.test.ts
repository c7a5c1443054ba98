import { expect, it } from 'vitest';
import type { MatterDetail } from '@yaoshi/contracts';
import { matterForms } from './get-matter-forms';

const cite = { document: '中华人民共和国药典', edition: '2020年版 一部', section: '山药', secondary: false };
const yam = {
  monograph: {
    usage_dosage: null,
    processing: { forms: ['山药', '麸炒山药'], citation: cite },
    storage: null,
    assays: [],
    tests: [
      { item: '水分', limit_type: 'max', value: 16, decimals: 1, unit: '%', method: '', note: '', citation: cite },
      {
        item: '水分',
        limit_type: 'max',
        value: 12,
        decimals: 1,
        unit: '%',
        method: '',
        note: '',
        form: '山药片',
        citation: cite,
      },
      {
        item: '总灰分',
        limit_type: 'max',
        value: 5,
        decimals: 1,
        unit: '%',
        method: '',
        note: '',
        form: '饮片',
        citation: cite,
      },
    ],
    constituents: [],
  },
} as unknown as MatterDetail;

it('offers the monograph’s processed forms and the forms its limits name, the crude drug apart', () => {
  expect(matterForms(yam)).toEqual(['山药', '麸炒山药', '山药片', '饮片']);
  expect(matterForms({ monograph: null } as MatterDetail)).toEqual([]);
});
