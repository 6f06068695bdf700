// Taking back a withdrawal still in review, before any operator approved it: after a confirmation the
// coins return to the balance at once. On the withdrawal page (its list of withdrawals in review) and
// on each such card of the withdrawal records.
import type { Withdrawal } from '@hall/contracts/withdrawal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PopupDialog } from '../../../components/popup-dialog';
import { toast } from '../../../components/toast';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { useWithdrawalRecords } from '../api/get-withdrawal-records';
import '../../../styles/money.css';

export function WithdrawalCancelButton({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation('finance');
  const format = useMoneyFormat();
  const cancel = useCancelWithdrawal();
  const [confirming, setConfirming] = useState(false);
  if (!withdrawal.cancellable) return null;
  const coins = format.coinsText(withdrawal.coinAmount);
  return (
    <div className="record-actions">
      <button
        type="button"
        className="record-action"
        onClick={() => setConfirming(true)}
        aria-label={t('withdraw.cancel.label', { withdrawSn: withdrawal.withdrawSn, coins })}
        data-testid="withdrawal-cancel"
      >
        {t('withdraw.cancel.action')}
      </button>
      <PopupDialog
        visible={confirming}
        title={t('withdraw.cancel.title')}
        onClose={() => setConfirming(false)}
        showCancelButton
        cancelText={t('withdraw.cancel.keep')}
        confirmText={t('withdraw.cancel.action')}
        confirmLoading={cancel.isPending}
        onConfirm={async () => {
          // Awaited here, not told through mutate()'s callbacks: those are dropped when this button
          // unmounts first, and it does, as the refreshed list no longer holds the withdrawal (seen
          // in the end-to-end suite under load: coins back, no word said). A refusal is shown by the
          // query client's error handler.
          try {
            await cancel.mutateAsync({ withdrawSn: withdrawal.withdrawSn });
            void toast.success(t('withdraw.cancel.done', { coins }));
          } catch {
            // Told by the query client's error handler.
          } finally {
            setConfirming(false);
          }
        }}
        testId="withdrawal-cancel-dialog"
      >
        <p>{t('withdraw.cancel.text', { withdrawSn: withdrawal.withdrawSn, coins })}</p>
      </PopupDialog>
    </div>
  );
}

/** The player's withdrawals that can still be taken back, under the form; nothing when there are none. */
export function WithdrawalsInReview() {
  const { t } = useTranslation('finance');
  const format = useMoneyFormat();
  const review = useWithdrawalRecords({ page: 1, pageSize: 5, status: 'review' });
  const list = review.data?.list.filter((w) => w.cancellable) ?? [];
  if (!list.length) return null;
  return (
    <section className="pending-orders" aria-labelledby="review-withdrawals-title" data-testid="review-withdrawals">
      <h2 id="review-withdrawals-title" className="pending-orders-title">
        {t('withdraw.cancel.listTitle')}
      </h2>
      <ul className="pending-orders-list">
        {list.map((w) => (
          <li key={w.withdrawSn} className="pending-order" data-order={w.withdrawSn}>
            <div className="pending-order-main">
              <span className="record-amount">{format.coinsText(w.coinAmount)}</span>
              <span className="pending-order-meta">
                <span className="mono">{w.withdrawSn}</span>
                <span>{format.dateTime(w.createdAt)}</span>
              </span>
            </div>
            <WithdrawalCancelButton withdrawal={w} />
          </li>
        ))}
      </ul>
    </section>
  );
}
