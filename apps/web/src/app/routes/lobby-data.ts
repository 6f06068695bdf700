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

export function prefetchLobby(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(bannersQuery);
  void queryClient.prefetchInfiniteQuery(noticeBarQuery());
  void queryClient.prefetchQuery(gamesQuery);
  void queryClient.prefetchQuery(latestGamesQuery);
  void queryClient.prefetchInfiniteQuery(promotionStripQuery());
}
