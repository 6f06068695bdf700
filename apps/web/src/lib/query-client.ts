// The TanStack Query client. Every query and mutation error goes to ONE listener supplied by the app
// shell (toasts, logout), unless the query's meta marks it silent because its caller handles it.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export interface RequestMeta extends Record<string, unknown> {
  silent?: boolean;
  /** Refusals (by reason) the caller shows itself; every other error still goes to the shell. */
  quietReasons?: readonly string[];
}

const handledByCaller = (error: unknown, meta: RequestMeta | undefined) =>
  Boolean(meta?.silent) ||
  (error instanceof ApiError && error.reason !== undefined && Boolean(meta?.quietReasons?.includes(error.reason)));

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

export type ApiErrorListener = (error: unknown) => void;

export function createQueryClient(onError: ApiErrorListener): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!handledByCaller(error, query.meta)) onError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!handledByCaller(error, mutation.meta)) onError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // The server said no: asking again gives the same answer. Network trouble gets one more try.
        retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}
