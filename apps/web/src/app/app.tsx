// The application: providers around the router.
import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter as Router } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { UiLocale } from '../lib/ui-locale';
import { AppProvider } from './provider';

export interface AppProps {
  router: Router;
  queryClient: QueryClient;
  uiLocale: UiLocale;
}

export function App({ router, queryClient, uiLocale }: AppProps) {
  return (
    <AppProvider queryClient={queryClient} uiLocale={uiLocale}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
