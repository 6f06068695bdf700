// What makes the pachislot feel like one: the data counter on the cabinet (games since the last
// bonus, BIG and REG today), the MAX BET button with its bet lamps and REPLAY lamp, and a stop button
// under each reel. The reels stop where the server's outcome says; the buttons only choose when.
import type { MachineData } from '@hall/contracts/game';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../../lib/use-money-format';

export function DataCounter({ data }: { data: MachineData }) {
  const { t } = useTranslation('game');
  const cells: { key: string; label: string; value: number; tone?: string }[] = [
    { key: 'since', label: t('pachislot.sinceBonus'), value: data.gamesSinceBonus },
    { key: 'big', label: t('hall.big'), value: data.bigToday, tone: 'big' },
    { key: 'reg', label: t('hall.reg'), value: data.regToday, tone: 'reg' },
    { key: 'total', label: t('pachislot.gamesToday'), value: data.gamesToday },
  ];
  return (
    <section className="data-counter" aria-label={t('pachislot.dataCounter')} data-testid="data-counter">
      <dl>
        {cells.map((cell) => (
          <div key={cell.key} className={`data-counter-cell${cell.tone ? ` is-${cell.tone}` : ''}`}>
            <dt>{cell.label}</dt>
            <dd data-testid={`data-counter-${cell.key}`}>{cell.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** MAX BET and its lamps: three coins in, and REPLAY lit when the last game gave the bet back. */
export function MaxBet({
  total,
  betIn,
  replay,
  disabled,
  onMaxBet,
}: {
  /** The coins a game takes. */
  total: number;
  betIn: boolean;
  replay: boolean;
  disabled: boolean;
  onMaxBet: () => void;
}) {
  const { t } = useTranslation('game');
  const format = useMoneyFormat();
  return (
    <div className="max-bet" data-testid="bet">
      <span className="bet-label">{t('machine.bet')}</span>
      <span className="bet-value">{format.coinsText(String(total))}</span>
      <button
        type="button"
        className="max-bet-button"
        aria-pressed={betIn}
        disabled={disabled || betIn}
        onClick={onMaxBet}
        data-testid="max-bet"
      >
        {t('pachislot.maxBet')}
      </button>
      <span className="bet-lamps" aria-hidden="true">
        {[1, 2, 3].map((lamp) => (
          <span key={lamp} className={`bet-lamp${betIn ? ' is-lit' : ''}`}>
            {lamp}
          </span>
        ))}
      </span>
      <span className={`replay-lamp${replay ? ' is-lit' : ''}`} data-testid="replay-lamp" data-lit={replay}>
        {t('pachislot.replayLamp')}
      </span>
    </div>
  );
}

/** One stop button under each reel; a pressed one goes dark until the next game. */
export function StopButtons({
  reels,
  pressed,
  onStop,
}: {
  reels: number;
  /** Pressed reels in order; null while no game waits for its stops. */
  pressed: readonly number[] | null;
  onStop: (reel: number) => void;
}) {
  const { t } = useTranslation('game');
  return (
    <div className="stop-buttons" role="group" aria-label={t('pachislot.stopButtons')}>
      {Array.from({ length: reels }, (_, reel) => {
        const done = pressed === null || pressed.includes(reel);
        return (
          <button
            key={reel}
            type="button"
            className={`stop-button${pressed !== null && !done ? ' is-ready' : ''}`}
            disabled={done}
            onClick={() => onStop(reel)}
            aria-label={t('pachislot.stopReel', { reel: reel + 1 })}
            data-testid={`stop-button-${reel}`}
          >
            <span aria-hidden="true">{t('pachislot.stop')}</span>
          </button>
        );
      })}
    </div>
  );
}
