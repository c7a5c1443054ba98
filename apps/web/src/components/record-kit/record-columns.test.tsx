import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
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

  describe('name column', () => {
    afterEach(cleanup);
    const kit = recordColumnKit<Row>(t, false, () => {});
    const cellOf = (col: ReturnType<typeof kit.name>, row: Row) =>
      render(<MemoryRouter>{col.render!(undefined, row, 0) as ReactNode}</MemoryRouter>).container;
    const row: Row = { id: 3, num: 'YS-0003', n: 0, at: 0, status: 'online' };

    it('links the name to its page, with its tags, and is a block only with lines under it', () => {
      const plain = kit.name(200, (r) => ({ to: `/x/${r.id}`, name: r.num, demo: false }));
      expect(plain).toMatchObject({ key: 'name', fixed: 'left', width: 200, title: 'catalogue.field.name' });
      const line = cellOf(plain, row);
      expect(screen.getByRole('link', { name: 'YS-0003' }).getAttribute('href')).toBe('/x/3');
      expect(line.firstElementChild!.classList.contains('ant-space')).toBe(true);
      cleanup();

      const full = kit.name(220, (r) => ({
        to: `/x/${r.id}`,
        name: r.num,
        demo: false,
        tags: <span>tag</span>,
        sub: <div className="sub">under</div>,
      }));
      const block = cellOf(full, row);
      expect(block.firstElementChild!.classList.contains('ant-space')).toBe(false);
      expect(block.firstElementChild!.firstElementChild!.classList.contains('ant-space')).toBe(true);
      expect(block.querySelector('.sub')!.textContent).toBe('under');
      expect(screen.getByText('tag')).toBeTruthy();
    });
  });
});
