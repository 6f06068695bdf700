// The machine screen: the reels (their own lazy chunk), the bet, the balance, the spin button, the
// result presented by its size, sound (off until asked for), seed settings and this visit's rounds.
// Every outcome comes from the server; the reels only show where it stopped them. The page composing
// it may add a view of a bonus being wagered under the controls.
import type { Machine } from '@hall/contracts/game';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useGames } from '../api/get-games';
import { Callout } from '../../../components/callout';
import { ProtectionRefusal } from '../../../components/protection-refusal';
import { LoadError } from '../../../components/load-error';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { useMachines } from '../api/get-machines';
import { BetSelector } from './bet-selector';
import { RecentRounds } from './recent-rounds';
import { SeedPanel } from './seed-panel';
import { SoundToggle } from './sound-toggle';
import { RealityCheckDialog } from './reality-check-dialog';
import { ResultAnnouncer, WinLine, WinOverlay } from './win-banner';
import { useMachinePlay, type Bet } from '../hooks/use-machine-play';
import { useSpinKey } from '../hooks/use-spin-key';
import { DataCounter, MaxBet, StopButtons } from './pachislot-controls';
import { useReelLabel } from '../hooks/use-reel-label';
import { useSoundSetting } from '../lib/use-sound-setting';
import { reelLayoutOf, reelShapeStyle, type ReelLayout } from '../reels/reel-layouts';
import type { ReelHandle } from '../reels/reel-stage';
import { paths } from '../../../config/paths';
import '../../../styles/money.css';
import '../game-hall.css';

const ReelStage = lazy(() => import('../reels/reel-stage'));

export function MachinePage({ bonusMeter }: { bonusMeter?: ReactNode } = {}) {
  const { t, ready } = useTranslation(['game', 'finance']);
  const { machineId = '' } = useParams();
  const machines = useMachines();
  const machine = machines.data?.find((m) => m.id === machineId);
  const layout = machine ? reelLayoutOf(machine.gameId) : undefined;
  const games = useGames();
  const gameName = games.data?.find((g) => g.id === machine?.gameId)?.name;

  const body = () => {
    if (!ready || machines.isPending) return <PageLoading />;
    if (machines.isError) return <LoadError onRetry={() => void machines.refetch()} />;
    if (!machine || !layout || !machine.enabled) {
      return (
        <Callout
          tone="warning"
          role="alert"
          title={t(machine ? 'machine.closed' : 'machine.unknown', { id: machineId })}
        >
          <Link className="button-link" to={paths.amigo.getHref()}>
            {t('machine.backToHall')}
          </Link>
        </Callout>
      );
    }
    return <MachinePlay machine={machine} layout={layout} bonusMeter={bonusMeter} />;
  };

  const title =
    ready && machine && gameName
      ? t('machine.title', { game: gameName, id: machine.id })
      : t('routes.amigoMachine', { ns: 'translation' });
  return <PageShell title={title}>{body()}</PageShell>;
}

function MachinePlay({
  machine,
  layout,
  bonusMeter,
}: {
  machine: Machine;
  layout: ReelLayout;
  bonusMeter?: ReactNode;
}) {
  const { t } = useTranslation('game');
  const format = useMoneyFormat();
  const sound = useSoundSetting();
  const reels = useRef<ReelHandle | null>(null);
  // Any resting position will do before the first game; staggered, so the reels do not look alike.
  const startStops = useMemo(() => layout.strips.map((strip, reel) => (reel * 7) % strip.length), [layout]);
  const pachislot = layout.kind === 'pachislot';
  const play = useMachinePlay({
    machineId: machine.id,
    reels,
    beeper: sound.beeper,
    startStops,
    stopButtons: pachislot,
  });
  const [bet, setBet] = useState<Bet>(layout.bets[0]!);
  const spinning = play.phase === 'spinning';
  const label = useReelLabel(layout, play.stops, spinning);
  // The pachislot's MAX BET puts the three coins in; the lever does it too when the player did not.
  const [maxBet, setMaxBet] = useState(false);
  const replay = !spinning && (play.win?.replay ?? false);
  const betIn = maxBet || spinning || replay;
  // A BIG or REG just landed: the cabinet is in its bonus stage until the next game.
  const stage = !spinning && play.win?.bonus ? play.win.bonus : null;
  const lever = () => {
    setMaxBet(false);
    play.lever(bet);
  };
  useSpinKey(lever, play.balanceLoaded && !play.realityCheck);
  useMachineFocus();

  return (
    <div
      className={`machine machine-${layout.kind === 'pachislot' ? 'pachislot' : 'slot'}${stage ? ` is-bonus-${stage}` : ''}`}
      data-game={machine.gameId}
      data-stage={stage ?? 'normal'}
      data-testid="machine"
    >
      <div className="machine-main">
        <div className="machine-bar">
          <div className="machine-links">
            <Link className="machine-back" to={paths.amigo.getHref()}>
              {t('machine.backToHall')}
            </Link>
            <Link className="machine-back" to={paths.amigoSpringboard.getHref(machine.id)}>
              {t('machine.rules')}
            </Link>
          </div>
          <SoundToggle on={sound.on} onToggle={sound.toggle} />
        </div>

        {pachislot && <DataCounter data={machine.data} />}
        {stage && (
          <p className={`bonus-stage-banner bonus-stage-${stage}`} data-testid="bonus-stage">
            {t(`pachislot.stage.${stage}`)}
          </p>
        )}
        <div className={`machine-stage machine-stage-${layout.kind}`} style={reelShapeStyle(layout)}>
          <Suspense fallback={<div className={`reel-placeholder reel-placeholder-${layout.kind}`} />}>
            <ReelStage
              ref={reels}
              layout={layout}
              stops={play.stops}
              result={spinning ? null : play.landed}
              label={label}
              onReelStop={(reel) => sound.beeper.reelStop(reel)}
            />
          </Suspense>
          {/* One overlay per round, so a repeated amount still counts up. */}
          <WinOverlay key={play.rounds[0]?.roundSn} win={play.win} />
        </div>
        {pachislot && (
          <StopButtons reels={layout.strips.length} pressed={play.pressed} onStop={(reel) => play.stopReel(reel)} />
        )}
        <WinLine win={play.win} freeSpin={play.freeSpin} runningWin={play.runningWin} spinning={spinning} />
        <ResultAnnouncer win={play.win} />

        <div className="machine-controls">
          <div className="machine-balance">
            <span className="machine-balance-label">{t('finance:balance.label')}</span>
            <span className="machine-balance-value" data-testid="machine-balance">
              {play.balance === null ? '—' : format.coinsText(play.balance)}
            </span>
          </div>
          {pachislot ? (
            <MaxBet
              total={bet.total}
              betIn={betIn}
              replay={replay}
              disabled={spinning}
              onMaxBet={() => setMaxBet(true)}
            />
          ) : (
            <BetSelector
              bets={layout.bets}
              value={bet}
              lines={layout.lines.length}
              disabled={spinning}
              onChange={setBet}
            />
          )}
          {/* The lever: a game when the reels stand still, a quick stop while they run (Space too). */}
          <button
            type="button"
            className={`spin-button${spinning ? ' is-stop' : ''}`}
            onClick={lever}
            disabled={!play.balanceLoaded}
            aria-busy={spinning}
            aria-keyshortcuts="Space"
            data-testid="spin-button"
          >
            {spinning ? t('machine.quickStop') : t('machine.spin')}
          </button>
        </div>

        {/* Right under the spin button, where the player's eyes are when a spin is refused. */}
        {play.refusal && <ProtectionRefusal refusal={play.refusal} />}

        {bonusMeter}

        {play.realityCheck && <RealityCheckDialog check={play.realityCheck} onAnswered={play.clearRealityCheck} />}

        {play.shortOfCoins && (
          <Callout tone="warning" role="alert" title={t('machine.shortTitle')} testId="short-of-coins">
            <p>{t('machine.shortText', { bet: format.coinsText(String(bet.total)) })}</p>
            <Link className="button-link button-link-primary" to={paths.deposit.getHref()}>
              {t('machine.deposit')}
            </Link>
          </Callout>
        )}
      </div>

      <aside className="machine-side" aria-label={t('machine.sideLabel')}>
        <SeedPanel busy={spinning} lastRoundSn={play.rounds[0]?.roundSn ?? null} />
        <RecentRounds rounds={play.rounds} />
      </aside>
    </div>
  );
}

/** While the machine is on screen the site's chrome steps back (see game-hall.css: .machine-focus). */
function useMachineFocus() {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('machine-focus');
    return () => root.classList.remove('machine-focus');
  }, []);
}
