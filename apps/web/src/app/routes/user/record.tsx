// The player's records: deposits and withdrawals by period and status (crypto withdrawals among them;
// crypto deposits and account transfers listed below the deposits), and game rounds by period and game,
// each with totals and paging. Coming back from the payment page (?tab=deposit&order=<sn>&result=<outcome>)
// shows the outcome once and marks the order.
import { DEPOSIT_STATUSES, type DepositStatus } from '@hall/contracts/pay';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@hall/contracts/withdrawal';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Callout } from '../../../components/callout';
import { LoadError } from '../../../components/load-error';
import type { RangeValue } from '../../../components/date-range-filter';
import { rangeOf, toDayString } from '../../../lib/date-range';
import { Pager } from '../../../components/pager';
import { depositStatusLook, withdrawalFilterLabelKey } from '../../../features/wallet/utils/status';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { toast } from '../../../components/toast';
import { useDepositRecords } from '../../../features/wallet/api/get-deposit-records';
import { useWithdrawalRecords } from '../../../features/wallet/api/get-withdrawal-records';
import { cashierNotice, recordTabOf, type RecordTab } from '../../../features/wallet/components/cashier-result';
import { DepositRecordList, DepositTotals } from '../../../features/wallet/components/deposit-records';
import { DepositBonusNote } from '../../../features/bonus/components/deposit-bonus-note';
import { CryptoDepositRecords } from '../../../features/crypto/components/crypto-deposit';
import { MigrationRecords } from '../../../features/migration/components/migration-records';
import { GameRecordsPanel } from '../../../features/games/components/game-records';
import { DEFAULT_RECORD_RANGE, RecordFilters } from '../../../components/record-filters';
import { panelId, RecordTabs, tabId } from '../../../features/wallet/components/record-tabs';
import { WithdrawalRecordList, WithdrawalTotals } from '../../../features/wallet/components/withdrawal-records';

const PAGE_SIZE = 10;

export default function RecordRoute() {
  const { t, ready } = useTranslation(['finance', 'game', 'crypto', 'migration', 'bonus']);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = recordTabOf(searchParams.get('tab'));
  const highlight = searchParams.get('order');
  const result = searchParams.get('result');
  const title = t('routes.record', { ns: 'translation' });
  const intro = t('intros.record', { ns: 'translation' });

  // The payment page's outcome is told once; the address then keeps only the order to mark.
  const told = useRef(false);
  useEffect(() => {
    if (!ready || told.current) return;
    const notice = cashierNotice(result);
    if (!notice) return;
    told.current = true;
    const message =
      notice.messageKey === 'record.cashier.status'
        ? t(notice.messageKey, { status: t(depositStatusLook(notice.status).labelKey) })
        : t(notice.messageKey);
    if (notice.type === 'success') toast.success(message, { duration: 4000 });
    else if (notice.type === 'fail') toast.fail(message, { duration: 4000 });
    else toast.text(message, { duration: 4000 });
    setSearchParams(
      (params) => {
        params.delete('result');
        return params;
      },
      { replace: true },
    );
  }, [ready, result, setSearchParams, t]);

  const selectTab = (next: RecordTab) =>
    setSearchParams(
      (params) => {
        const kept = new URLSearchParams();
        kept.set('tab', next);
        if (next === 'deposit' && params.get('order')) kept.set('order', params.get('order')!);
        return kept;
      },
      { replace: true },
    );

  return (
    <PageShell title={title} intro={intro}>
      {!ready ? (
        <PageLoading />
      ) : (
        <>
          <RecordTabs value={tab} onChange={selectTab} />
          <div className="record-panel" role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
            {tab === 'game' ? (
              <GameRecordsPanel />
            ) : (
              <MoneyRecords key={tab} kind={tab} highlight={tab === 'deposit' ? highlight : null} />
            )}
            {tab === 'deposit' && <CryptoDepositRecords title={t('records', { ns: 'crypto' })} />}
            {tab === 'deposit' && <MigrationRecords title={t('records.title', { ns: 'migration' })} />}
          </div>
        </>
      )}
    </PageShell>
  );
}

function MoneyRecords({ kind, highlight }: { kind: 'deposit' | 'withdraw'; highlight: string | null }) {
  const { t } = useTranslation('finance');
  const [range, setRange] = useState<RangeValue>(DEFAULT_RECORD_RANGE);
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const today = toDayString(new Date());
  // The window is worked out when the filter changes, not on every render, so the query key is stable.
  const period = useMemo(() => rangeOf(range.preset, new Date(), range), [range]);
  const body = { page, pageSize: PAGE_SIZE, ...(period ?? {}) };
  const deposits = useDepositRecords(
    { ...body, status: (status || undefined) as DepositStatus | undefined },
    kind === 'deposit' && period !== null,
  );
  const withdrawals = useWithdrawalRecords(
    { ...body, status: (status || undefined) as WithdrawalStatus | undefined },
    kind === 'withdraw' && period !== null,
  );
  const query = kind === 'deposit' ? deposits : withdrawals;
  const statusOptions =
    kind === 'deposit'
      ? DEPOSIT_STATUSES.map((s) => ({ value: s, label: t(depositStatusLook(s).labelKey) }))
      : WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: t(withdrawalFilterLabelKey(s)) }));

  return (
    <div className="record-body">
      <RecordFilters
        range={range}
        maxDay={today}
        onRange={setRange}
        onSearch={() => setPage(1)}
        choice={{
          label: t('filters.status'),
          allLabel: t('filters.allStatuses'),
          value: status,
          options: statusOptions,
          onChange: setStatus,
          testId: 'status-filter',
        }}
      />

      {period === null ? (
        <Callout tone="info" role="status">
          <p>{t('filters.pickDays')}</p>
        </Callout>
      ) : query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <div aria-busy={query.isFetching}>
          {kind === 'deposit' && deposits.data && <DepositTotals totals={deposits.data.totals} />}
          {kind === 'withdraw' && withdrawals.data && <WithdrawalTotals totals={withdrawals.data.totals} />}
          {query.data.list.length === 0 ? (
            <p className="record-empty" role="status">
              {t('record.empty')}
            </p>
          ) : kind === 'deposit' && deposits.data ? (
            <DepositRecordList
              list={deposits.data.list}
              highlight={highlight}
              renderBonus={(order) => <DepositBonusNote bonus={order.bonus} />}
            />
          ) : (
            withdrawals.data && <WithdrawalRecordList list={withdrawals.data.list} />
          )}
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={query.data.total}
            busy={query.isFetching}
            onPage={(next) => {
              setPage(next);
            }}
          />
        </div>
      )}
    </div>
  );
}
