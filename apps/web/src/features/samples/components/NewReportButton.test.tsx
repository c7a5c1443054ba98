import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useUserStore } from '@/stores/user';
import { NewReportButton } from './NewReportButton';

const sample = { kind: 'matter' as const, id: 3, num: 'MS-0000003', name: '枸杞子' };
const button = () => screen.getByTestId('report-create') as HTMLButtonElement;

describe('NewReportButton (who enters results)', () => {
  afterEach(() => {
    cleanup();
    useUserStore.setState({ role: '' });
  });

  it('opens for researchers while the sample is received or testing', () => {
    useUserStore.setState({ role: 'user' });
    for (const state of ['received', 'testing']) {
      render(<NewReportButton sample={sample} state={state} />);
      expect(button().disabled, state).toBe(false);
      cleanup();
    }
  });

  it('is disabled for researchers before and after (registered, to verify, published …)', () => {
    useUserStore.setState({ role: 'user' });
    for (const state of ['registered', 'to_verify', 'verified', 'published', 'rejected', 'retest']) {
      render(<NewReportButton sample={sample} state={state} />);
      expect(button().disabled, state).toBe(true);
      cleanup();
    }
  });

  it('stays open to admins in every state', () => {
    useUserStore.setState({ role: 'admin' });
    for (const state of ['registered', 'to_verify', 'published']) {
      render(<NewReportButton sample={sample} state={state} />);
      expect(button().disabled, state).toBe(false);
      cleanup();
    }
  });
});
