import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { recordColumnKit } from './record-columns';

const t = ((key: string) => key) as unknown as TFunction;
interface Row {
  id: number;
  num: string;
  n: number;
  at: number;
  status: string;
}

describe('record column kit', () => {
  it('gives every list the same number, count and update-time columns', () => {
    const kit = recordColumnKit<Row>(t, false, () => {});
    expect(kit.num('num', 'num', 'x_num', 120)).toMatchObject({
      key: 'num',
      fixed: 'left',
      dataIndex: 'num',
      sortField: 'x_num',
      width: 120,
      title: 'catalogue.field.num',
    });
    expect(kit.count('n', 'Count', 'n', 80)).toMatchObject({ defaultHidden: true, align: 'right', width: 80 });
    expect(kit.updatedAt('at', 'updated_at', (r) => r.at)).toMatchObject({
      defaultHidden: true,
      sortField: 'updated_at',
      width: 170,
    });
  });

  it('hides the status column only when asked, and widens operations for curators', () => {
    const visitor = recordColumnKit<Row>(t, false, () => {});
    const curator = recordColumnKit<Row>(t, true, () => {});
    expect(visitor.status((r) => r.status).defaultHidden).toBeUndefined();
    expect(visitor.status((r) => r.status, true).defaultHidden).toBe(true);
    const link = (r: Row) => ({ id: r.id, name: r.num, detailTo: `/x/${r.id}` });
    expect(visitor.ops('matters', link)).toMatchObject({ key: 'ops', fixed: 'right', width: 100 });
    expect(curator.ops('matters', link).width).toBe(150);
  });
});
