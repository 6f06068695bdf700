// The game hall: every machine on the floor grouped by game, favourite games first, each with its
// status and today's data, narrowed by game, favourites, hot machines or recent bonuses.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGames } from '../api/get-games';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { useMachines } from '../api/get-machines';
import { GameGroup } from './game-group';
import { HallFilters } from './hall-filters';
import { groupMachines, type HallFilter } from '../lib/hall-filter';
import { filterFromParams, paramsFromFilter } from '../lib/hall-filter-params';
import '../../../styles/money.css';
import '../game-hall.css';

export function HallPage() {
  const { t, ready } = useTranslation(['game', 'finance']);
  const [searchParams, setSearchParams] = useSearchParams();
  // The filter answers the tap at once; the address follows (a navigation, which takes a moment).
  const [filter, setFilter] = useState(() => filterFromParams(searchParams));
  const changeFilter = (next: HallFilter) => {
    setFilter(next);
    setSearchParams(paramsFromFilter(next), { replace: true });
  };
  const games = useGames();
  const machines = useMachines();
  const groups = useMemo(
    () => groupMachines(games.data ?? [], machines.data ?? [], filter),
    [games.data, machines.data, filter],
  );

  return (
    <PageShell title={t('routes.amigo', { ns: 'translation' })} intro={t('intros.amigo', { ns: 'translation' })}>
      {!ready || machines.isPending || games.isPending ? (
        <PageLoading />
      ) : machines.isError ? (
        <LoadError onRetry={() => void machines.refetch()} />
      ) : (
        <div className="hall">
          <HallFilters games={games.data ?? []} value={filter} onChange={changeFilter} />
          {groups.length === 0 ? (
            <p className="record-empty" role="status">
              {t(filter.favouritesOnly ? 'hall.noFavourites' : 'hall.noMatch')}
            </p>
          ) : (
            groups.map((group) => <GameGroup key={group.gameId} {...group} />)
          )}
        </div>
      )}
    </PageShell>
  );
}
