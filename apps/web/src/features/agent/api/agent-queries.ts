// Every agent-centre read is a POST to /v2/app/agent/... with a body; one key factory keeps their
// cache entries under ['agent'], so a transfer, a new member or an application refreshes them all.
import { keepPreviousData, queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const agentKeys = {
  all: ['agent'] as const,
  call: (path: string, body: object) => [...agentKeys.all, path, body] as const,
};

/** A read of the agent centre: fresh on every visit, the previous page kept while the next loads. */
export function agentQuery<T>(path: string, body: object = {}) {
  return queryOptions({
    queryKey: agentKeys.call(path, body),
    queryFn: ({ signal }) => apiPost<T>(`/v2/app/agent/${path}`, body, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function invalidateAgent(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: agentKeys.all });
}

export function useInvalidateAgent() {
  const queryClient = useQueryClient();
  return () => invalidateAgent(queryClient);
}
