// The application: providers around the router.
import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter as Router } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';

export interface AppProps {
  router: Router;
  queryClient: QueryClient;
}

export function App({ router, queryClient }: AppProps) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
