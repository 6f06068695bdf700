// What a successful request shows: the withdrawal, now waiting for review, and where to follow it.
import type { Withdrawal } from '@hall/contracts/withdrawal';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WithdrawalStatusTag } from './status-tag';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { paths } from '../../../config/paths';

export function WithdrawResult({ withdrawal, onDismiss }: { withdrawal: Withdrawal; onDismiss: () => void }) {
  const { t } = useTranslation('finance');
  const format = useMoneyFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  // Moves focus to the result, so keyboard and screen-reader users learn the outcome at once.
  useEffect(() => heading.current?.focus(), [withdrawal.withdrawSn]);
  return (
    <section className="result-panel" aria-labelledby="withdraw-result-title" data-testid="withdraw-result">
      <h2 id="withdraw-result-title" ref={heading} tabIndex={-1} className="result-panel-title">
        {t('withdraw.resultTitle')}
      </h2>
      <dl className="detail-list">
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
      </dl>
      <p className="result-panel-text">{t('withdraw.resultText')}</p>
      <div className="actions-row">
        <Link className="button-link button-link-primary" to={paths.record.getHref('withdraw')}>
          {t('withdraw.viewRecords')}
        </Link>
        <button type="button" className="button-link" onClick={onDismiss}>
          {t('withdraw.another')}
        </button>
      </div>
    </section>
  );
}
