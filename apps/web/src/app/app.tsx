import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider>
      {/* Screens wait here, blank, until the language's catalogue has arrived (lib/i18n.ts). */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProvider>
  );
}
