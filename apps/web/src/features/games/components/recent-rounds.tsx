// The rounds played on this visit, newest first, each with a way to verify it.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoneyFormat } from '../../../lib/use-money-format';
import type { SpinResult } from '../api/spin';
import { paths } from '../../../config/paths';

export function RecentRounds({ rounds }: { rounds: readonly SpinResult[] }) {
  const { t } = useTranslation('game');
  const format = useMoneyFormat();
  return (
    <section className="side-panel recent-rounds" aria-labelledby="recent-rounds-title">
      <h2 id="recent-rounds-title" className="side-panel-title">
        {t('machine.recentRounds')}
      </h2>
      {rounds.length === 0 ? (
        <p className="side-panel-text">{t('machine.noRoundsYet')}</p>
      ) : (
        <ol className="round-list" data-testid="recent-rounds">
          {rounds.map((round) => {
            const profit = BigInt(round.win) - BigInt(round.bet);
            return (
              <li key={round.roundSn} className="round-row" data-round={round.roundSn}>
                <span className="round-time">{format.dateTime(round.createdAt)}</span>
                <span className="round-figures">
                  {t('machine.roundFigures', { bet: format.coins(round.bet), win: format.coins(round.win) })}
                </span>
                <span className={`round-profit ${profit > 0n ? 'is-up' : profit < 0n ? 'is-down' : ''}`}>
                  {format.signedCoins(profit)}
                </span>
                <Link
                  className="text-link round-verify"
                  to={paths.amigoVerify.getHref(round.roundSn)}
                  aria-label={t('machine.verifyRound', { roundSn: round.roundSn })}
                >
                  {t('machine.verify')}
                </Link>
              </li>
            );
          })}
        </ol>
      )}
      <Link className="text-link" to={paths.record.getHref('game')}>
        {t('machine.allRecords')}
      </Link>
    </section>
  );
}
