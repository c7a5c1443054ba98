import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteHandle } from '@/lib/routes';
import { useUserStore } from '@/stores/user';
import { RoutePage } from './RoutePage';

// Stand-in pages that show whether they were rendered (and so could ask the server).
vi.mock('./pages', () => ({
  PAGES: {
    Workplace: () => <p>workplace page</p>,
    notFound: () => <p>not found page</p>,
  },
}));

const adminOnly: RouteHandle = {
  name: 'Workplace',
  meta: { locale: 'menu.dashboard.workplace', requiresAuth: true, roles: ['admin'] },
};

function renderAt(loaderData: { notFound: boolean }) {
  const router = createMemoryRouter(
    [
      {
        path: '/w',
        loader: () => loaderData,
        element: <RoutePage name="Workplace" />,
        handle: adminOnly,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/w'] },
  );
  render(<RouterProvider router={router} />);
}

describe('<RoutePage>', () => {
  afterEach(() => useUserStore.getState().resetInfo());

  it('renders the page for a role that may open it', async () => {
    useUserStore.setState({ role: 'admin' });
    renderAt({ notFound: false });
    expect(await screen.findByText('workplace page')).toBeTruthy();
  });

  it('renders nothing as soon as the role may no longer open it (a role switch)', async () => {
    useUserStore.setState({ role: 'admin' });
    renderAt({ notFound: false });
    await screen.findByText('workplace page');
    // No navigation happens here: only the role changes.
    useUserStore.setState({ role: 'user' });
    await waitFor(() => expect(screen.queryByText('workplace page')).toBeNull());
  });

  it('still renders the not-found page the guard chose', async () => {
    useUserStore.setState({ role: 'user' });
    renderAt({ notFound: true });
    expect(await screen.findByText('not found page')).toBeTruthy();
  });
});
