// The data router: one route per entry of route-table.ts, lazily loaded, each guarded by its loader,
// grouped under the home and default layouts.
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject, type DataRouter as Router } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { createGuard, type GuardDeps } from './guard';
import { DefaultLayout } from './layouts/default-layout';
import { HomeLayout } from './layouts/home-layout';
import { RootLayout } from './layouts/root-layout';
import type { RouteName } from '../config/paths';
import type { RouteMeta } from './route-meta';
import { pageRoutes, redirectRoutes, type PageRoute } from './route-table';
import { prefetchLobby } from './routes/lobby-data';
import { AppSplash } from './routes/app-splash';
import { RouteError } from './routes/route-error';

/** Data a page asks for as its navigation starts, before its code has arrived (see lobby-data.ts). */
const prefetchers: Partial<Record<RouteName, (queryClient: QueryClient) => Promise<void>>> = { home: prefetchLobby };

export function buildRoutes(guard: ReturnType<typeof createGuard>, queryClient: QueryClient): RouteObject[] {
  const toRouteObject = ({ load, ...meta }: PageRoute): RouteObject => {
    const check = guard(meta);
    const prefetch = prefetchers[meta.name];
    return {
      path: meta.path,
      handle: meta satisfies RouteMeta,
      loader: (args) => {
        // After this task (the router's start), each request in a task of its own.
        void prefetch?.(queryClient);
        return check(args);
      },
      lazy: async () => ({ Component: (await load()).default }),
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteError,
    };
  };
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: AppSplash,
      children: [
        { Component: HomeLayout, children: pageRoutes.filter((r) => r.layout === 'home').map(toRouteObject) },
        { Component: DefaultLayout, children: pageRoutes.filter((r) => r.layout === 'default').map(toRouteObject) },
        ...redirectRoutes.map(({ path, to }): RouteObject => ({
          path,
          loader: ({ request }) => redirect(`${to}${new URL(request.url).search}`),
        })),
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient, options: Partial<GuardDeps> = {}): Router {
  // The guard needs the router it guards; it only reads it during navigations, after creation.
  const holder: { router?: Router } = {};
  const guard = createGuard({ queryClient, getRouter: () => holder.router, ...options });
  holder.router = createBrowserRouter(buildRoutes(guard, queryClient));
  return holder.router;
}
