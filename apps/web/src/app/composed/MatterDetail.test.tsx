import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/stores/user';
import MatterDetailPage from './MatterDetail';

// Which of the page's lazily loaded sections were fetched (their module evaluated).
const loaded = vi.hoisted(() => new Set<string>());

vi.mock('@/features/matters/pages/MatterDetail', () => ({
  MatterDetail: (props: {
    limits: (m: { id: number }) => ReactNode;
    dnaLibrary: (m: { id: number; material_num: string; latin_name: string; material_dna: string }) => ReactNode;
  }) => (
    <div>
      {props.limits({ id: 7 })}
      {props.dnaLibrary({ id: 7, material_num: 'M7', latin_name: 'Lycium', material_dna: '' })}
    </div>
  ),
}));
vi.mock('@/features/standards/components/MatterLimits', () => {
  loaded.add('limits');
  return { MatterLimits: () => <p>limits section</p> };
});
vi.mock('@/features/dna/components/MatterDnaLibrary', () => {
  loaded.add('dna');
  return { MatterDnaLibrary: () => <p>dna section</p> };
});

afterEach(() => useUserStore.getState().resetInfo());

describe('the composed matter page', () => {
  it('never downloads the limits section for a visitor; the DNA library loads beside the page', async () => {
    render(<MatterDetailPage />);
    expect(await screen.findByText('dna section')).toBeTruthy();
    expect(loaded.has('limits')).toBe(false);
    expect(screen.queryByText('limits section')).toBeNull();
  });

  it('loads the limits section for a signed-in reader', async () => {
    useUserStore.setState({ role: 'user', roles: ['user'] });
    render(<MatterDetailPage />);
    expect(await screen.findByText('limits section')).toBeTruthy();
    await waitFor(() => expect(loaded.has('limits')).toBe(true));
  });
});
