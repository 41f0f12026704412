import { Suspense, useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { AppProvider } from './provider';
import { createRoutes, preloadRoutes } from './router';

function Routes() {
  const [routes] = useState(() => {
    const tree = createRoutes();
    preloadRoutes(tree, window.location.pathname);
    return tree;
  });
  return useRoutes(routes);
}

export function App() {
  return (
    <AppProvider>
      {/* Screens wait here, blank, until the language's catalogue has arrived (lib/i18n.ts). */}
      <Suspense fallback={null}>
        <BrowserRouter>
          <Routes />
        </BrowserRouter>
      </Suspense>
    </AppProvider>
  );
}
