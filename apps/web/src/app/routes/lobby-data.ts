// What the lobby shows, asked for as soon as the router starts towards it: alongside the lobby's
// code and the interface texts instead of after the lobby's first render. The lobby then renders
// with its banners, notices, games and promotions in hand (or arriving sooner), so the banner, the
// largest thing its first screen paints, is not a round trip late, and the answers do not each
// re-render the lobby afterwards. The same queries as the lobby's parts, so nothing is asked twice.
import type { QueryClient } from '@tanstack/react-query';
import { bannersQuery } from '../../features/content/api/get-banners';
import { noticeBarQuery } from '../../features/content/api/get-notices';
import { promotionStripQuery } from '../../features/content/api/get-promotions';
import { gamesQuery } from '../../features/games/api/get-games';
import { latestGamesQuery } from '../../features/games/api/get-latest-games';
import { yieldToBrowser } from '../../lib/yield-to-browser';

/**
 * Starts the lobby's requests one task each (a request's start is ~25 ms of a slow phone's processor:
 * five in a row were one long task of the start-up), in the order the lobby shows their answers.
 */
export async function prefetchLobby(queryClient: QueryClient): Promise<void> {
  const starts = [
    () => queryClient.prefetchQuery(bannersQuery),
    () => queryClient.prefetchInfiniteQuery(noticeBarQuery()),
    () => queryClient.prefetchQuery(gamesQuery),
    () => queryClient.prefetchQuery(latestGamesQuery),
    () => queryClient.prefetchInfiniteQuery(promotionStripQuery()),
  ];
  for (const start of starts) {
    await yieldToBrowser();
    void start();
  }
}
