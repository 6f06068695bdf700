// The result of a game, presented by its size: a line under the reels for a small win, a banner over
// them for a big one, a celebration for a mega win; free-spin progress while a series runs; a
// pachislot REPLAY as a replay (the bet back for the next game), never as coins won. The same
// result is told once in words to screen readers.
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useCountUp } from '../hooks/use-count-up';
import type { FreeSpinProgress, WinShown } from '../hooks/use-machine-play';

const COUNT_MS = { none: 0, returned: 0, small: 0, big: 1200, mega: 2400 } as const;
/** How long the banner stays over the reels before it steps aside for the winning symbols. */
const OVERLAY_MS = { none: 0, returned: 0, small: 0, big: 2400, mega: 4200 } as const;

export function WinOverlay({ win }: { win: WinShown | null }) {
  const { t } = useTranslation('game');
  const format = useMoneyFormat();
  const tier = win?.tier ?? 'none';
  const amount = useCountUp(win?.amount ?? 0, COUNT_MS[tier]);
  const [shown, setShown] = useState<WinShown | null>(null);
  useEffect(() => {
    if (!win || OVERLAY_MS[win.tier] === 0) {
      setShown(null);
      return;
    }
    setShown(win);
    const timer = setTimeout(() => setShown(null), OVERLAY_MS[win.tier]);
    return () => clearTimeout(timer);
  }, [win]);
  if (!shown || shown.tier === 'none' || shown.tier === 'returned' || shown.tier === 'small') return null;
  const title = shown.bonus ? t(`machine.bonus.${shown.bonus}`) : t(`machine.tiers.${shown.tier}`);
  return (
    <div className={`win-overlay win-overlay-${shown.tier}`} aria-hidden="true" data-testid="win-overlay">
      {shown.tier === 'mega' && <span className="win-rays" />}
      <span className="win-overlay-title">{title}</span>
      <span className="win-overlay-amount">{format.coins(String(amount))}</span>
    </div>
  );
}

/** A game's result in words: nothing, what came back of the bet, or what was won. */
function resultText(t: TFunction<'game'>, format: ReturnType<typeof useMoneyFormat>, win: WinShown) {
  // A pachislot REPLAY gives the next game's bet back: a replay, not a win of coins.
  if (win.replay) return t('pachislot.replayResult', { bet: format.coinsText(String(win.bet)) });
  if (win.tier === 'none') return t('machine.noWin');
  if (win.tier === 'returned')
    return t('machine.returned', {
      amount: format.coinsText(String(win.amount)),
      bet: format.coinsText(String(win.bet)),
    });
  return t(win.bonus ? 'machine.bonusWin' : 'machine.youWon', {
    amount: format.coinsText(String(win.amount)),
    bonus: win.bonus ? t(`machine.bonus.${win.bonus}`) : '',
  });
}

export function WinLine({
  win,
  freeSpin,
  runningWin,
  spinning,
}: {
  win: WinShown | null;
  freeSpin: FreeSpinProgress | null;
  runningWin: number;
  spinning: boolean;
}) {
  const { t } = useTranslation('game');
  const format = useMoneyFormat();
  let text = '';
  let tone = 'idle';
  if (spinning && freeSpin) {
    text = t('machine.freeSpinProgress', {
      current: freeSpin.current,
      total: freeSpin.total,
      multiplier: freeSpin.multiplier,
      won: format.coins(String(runningWin)),
    });
    tone = 'free';
  } else if (spinning) {
    text = t('machine.goodLuck');
  } else if (win) {
    tone = win.replay ? 'replay' : win.tier;
    text = resultText(t, format, win);
    if (win.freeSpins > 0) text = `${text} ${t('machine.freeSpinsPlayed', { count: win.freeSpins })}`;
  } else {
    text = t('machine.ready');
  }
  return (
    <p className={`win-line win-line-${tone}`} data-testid="win-line">
      {text}
    </p>
  );
}

/** The result told to screen readers once a game ends (the line above changes too often to be live). */
export function ResultAnnouncer({ win }: { win: WinShown | null }) {
  const { t } = useTranslation('game');
  const format = useMoneyFormat();
  const message = win ? resultText(t, format, win) : '';
  return (
    <p className="visually-hidden" role="status" aria-live="polite" data-testid="result-announcer">
      {message}
    </p>
  );
}
