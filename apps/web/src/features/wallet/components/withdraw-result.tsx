// What a successful request shows: the withdrawal, now waiting for review, and where to follow it.
import type { Withdrawal } from '@hall/contracts/withdrawal';
import { useTranslation } from 'react-i18next';
import { RequestReceipt } from '../../../components/request-receipt';
import { WithdrawalStatusTag } from './status-tag';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { paths } from '../../../config/paths';

export function WithdrawResult({ withdrawal, onDismiss }: { withdrawal: Withdrawal; onDismiss: () => void }) {
  const { t } = useTranslation('finance');
  const format = useMoneyFormat();
  return (
    <RequestReceipt
      title={t('withdraw.resultTitle')}
      focusKey={withdrawal.withdrawSn}
      text={t('withdraw.resultText')}
      recordsHref={paths.record.getHref('withdraw')}
      recordsLabel={t('withdraw.viewRecords')}
      anotherLabel={t('withdraw.another')}
      onAnother={onDismiss}
      testId="withdraw-result"
    >
      <div>
        <dt>{t('record.status')}</dt>
        <dd>
          <WithdrawalStatusTag status={withdrawal.status} />
        </dd>
      </div>
      <div>
        <dt>{t('record.withdrawSn')}</dt>
        <dd className="mono">{withdrawal.withdrawSn}</dd>
      </div>
      <div>
        <dt>{t('record.coinAmount')}</dt>
        <dd>{format.coinsText(withdrawal.coinAmount)}</dd>
      </div>
      <div>
        <dt>{t('record.fee')}</dt>
        <dd>{format.coinsText(withdrawal.fee)}</dd>
      </div>
      <div>
        <dt>{t('record.payout')}</dt>
        <dd>{format.money(withdrawal.payoutAmount, withdrawal.currency)}</dd>
      </div>
      <div>
        <dt>{t('record.card')}</dt>
        <dd>
          {withdrawal.bankName} •••• {withdrawal.cardLast4}
        </dd>
      </div>
    </RequestReceipt>
  );
}
