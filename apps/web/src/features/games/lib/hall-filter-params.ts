// The hall's filters live in its address (?game=&favourites=1&show=hot), so coming back from a
// machine finds the floor as the player left it.
import { DEFAULT_HALL_FILTER, type HallFilter, type HallShow } from './hall-filter';

const SHOWS: readonly HallShow[] = ['all', 'hot', 'bonus'];

export function filterFromParams(params: URLSearchParams): HallFilter {
  const show = SHOWS.find((s) => s === params.get('show')) ?? DEFAULT_HALL_FILTER.show;
  return { gameId: params.get('game') ?? '', favouritesOnly: params.get('favourites') === '1', show };
}

export function paramsFromFilter(filter: HallFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.gameId) params.set('game', filter.gameId);
  if (filter.favouritesOnly) params.set('favourites', '1');
  if (filter.show !== 'all') params.set('show', filter.show);
  return params;
}
