// The machines of one game on the floor, under the game's name and its favourite star.
import type { Game, Machine } from '@hall/contracts/game';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { useToggleFavourite } from '../api/toggle-favourite';
import { MachineTile } from './machine-tile';

export function GameGroup({
  gameId,
  game,
  machines,
  compact = false,
}: {
  gameId: string;
  game: Game | undefined;
  machines: Machine[];
  compact?: boolean;
}) {
  const { t } = useTranslation('game');
  const headingId = useId();
  const toggle = useToggleFavourite();
  const name = game?.name ?? gameId;
  const favourite = game?.favourite ?? false;
  return (
    <section className="game-group" aria-labelledby={headingId} data-game={gameId}>
      <header className="game-group-head">
        <div className="game-group-name">
          {game && <img className="game-group-art" src={game.artUrl} alt="" width={64} height={40} />}
          <h2 id={headingId} className="game-group-title">
            {name}
          </h2>
          {game && <span className="game-kind">{t(`kinds.${game.kind}`)}</span>}
          <span className="game-group-count">{t('hall.machineCount', { count: machines.length })}</span>
        </div>
        {game && (
          <button
            type="button"
            className="favourite-button"
            aria-pressed={favourite}
            aria-label={t('hall.favourite', { name })}
            title={t(favourite ? 'hall.favouriteOn' : 'hall.favouriteOff')}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate({ gameId, favourite: !favourite })}
            data-testid="favourite-toggle"
          >
            <Icon name="star" size={22} />
          </button>
        )}
      </header>
      <ul className={`machine-grid${compact ? ' is-compact' : ''}`}>
        {machines.map((machine) => (
          <MachineTile key={machine.id} machine={machine} hasBonuses={game?.kind === 'pachislot'} compact={compact} />
        ))}
      </ul>
    </section>
  );
}
