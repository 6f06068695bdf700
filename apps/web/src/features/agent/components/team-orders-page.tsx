// Team deposits and team withdrawals: the team's orders for a period, newest first, filterable by
// account, with the settled count and amount over the whole filter (not just the page shown).
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamOrder } from '@hall/contracts/agent';
import { EmptyState } from '../../../components/content-states';
import { Pager } from '../../../components/pager';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useTeamOrders, type TeamOrderKind } from '../api/agent-reads';
import { periodRequest, type PeriodValue } from '../utils/period';
import { PeriodFilter } from './period-filter';
import { AccountSearch } from './account-search';
import { QueryView } from './query-view';
import '../agent.css';

const PAGE_SIZE = 20;

export interface TeamOrdersPageProps {
  kind: TeamOrderKind;
  /** The order's status as the player's own records show it (the page composing this passes the wallet's tag). */
  StatusTag: ComponentType<{ status: string }>;
}

export function TeamOrdersPage({ kind, StatusTag }: TeamOrdersPageProps) {
  const { t } = useTranslation('agent');
  const format = useMoneyFormat();
  const [period, setPeriod] = useState<PeriodValue>({ period: 'month' });
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const request = periodRequest(period);
  const orders = useTeamOrders(
    kind,
    { ...(request ?? { period: 'today' as const }), page, pageSize: PAGE_SIZE, ...(account ? { account } : {}) },
    request !== null,
  );
  return (
    <div className="agent-stack">
      <PeriodFilter
        value={period}
        onChange={(value) => {
          setPeriod(value);
          setPage(1);
        }}
      />
      <AccountSearch
        onSearch={(value) => {
          setAccount(value);
          setPage(1);
        }}
      />
      <QueryView query={orders}>
        {(data) => (
          <>
            <dl className="totals" data-testid="team-order-totals" aria-label={t('orders.totals')}>
              <div>
                <dt>{t('orders.count')}</dt>
                <dd>{format.coins(String(data.total))}</dd>
              </div>
              <div>
                <dt>{t(`orders.${kind}.settledCount`)}</dt>
                <dd>{format.coins(String(data.settledCount))}</dd>
              </div>
              <div>
                <dt>{t(`orders.${kind}.settledAmount`)}</dt>
                <dd data-testid="team-order-amount">{format.coinsText(data.settledAmount)}</dd>
              </div>
            </dl>
            {data.list.length === 0 ? (
              <EmptyState icon={kind === 'recharge' ? 'arrowDown' : 'arrowUp'} title={t(`orders.${kind}.empty`)} />
            ) : (
              <>
                <ul className="record-list" data-testid="team-orders">
                  {data.list.map((order) => (
                    <OrderCard key={order.sn} order={order} kind={kind} StatusTag={StatusTag} />
                  ))}
                </ul>
                <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} busy={orders.isFetching} />
              </>
            )}
          </>
        )}
      </QueryView>
    </div>
  );
}

function OrderCard({ order, kind, StatusTag }: { order: TeamOrder } & TeamOrdersPageProps) {
  const { t } = useTranslation('agent');
  const format = useMoneyFormat();
  return (
    <li className="record-card" data-order={order.sn}>
      <div className="record-card-head">
        <span className="record-amount">{format.coinsText(order.coinAmount)}</span>
        <StatusTag status={order.status} />
      </div>
      <dl className="record-details">
        <div>
          <dt>{t('orders.account')}</dt>
          <dd>{order.account}</dd>
        </div>
        <div>
          <dt>{t(`orders.${kind}.sn`)}</dt>
          <dd className="mono">{order.sn}</dd>
        </div>
        <div>
          <dt>{t('orders.createdAt')}</dt>
          <dd>{format.dateTime(order.createdAt)}</dd>
        </div>
        {order.settledAt && (
          <div>
            <dt>{t(`orders.${kind}.settledAt`)}</dt>
            <dd>{format.dateTime(order.settledAt)}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}
