import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PERMISSION_ROLES_REQUIRED } from '@/lib/permission';
import { useUserStore } from '@/stores/user';
import { Permission } from './Permission';

describe('<Permission>', () => {
  afterEach(() => useUserStore.getState().resetInfo());

  it('keeps the element for a listed role', () => {
    useUserStore.setState({ role: 'admin' });
    render(
      <Permission roles={['admin']}>
        <button type="button">Delete</button>
      </Permission>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('removes the element (not hides it) for a role not listed', () => {
    useUserStore.setState({ role: 'user' });
    const { container } = render(
      <div>
        <Permission roles={['admin']}>
          <button type="button">Delete</button>
        </Permission>
      </div>,
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(container.innerHTML).toBe('<div></div>');
  });

  it('removes the element for a visitor', () => {
    render(
      <Permission roles={['admin', 'user']}>
        <span>secret</span>
      </Permission>,
    );
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('"*" keeps the element for any signed-in role', () => {
    useUserStore.setState({ role: 'user' });
    render(
      <Permission roles={['*']}>
        <span>any</span>
      </Permission>,
    );
    expect(screen.getByText('any')).toBeTruthy();
  });

  it('throws for an empty role list', () => {
    // React logs the error it rethrows; keep the output clean.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useUserStore.setState({ role: 'admin' });
    expect(() =>
      render(
        <Permission roles={[]}>
          <span>x</span>
        </Permission>,
      ),
    ).toThrow(PERMISSION_ROLES_REQUIRED);
  });
});
