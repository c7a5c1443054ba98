import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';

/** The console: its providers around the router main.tsx created. */
export default function App({ router }: { router: DataRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
