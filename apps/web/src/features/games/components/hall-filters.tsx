// The hall's filters: one game or all, favourites only, and hot machines or recent bonuses.
import type { Game } from '@hall/contracts/game';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
        <div className="chip-group">
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
