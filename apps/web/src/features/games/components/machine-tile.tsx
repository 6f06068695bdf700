// One machine on the hall floor: open or closed, today's counters (games since the last bonus, games
// played, BIG and REG, payout rate), the slump graph and the last bonuses, and the way in.
import type { Machine } from '@hall/contracts/game';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { hadRecentBonus, isHot } from '../lib/hall-filter';
import { formatPayoutRate } from '../lib/payout-rate';
import { SlumpGraph } from './slump-graph';
import { paths } from '../../../config/paths';

/** Bonus history entries a tile has room for. */
const HISTORY_SHOWN = 5;

export function MachineTile({
  machine,
  hasBonuses,
  compact = false,
}: {
  machine: Machine;
  hasBonuses: boolean;
  /** The hall's compact view: one short row of id, status, key counters and the way in, without graphs. */
  compact?: boolean;
}) {
  const { t } = useTranslation('game');
  const format = useMoneyFormat();
  const { data } = machine;
  const rate = formatPayoutRate(data.payoutRate, format.locale);
  const last = data.slump.at(-1) ?? 0;
  const slumpLabel =
    data.slump.length === 0
      ? t('hall.slumpEmpty')
      : t('hall.slumpLabel', {
          last: format.signedCoins(String(last)),
          low: format.signedCoins(String(Math.min(0, ...data.slump))),
          high: format.signedCoins(String(Math.max(0, ...data.slump))),
        });
  if (compact) return <CompactTile machine={machine} hasBonuses={hasBonuses} rate={rate} />;
  return (
    <li className={`machine-tile${machine.enabled ? '' : ' is-closed'}`} data-machine={machine.id}>
      <div className="machine-tile-head">
        <h3 className="machine-tile-id">{machine.id}</h3>
        <div className="machine-tile-tags">
          <span
            className={`status-tag status-tag-${machine.enabled ? 'success' : 'neutral'}`}
            data-testid="machine-status"
          >
            {t(machine.enabled ? 'hall.open' : 'hall.closed')}
          </span>
          {isHot(machine) && <span className="machine-flag machine-flag-hot">{t('hall.hot')}</span>}
          {hasBonuses && hadRecentBonus(machine) && (
            <span className="machine-flag machine-flag-bonus">{t('hall.recentBonus')}</span>
          )}
        </div>
        {machine.enabled && (
          <Link
            className="button-link button-link-primary machine-play"
            to={paths.amigoSpringboard.getHref(machine.id)}
            aria-label={t('hall.playMachine', { id: machine.id })}
          >
            {t('hall.play')}
          </Link>
        )}
      </div>
      {!machine.enabled && <p className="machine-closed-note">{t('hall.closedNote')}</p>}
      <dl className="machine-stats">
        {hasBonuses && (
          <div>
            <dt>{t('hall.sinceBonus')}</dt>
            <dd>{format.coins(String(data.gamesSinceBonus))}</dd>
          </div>
        )}
        <div>
          <dt>{t('hall.gamesToday')}</dt>
          <dd>{format.coins(String(data.gamesToday))}</dd>
        </div>
        {hasBonuses && (
          <>
            <div>
              <dt>{t('hall.big')}</dt>
              <dd className="stat-big">{data.bigToday}</dd>
            </div>
            <div>
              <dt>{t('hall.reg')}</dt>
              <dd className="stat-reg">{data.regToday}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{t('hall.payoutRate')}</dt>
          <dd data-testid="payout-rate">{rate ?? '—'}</dd>
        </div>
      </dl>
      <div className="machine-slump">
        <span className="machine-slump-caption" aria-hidden="true">
          {t('hall.slump')}
        </span>
        <SlumpGraph values={data.slump} label={slumpLabel} />
      </div>
      {hasBonuses && (
        <div className="bonus-history">
          <span className="bonus-history-caption">{t('hall.bonusHistory')}</span>
          {data.bonusHistory.length === 0 ? (
            <span className="bonus-history-empty">{t('hall.noBonusYet')}</span>
          ) : (
            <ol>
              {data.bonusHistory.slice(0, HISTORY_SHOWN).map((bonus, index) => (
                <li key={`${bonus.at}-${index}`} className={`bonus-chip bonus-chip-${bonus.kind}`}>
                  {t('hall.bonusAfter', { kind: t(`hall.${bonus.kind}`), games: bonus.games })}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </li>
  );
}

function CompactTile({ machine, hasBonuses, rate }: { machine: Machine; hasBonuses: boolean; rate: string | null }) {
  const { t } = useTranslation('game');
  const format = useMoneyFormat();
  const { data } = machine;
  return (
    <li className={`machine-tile is-compact${machine.enabled ? '' : ' is-closed'}`} data-machine={machine.id}>
      <h3 className="machine-tile-id">{machine.id}</h3>
      <span className={`status-tag status-tag-${machine.enabled ? 'success' : 'neutral'}`} data-testid="machine-status">
        {t(machine.enabled ? 'hall.open' : 'hall.closed')}
      </span>
      <dl className="machine-stats machine-stats-compact">
        {hasBonuses ? (
          <>
            <div>
              <dt>{t('hall.sinceBonus')}</dt>
              <dd>{format.coins(String(data.gamesSinceBonus))}</dd>
            </div>
            <div>
              <dt>{t('hall.bigReg')}</dt>
              <dd>
                <span className="stat-big">{data.bigToday}</span>/<span className="stat-reg">{data.regToday}</span>
              </dd>
            </div>
          </>
        ) : (
          <div>
            <dt>{t('hall.gamesToday')}</dt>
            <dd>{format.coins(String(data.gamesToday))}</dd>
          </div>
        )}
        <div>
          <dt>{t('hall.payoutRate')}</dt>
          <dd data-testid="payout-rate" className={isHot(machine) ? 'is-hot' : undefined}>
            {rate ?? '—'}
          </dd>
        </div>
      </dl>
      {machine.enabled && (
        <Link
          className="button-link button-link-primary machine-play"
          to={paths.amigoSpringboard.getHref(machine.id)}
          aria-label={t('hall.playMachine', { id: machine.id })}
        >
          {t('hall.play')}
        </Link>
      )}
    </li>
  );
}
