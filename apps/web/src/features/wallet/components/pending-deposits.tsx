// Unpaid deposit orders: each can be continued (its payment page opens again) or cancelled by the
// player after a confirmation. The actions sit on the deposit page's list of unpaid orders and on each
// pending card of the deposit records.
import type { DepositOrder } from '@hall/contracts/pay';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PopupDialog } from '../../../components/popup-dialog';
import { toast } from '../../../components/toast';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useCancelDepositOrder } from '../api/cancel-deposit-order';
import { useDepositRecords } from '../api/get-deposit-records';
import { isDesktop } from './is-desktop';
import '../../../styles/money.css';

/** Continue and cancel for one pending order; nothing for an order that is closed. */
export function DepositOrderActions({ order }: { order: DepositOrder }) {
  const { t } = useTranslation('finance');
  const format = useMoneyFormat();
  const cancel = useCancelDepositOrder();
  const [confirming, setConfirming] = useState(false);
  if (order.status !== 'pending') return null;
  const amount = format.money(order.amount, order.currency);
  return (
    <div className="record-actions">
      {order.payUrl && (
        <a
          className="record-action record-action-primary"
          href={order.payUrl}
          // The payment page opens where a new order's does: the same window on phones, a tab on desktop.
          onClick={(event) => {
            if (!isDesktop()) return;
            event.preventDefault();
            window.open(order.payUrl!, '_blank', 'noopener');
          }}
          aria-label={t('deposit.pending.continueLabel', { orderSn: order.orderSn, amount })}
          data-testid="deposit-continue"
        >
          {t('deposit.pending.continue')}
        </a>
      )}
      <button
        type="button"
        className="record-action"
        onClick={() => setConfirming(true)}
        aria-label={t('deposit.pending.cancelLabel', { orderSn: order.orderSn, amount })}
        data-testid="deposit-cancel"
      >
        {t('deposit.pending.cancel')}
      </button>
      <PopupDialog
        visible={confirming}
        title={t('deposit.pending.cancelTitle')}
        onClose={() => setConfirming(false)}
        showCancelButton
        cancelText={t('deposit.pending.keep')}
        confirmText={t('deposit.pending.cancel')}
        confirmLoading={cancel.isPending}
        onConfirm={async () => {
          // Awaited, not told through mutate()'s callbacks: TanStack Query drops those when this row
          // unmounts first, and it does when the refreshed list no longer holds the cancelled order.
          try {
            await cancel.mutateAsync({ orderSn: order.orderSn });
            void toast.success(t('deposit.pending.cancelled'));
          } catch {
            // Told by the query client's error handler.
          } finally {
            setConfirming(false);
          }
        }}
        testId="deposit-cancel-dialog"
      >
        <p>{t('deposit.pending.cancelText', { orderSn: order.orderSn, amount })}</p>
      </PopupDialog>
    </div>
  );
}

/** The player's unpaid orders, newest first, above the deposit form; nothing when there are none. */
export function PendingDeposits() {
  const { t } = useTranslation('finance');
  const format = useMoneyFormat();
  const pending = useDepositRecords({ page: 1, pageSize: 5, status: 'pending' });
  const list = pending.data?.list.filter((order) => order.status === 'pending') ?? [];
  if (!list.length) return null;
  return (
    <section className="pending-orders" aria-labelledby="pending-orders-title" data-testid="pending-deposits">
      <h2 id="pending-orders-title" className="pending-orders-title">
        {t('deposit.pending.title')}
      </h2>
      <ul className="pending-orders-list">
        {list.map((order) => (
          <li key={order.orderSn} className="pending-order" data-order={order.orderSn}>
            <div className="pending-order-main">
              <span className="record-amount">{format.money(order.amount, order.currency)}</span>
              <span className="pending-order-meta">
                <span className="mono">{order.orderSn}</span>
                <span>{t('deposit.pending.expires', { time: format.dateTime(order.expiresAt) })}</span>
              </span>
            </div>
            <DepositOrderActions order={order} />
          </li>
        ))}
      </ul>
    </section>
  );
}
