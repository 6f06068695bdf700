// The hall's filters: one game or all, favourites only, and hot machines or recent bonuses. On a phone
// the chips scroll sideways, with faded edges where more wait; each chip is reached by Tab or arrows.
import type { Game } from '@hall/contracts/game';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollEdges } from '../hooks/use-scroll-edges';
import type { HallFilter, HallShow } from '../lib/hall-filter';

const SHOWS: readonly HallShow[] = ['all', 'hot', 'bonus'];

export function HallFilters({
  games,
  value,
  onChange,
}: {
  games: readonly Game[];
  value: HallFilter;
  onChange: (next: HallFilter) => void;
}) {
  const { t } = useTranslation('game');
  const id = useId();
  // On a phone the chips scroll sideways: their edges fade where more chips wait.
  const chips = useRef<HTMLDivElement | null>(null);
  const edges = useScrollEdges(chips);
  return (
    <div className="hall-filters" role="search" aria-label={t('filters.label')}>
      <div className="form-field hall-filter-game">
        <label htmlFor={`${id}-game`}>{t('filters.game')}</label>
        <select
          id={`${id}-game`}
          className="text-input select-input"
          value={value.gameId}
          onChange={(event) => onChange({ ...value, gameId: event.target.value })}
          data-testid="hall-game-filter"
        >
          <option value="">{t('filters.allGames')}</option>
          {games.map((game) => (
            <option key={game.id} value={game.id}>
              {game.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="range-filter hall-filter-show">
        <legend className="filter-legend">{t('filters.show')}</legend>
        <div
          ref={chips}
          className={`chip-group chip-scroller${edges.before ? ' has-before' : ''}${edges.after ? ' has-after' : ''}`}
          data-testid="hall-show-chips"
          onFocus={(event) => event.target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })}
        >
          {SHOWS.map((show) => (
            <label key={show} className="chip">
              <input
                type="radio"
                name={`${id}-show`}
                value={show}
                checked={value.show === show}
                onChange={() => onChange({ ...value, show })}
              />
              <span>{t(`filters.shows.${show}`)}</span>
            </label>
          ))}
          <label className="chip">
            <input
              type="checkbox"
              checked={value.favouritesOnly}
              onChange={(event) => onChange({ ...value, favouritesOnly: event.target.checked })}
              data-testid="favourites-only"
            />
            <span>{t('filters.favouritesOnly')}</span>
          </label>
        </div>
      </fieldset>
    </div>
  );
}
