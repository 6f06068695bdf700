// The bet of the next game: the video slot's line bets (shown as the total over all lines), or the
// pachislot's fixed 3 coins.
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../../lib/use-money-format';
import type { Bet } from '../hooks/use-machine-play';

export function BetSelector({
  bets,
  value,
  lines,
  disabled,
  onChange,
}: {
  bets: readonly Bet[];
  value: Bet;
  lines: number;
  disabled: boolean;
  onChange: (bet: Bet) => void;
}) {
  const { t } = useTranslation('game');
  const format = useMoneyFormat();
  if (bets.length <= 1) {
    return (
      <p className="bet-fixed" data-testid="bet">
        <span className="bet-label">{t('machine.bet')}</span>
        <span className="bet-value">{format.coinsText(String(value.total))}</span>
      </p>
    );
  }
  return (
    <fieldset className="bet-selector" disabled={disabled}>
      <legend className="bet-label">{t('machine.bet')}</legend>
      <div className="bet-options">
        {bets.map((bet) => (
          <label key={bet.total} className="bet-option">
            <input
              type="radio"
              name="bet"
              value={bet.total}
              checked={bet.total === value.total}
              onChange={() => onChange(bet)}
            />
            <span className="bet-option-face">
              <span className="bet-option-total">{format.coins(String(bet.total))}</span>
              <span className="bet-option-detail">
                {t('machine.lineBetDetail', { lineBet: bet.lineBet ?? 0, lines })}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
