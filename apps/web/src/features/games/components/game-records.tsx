// The game records tab: the player's rounds by period and game, with totals (rounds, bets, wins,
// profit or loss), one card per round linking to its verification, and paging.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGames } from '../api/get-games';
import { Callout } from '../../../components/callout';
import type { RangeValue } from '../../../components/date-range-filter';
import { rangeOf, toDayString } from '../../../lib/date-range';
import { LoadError } from '../../../components/load-error';
import { Pager } from '../../../components/pager';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { PageLoading } from '../../../components/page-loading';
import { DEFAULT_RECORD_RANGE, RecordFilters } from '../../../components/record-filters';
import { useGameRecordCount, useGameRecords, type GameRecords, type GameRecordTotals } from '../api/get-game-records';
import { paths } from '../../../config/paths';
import '../../../styles/money.css';

const PAGE_SIZE = 10;

const profitClass = (coins: string) => {
  const value = BigInt(coins);
  return value > 0n ? 'is-up' : value < 0n ? 'is-down' : '';
};

export function GameRecordTotalsList({ totals }: { totals: GameRecordTotals }) {
  const { t } = useTranslation('game');
  const format = useMoneyFormat();
  return (
    <dl className="totals" data-testid="game-totals" aria-label={t('records.totals')}>
      <div>
        <dt>{t('records.totalRounds')}</dt>
        <dd>{format.coins(String(totals.records))}</dd>
      </div>
      <div>
        <dt>{t('records.totalBets')}</dt>
        <dd>{format.coinsText(totals.bets)}</dd>
      </div>
      <div>
        <dt>{t('records.totalWins')}</dt>
        <dd>{format.coinsText(totals.wins)}</dd>
      </div>
      <div>
        <dt>{t('records.totalProfit')}</dt>
        <dd className={`profit ${profitClass(totals.profit)}`} data-testid="game-total-profit">
          {format.signedCoins(totals.profit)}
        </dd>
      </div>
    </dl>
  );
}

export function GameRecordList({ list }: { list: GameRecords['list'] }) {
  const { t } = useTranslation('game');
  const format = useMoneyFormat();
  return (
    <ul className="record-list" data-testid="game-records">
      {list.map((round) => (
        <li key={round.roundSn} className="record-card" data-round={round.roundSn}>
          <div className="record-card-head">
            <span className="record-amount">{round.gameName}</span>
            {round.voided && (
              <span className="status-tag status-tag-neutral" data-testid="round-voided">
                {t('records.voided')}
              </span>
            )}
            {/* Signed (+ / -) as well as coloured, so the colour is never the only cue. */}
            <span className={`profit record-profit ${profitClass(round.profit)}`} data-testid="round-profit">
              {format.signedCoins(round.profit)}
            </span>
          </div>
          <dl className="record-details">
            <div>
              <dt>{t('records.bet')}</dt>
              <dd>{format.coinsText(round.bet)}</dd>
            </div>
            <div>
              <dt>{t('records.win')}</dt>
              <dd>{format.coinsText(round.win)}</dd>
            </div>
            <div>
              <dt>{t('records.machineId')}</dt>
              <dd>{round.machineId}</dd>
            </div>
            <div>
              <dt>{t('records.time')}</dt>
              <dd>{format.dateTime(round.createdAt)}</dd>
            </div>
            <div className="record-wide">
              <dt>{t('records.roundSn')}</dt>
              <dd className="mono">{round.roundSn}</dd>
            </div>
          </dl>
          <div className="record-actions">
            <Link
              className="record-action"
              to={paths.amigoVerify.getHref(round.roundSn)}
              aria-label={t('records.verifyRound', { roundSn: round.roundSn })}
            >
              {t('records.verify')}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function GameRecordsPanel() {
  const { t } = useTranslation(['game', 'finance']);
  const games = useGames();
  const [range, setRange] = useState<RangeValue>(DEFAULT_RECORD_RANGE);
  const [gameId, setGameId] = useState('');
  const [page, setPage] = useState(1);
  const today = toDayString(new Date());
  // Worked out when the filter changes, not on every render, so the query keys stay stable.
  const period = useMemo(() => rangeOf(range.preset, new Date(), range), [range]);
  const filter = { ...(period ?? {}), ...(gameId ? { gameId } : {}) };
  const rounds = useGameRecords({ page, pageSize: PAGE_SIZE, ...filter }, period !== null);
  const totals = useGameRecordCount(filter, period !== null);

  return (
    <div className="record-body">
      <RecordFilters
        range={range}
        maxDay={today}
        onRange={setRange}
        onSearch={() => setPage(1)}
        choice={{
          label: t('records.game'),
          allLabel: t('records.allGames'),
          value: gameId,
          options: (games.data ?? []).map((game) => ({ value: game.id, label: game.name })),
          onChange: setGameId,
          testId: 'game-filter',
        }}
      />

      {period === null ? (
        <Callout tone="info" role="status">
          <p>{t('finance:filters.pickDays')}</p>
        </Callout>
      ) : rounds.isPending ? (
        <PageLoading />
      ) : rounds.isError ? (
        <LoadError onRetry={() => void Promise.all([rounds.refetch(), totals.refetch()])} />
      ) : (
        <div aria-busy={rounds.isFetching || totals.isFetching}>
          {totals.data && <GameRecordTotalsList totals={totals.data} />}
          {rounds.data.list.length === 0 ? (
            <div className="record-empty" role="status">
              <p>{t('records.empty')}</p>
              <Link className="text-link" to={paths.amigo.getHref()}>
                {t('records.toHall')}
              </Link>
            </div>
          ) : (
            <GameRecordList list={rounds.data.list} />
          )}
          <Pager page={page} pageSize={PAGE_SIZE} total={rounds.data.total} busy={rounds.isFetching} onPage={setPage} />
        </div>
      )}
    </div>
  );
}
