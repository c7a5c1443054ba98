import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export default function App() {
  // Created on first render, not at import: its first navigation runs the guards, which
  // may show translated messages, so it must start after the texts have loaded.
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
