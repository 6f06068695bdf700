// The deposit tab: totals over the filter, one card per order, and paging. The order the payment page
// sent the player back for stands out.
import type { PayListResponse } from '@hall/contracts/pay';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DepositStatusTag } from './status-tag';
import { DepositOrderActions } from './pending-deposits';
import { useMoneyFormat } from '../../../lib/use-money-format';

export function DepositTotals({ totals }: { totals: PayListResponse['totals'] }) {
  const { t } = useTranslation('finance');
  const format = useMoneyFormat();
  return (
    <dl className="totals" data-testid="deposit-totals" aria-label={t('record.totals')}>
      <div>
        <dt>{t('record.totalOrders')}</dt>
        <dd>{format.coins(String(totals.count))}</dd>
      </div>
      <div>
        <dt>{t('record.totalPaid')}</dt>
        <dd>{format.coins(String(totals.paidCount))}</dd>
      </div>
      <div>
        <dt>{t('record.totalCoins')}</dt>
        <dd>{format.coinsText(totals.coinAmount)}</dd>
      </div>
      {totals.byCurrency.map((row) => (
        <div key={row.currency}>
          <dt>{t('record.totalAmount', { currency: row.currency })}</dt>
          <dd>
            {format.money(row.amount, row.currency)}
            <span className="totals-sub">{t('record.totalFee', { fee: format.money(row.fee, row.currency) })}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function DepositRecordList({
  list,
  highlight,
  renderBonus,
}: {
  list: PayListResponse['list'];
  highlight?: string | null;
  /** A row of the card's details on what the order's credit did about deposit bonuses. */
  renderBonus?: (order: PayListResponse['list'][number]) => ReactNode;
}) {
  const { t } = useTranslation('finance');
  const format = useMoneyFormat();
  const highlighted = useRef<HTMLLIElement>(null);
  const found = Boolean(highlight && list.some((order) => order.orderSn === highlight));
  useEffect(() => {
    if (found) highlighted.current?.scrollIntoView({ block: 'center' });
  }, [found]);
  return (
    <ul className="record-list" data-testid="deposit-records">
      {list.map((order) => {
        const current = order.orderSn === highlight;
        return (
          <li
            key={order.orderSn}
            ref={current ? highlighted : undefined}
            className={`record-card${current ? ' record-card-highlight' : ''}`}
            data-order={order.orderSn}
            aria-current={current ? 'true' : undefined}
          >
            <div className="record-card-head">
              <span className="record-amount">{format.money(order.amount, order.currency)}</span>
              {current && <span className="record-badge">{t('record.thisOrder')}</span>}
              <DepositStatusTag status={order.status} />
            </div>
            <dl className="record-details">
              <div className="record-wide">
                <dt>{t('record.orderSn')}</dt>
                <dd className="mono">{order.orderSn}</dd>
              </div>
              <div>
                <dt>{t('record.channel')}</dt>
                <dd>{order.channelName}</dd>
              </div>
              <div>
                <dt>{t('record.coins')}</dt>
                <dd>{format.coinsText(order.coinAmount)}</dd>
              </div>
              <div>
                <dt>{t('record.fee')}</dt>
                <dd>{format.money(order.fee, order.currency)}</dd>
              </div>
              <div>
                <dt>{t('record.createdAt')}</dt>
                <dd>{format.dateTime(order.createdAt)}</dd>
              </div>
              {order.paidAt && (
                <div>
                  <dt>{t('record.paidAt')}</dt>
                  <dd>{format.dateTime(order.paidAt)}</dd>
                </div>
              )}
              {renderBonus?.(order)}
            </dl>
            <DepositOrderActions order={order} />
          </li>
        );
      })}
    </ul>
  );
}
