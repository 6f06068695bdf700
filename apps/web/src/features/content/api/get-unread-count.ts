// POST /v2/app/station/unread/count: how many letters the signed-in player has not opened, for the
// badge in the menus. Kept current by the live event stream (app/live-updates.tsx), which sets it
// whenever a letter arrives or is read; asked again when the window regains focus.
import type { StationUnreadCount } from '@hall/contracts/content';
import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export const unreadCountKeys = {
  all: ['station', 'unread'] as const,
};

export const unreadCountQuery = queryOptions({
  queryKey: unreadCountKeys.all,
  queryFn: ({ signal }) => apiPost<z.infer<typeof StationUnreadCount>>('/v2/app/station/unread/count', {}, { signal }),
  staleTime: 30_000,
  refetchOnWindowFocus: true,
  // A badge that could not be fetched simply does not show; no toast for it.
  meta: { silent: true },
});

/** The number of unread letters, 0 when signed out or not known yet. */
export function useUnreadLetterCount(): number {
  const signedIn = useSessionStore((state) => Boolean(state.token && state.user));
  const query = useQuery({ ...unreadCountQuery, enabled: signedIn });
  return signedIn ? (query.data?.count ?? 0) : 0;
}
