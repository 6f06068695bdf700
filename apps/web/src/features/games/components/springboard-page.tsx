// The way into a machine (?machineId=...): how its game is played, what it pays (from the engine's
// tables), the seed pair its games will be drawn from, and the button that starts playing.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useGames } from '../api/get-games';
import { Callout } from '../../../components/callout';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { useMachines } from '../api/get-machines';
import { useSeed } from '../api/get-seed';
import { Paytable } from './paytable';
import { SeedSummary } from './seed-summary';
import { FRUIT_ID, NEON_ID, SAKURA_ID } from '../reels/reel-layouts';
import { paths } from '../../../config/paths';
import '../../../styles/money.css';
import '../game-hall.css';

const RULES: Record<string, readonly string[]> = {
  [SAKURA_ID]: ['bet', 'lines', 'highest', 'scatter', 'freeSpins'],
  [FRUIT_ID]: ['bet', 'lines', 'wild', 'single'],
  [NEON_ID]: ['bet', 'centre', 'bonus', 'replay', 'setting'],
};
const FAIR_RULES = ['commit', 'clientSeed', 'nonce', 'reveal'] as const;

export function SpringboardPage() {
  const { t, ready } = useTranslation(['game', 'finance']);
  const [searchParams] = useSearchParams();
  const machineId = searchParams.get('machineId') ?? '';
  const machines = useMachines();
  const games = useGames();
  const machine = machines.data?.find((m) => m.id === machineId);
  const seed = useSeed(Boolean(machine));
  const game = games.data?.find((g) => g.id === machine?.gameId);

  const body = () => {
    if (!ready || machines.isPending) return <PageLoading />;
    if (machines.isError) return <LoadError onRetry={() => void machines.refetch()} />;
    if (!machine) {
      return (
        <Callout
          tone="warning"
          role="alert"
          title={t(machineId ? 'machine.unknown' : 'springboard.pick', { id: machineId })}
        >
          <Link className="button-link" to={paths.amigo.getHref()}>
            {t('machine.backToHall')}
          </Link>
        </Callout>
      );
    }
    const rules = RULES[machine.gameId] ?? [];
    return (
      <div className="springboard" data-testid="springboard">
        <div className="springboard-head">
          <div>
            <h2 className="springboard-game">{game?.name ?? machine.gameId}</h2>
            <p className="springboard-machine">
              {t('springboard.machine', { id: machine.id })}
              {game && <span className="game-kind">{t(`kinds.${game.kind}`)}</span>}
            </p>
          </div>
          {machine.enabled ? (
            <Link
              className="button-link button-link-primary springboard-start"
              to={paths.amigoMachine.getHref(machine.id)}
              data-testid="start-playing"
            >
              {t('springboard.start')}
            </Link>
          ) : (
            <span className="status-tag status-tag-neutral">{t('hall.closed')}</span>
          )}
        </div>
        {!machine.enabled && (
          <Callout tone="warning" title={t('machine.closed', { id: machine.id })}>
            <Link className="text-link" to={paths.amigo.getHref()}>
              {t('machine.backToHall')}
            </Link>
          </Callout>
        )}
        <div className="springboard-grid">
          <section className="side-panel" aria-labelledby="springboard-rules">
            <h2 id="springboard-rules" className="side-panel-title">
              {t('springboard.rules')}
            </h2>
            <ul className="rule-list">
              {rules.map((rule) => (
                <li key={rule}>{t(`rules.${machine.gameId}.${rule}`)}</li>
              ))}
            </ul>
          </section>
          <section className="side-panel springboard-paytable" aria-labelledby="springboard-paytable">
            <h2 id="springboard-paytable" className="side-panel-title">
              {t('springboard.paytable')}
            </h2>
            <Paytable gameId={machine.gameId} />
          </section>
          <section className="side-panel" aria-labelledby="springboard-fair">
            <h2 id="springboard-fair" className="side-panel-title">
              {t('springboard.fair')}
            </h2>
            <ul className="rule-list">
              {FAIR_RULES.map((rule) => (
                <li key={rule}>{t(`fair.${rule}`)}</li>
              ))}
            </ul>
            <SeedSummary seeds={seed.data} />
          </section>
        </div>
        {machine.enabled && (
          <Link
            className="button-link button-link-primary springboard-start springboard-start-end"
            to={paths.amigoMachine.getHref(machine.id)}
          >
            {t('springboard.start')}
          </Link>
        )}
      </div>
    );
  };

  return (
    <PageShell title={t('routes.amigoSpringboard', { ns: 'translation' })} intro={t('springboard.intro')}>
      {body()}
    </PageShell>
  );
}
