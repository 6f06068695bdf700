// The game hall: every machine on the floor grouped by game, favourite games first, each with its
// status and today's data, narrowed by game, favourites, hot machines or recent bonuses. The machines
// the player played last come first (a row of their own, and first within their game); the floor is
// shown as detailed cards or as a compact grid, as the player last chose.
import type { Game, Machine } from '@hall/contracts/game';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useGames } from '../api/get-games';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { useMachines } from '../api/get-machines';
import { useRecentMachines } from '../api/get-recent-machines';
import { GameGroup } from './game-group';
import { HallFilters } from './hall-filters';
import { groupMachines, type HallFilter } from '../lib/hall-filter';
import { filterFromParams, paramsFromFilter } from '../lib/hall-filter-params';
import { useHallView, type HallView } from '../lib/hall-view';
import '../../../styles/money.css';
import '../game-hall.css';

/** How many recently played machines the row at the top offers. */
const RECENT_SHOWN = 4;

export function HallPage() {
  const { t, ready } = useTranslation(['game', 'finance']);
  const [searchParams, setSearchParams] = useSearchParams();
  // The filter answers the tap at once; the address follows (a navigation, which takes a moment).
  const [filter, setFilter] = useState(() => filterFromParams(searchParams));
  const changeFilter = (next: HallFilter) => {
    setFilter(next);
    setSearchParams(paramsFromFilter(next), { replace: true });
  };
  const [view, setView] = useHallView();
  const games = useGames();
  const machines = useMachines();
  const recent = useRecentMachines();
  const recentIds = recent.data?.machineIds;
  const groups = useMemo(
    () => groupMachines(games.data ?? [], machines.data ?? [], filter, recentIds),
    [games.data, machines.data, filter, recentIds],
  );

  return (
    <PageShell title={t('routes.amigo', { ns: 'translation' })} intro={t('intros.amigo', { ns: 'translation' })}>
      {!ready || machines.isPending || games.isPending ? (
        <PageLoading />
      ) : machines.isError ? (
        <LoadError onRetry={() => void machines.refetch()} />
      ) : (
        <div className={`hall hall-${view}`}>
          <RecentlyPlayed ids={recentIds ?? []} machines={machines.data} games={games.data ?? []} />
          <HallFilters games={games.data ?? []} value={filter} onChange={changeFilter} />
          <ViewToggle value={view} onChange={setView} />
          {groups.length === 0 ? (
            <p className="record-empty" role="status">
              {t(filter.favouritesOnly ? 'hall.noFavourites' : 'hall.noMatch')}
            </p>
          ) : (
            groups.map((group) => <GameGroup key={group.gameId} {...group} compact={view === 'compact'} />)
          )}
        </div>
      )}
    </PageShell>
  );
}

/** Detailed cards or the compact grid: two pressed/unpressed buttons. */
export function ViewToggle({ value, onChange }: { value: HallView; onChange: (view: HallView) => void }) {
  const { t } = useTranslation('game');
  return (
    <div className="hall-view-toggle" role="group" aria-label={t('hall.view.label')}>
      {(['detailed', 'compact'] as const).map((view) => (
        <button
          key={view}
          type="button"
          className="hall-view-button"
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          data-testid={`hall-view-${view}`}
        >
          {t(`hall.view.${view}`)}
        </button>
      ))}
    </div>
  );
}

/** The machines the player played last, open ones only, straight back onto the machine. */
function RecentlyPlayed({
  ids,
  machines,
  games,
}: {
  ids: readonly string[];
  machines: readonly Machine[];
  games: readonly Game[];
}) {
  const { t } = useTranslation('game');
  const byId = new Map(machines.map((machine) => [machine.id, machine]));
  const shown = ids
    .map((id) => byId.get(id))
    .filter((machine): machine is Machine => machine !== undefined && machine.enabled)
    .slice(0, RECENT_SHOWN);
  if (shown.length === 0) return null;
  return (
    <section className="hall-recent" aria-labelledby="hall-recent-title" data-testid="recently-played">
      <h2 id="hall-recent-title" className="hall-recent-title">
        {t('hall.recentlyPlayed')}
      </h2>
      <ul className="hall-recent-list">
        {shown.map((machine) => {
          const name = games.find((game) => game.id === machine.gameId)?.name ?? machine.gameId;
          return (
            <li key={machine.id} data-machine={machine.id}>
              <Link
                className="hall-recent-link"
                to={paths.amigoMachine.getHref(machine.id)}
                aria-label={t('hall.playAgain', { id: machine.id, game: name })}
              >
                <span className="hall-recent-id">{machine.id}</span>
                <span className="hall-recent-game">{name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
