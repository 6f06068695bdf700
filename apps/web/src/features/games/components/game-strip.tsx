// A row of games in the lobby (popular, or newest): each card names the game, its kind and whether
// it is new or popular, and opens the game hall on that game's machines.
import type { Game } from '@hall/contracts/game';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContentError, EmptyState } from '../../../components/content-states';
import { localizedText } from '../../../lib/localized-field';
import { paths } from '../../../config/paths';

export interface GameStripProps {
  id: string;
  title: string;
  games: UseQueryResult<Game[]>;
  /** Which games of the answer belong in the row; all of them when left out. */
  pick?: (game: Game) => boolean;
  /** Left out altogether when no game is picked (rather than showing the empty state). */
  hideWhenEmpty?: boolean;
  /** At most this many cards. */
  limit?: number;
}

export function GameStrip({ id, title, games, pick, hideWhenEmpty = false, limit = 8 }: GameStripProps) {
  const { t } = useTranslation('content');
  const shown = (games.data ?? []).filter((game) => !pick || pick(game)).slice(0, limit);
  if (hideWhenEmpty && games.isSuccess && shown.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="home-section-head">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        <Link to={paths.amigo.getHref()} className="home-section-link">
          {t('home.toHall')}
        </Link>
      </div>
      {games.isPending ? (
        <GameStripSkeleton />
      ) : games.isError ? (
        <ContentError onRetry={() => void games.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState icon="game" title={t('home.gamesEmpty')} />
      ) : (
        <ul className="game-strip">
          {shown.map((game) => (
            <li key={game.id}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The row's shape while its games load: cards of the real size (art of the same aspect ratio, the
 * name and kind lines), so the sections below do not jump when the games arrive.
 */
export function GameStripSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className="game-strip game-strip-skeleton" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <span className="game-card">
            <span className="game-card-art" />
            <span className="game-card-body">
              <span className="skeleton-line game-card-name" />
              <span className="skeleton-line game-card-kind" />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A whole row held open before even its title's language has loaded. */
export function GameStripPlaceholder() {
  return (
    <section className="home-section" aria-hidden="true">
      <div className="home-section-head">
        <span className="skeleton-line section-title-skeleton" />
      </div>
      <GameStripSkeleton />
    </section>
  );
}

function GameCard({ game }: { game: Game }) {
  const { t } = useTranslation('content');
  const name = localizedText(game, 'name') ?? game.id;
  return (
    <Link to={paths.amigo.getHref(game.id)} className={`game-card game-card-${game.kind}`}>
      <span className="game-card-art" aria-hidden="true">
        <img src={game.artUrl} alt="" width={320} height={200} loading="lazy" decoding="async" />
      </span>
      <span className="game-card-body">
        <span className="game-card-name">{name}</span>
        <span className="game-card-kind">{t(`home.kinds.${game.kind}`)}</span>
        {(game.isNew || game.popular) && (
          <span className="game-card-tags">
            {game.isNew && <span className="game-tag game-tag-new">{t('home.tagNew')}</span>}
            {game.popular && <span className="game-tag game-tag-popular">{t('home.tagPopular')}</span>}
          </span>
        )}
      </span>
    </Link>
  );
}
