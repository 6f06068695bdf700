// The withdrawal tab: totals over the filter, one card per withdrawal with its status and, when it
// failed, the reason; a crypto withdrawal shows its coin, network, address, amount and transaction.
import { useTranslation } from 'react-i18next';
import { WithdrawalStatusTag } from './status-tag';
import { WithdrawalCancelButton } from './withdrawal-cancel';
import { useMoneyFormat } from '../../../lib/use-money-format';
import type { WithdrawalRecords } from '../api/get-withdrawal-records';
import type { CryptoWithdrawalDetails } from '@hall/contracts/crypto';
import { unitsToText } from '../../../lib/crypto-units';

export function WithdrawalTotals({ totals }: { totals: WithdrawalRecords['totals'] }) {
  const { t } = useTranslation('finance');
  const format = useMoneyFormat();
  return (
    <dl className="totals" data-testid="withdrawal-totals" aria-label={t('record.totals')}>
      <div>
        <dt>{t('record.totalWithdrawals')}</dt>
        <dd>{format.coins(String(totals.count))}</dd>
      </div>
      <div>
        <dt>{t('record.totalSucceeded')}</dt>
        <dd>{format.coins(String(totals.successCount))}</dd>
      </div>
      <div>
        <dt>{t('record.totalWithdrawn')}</dt>
        <dd>{format.coinsText(totals.coinAmount)}</dd>
      </div>
      <div>
        <dt>{t('record.totalFees')}</dt>
        <dd>{format.coinsText(totals.fee)}</dd>
      </div>
    </dl>
  );
}

export function WithdrawalRecordList({ list }: { list: WithdrawalRecords['list'] }) {
  const { t } = useTranslation('finance');
  const format = useMoneyFormat();
  return (
    <ul className="record-list" data-testid="withdrawal-records">
      {list.map((item) => {
        const failed = item.status === 'failed' || item.status === 'rejected';
        return (
          <li key={item.withdrawSn} className="record-card" data-order={item.withdrawSn}>
            <div className="record-card-head">
              <span className="record-amount">{format.coinsText(item.coinAmount)}</span>
              <WithdrawalStatusTag status={item.status} />
            </div>
            {failed && (
              <p className="record-reason">{t('record.reason', { reason: item.reason || t('record.noReason') })}</p>
            )}
            <dl className="record-details">
              <div className="record-wide">
                <dt>{t('record.withdrawSn')}</dt>
                <dd className="mono">{item.withdrawSn}</dd>
              </div>
              {item.crypto ? (
                <CryptoDetails crypto={item.crypto} />
              ) : (
                <>
                  <div>
                    <dt>{t('record.channel')}</dt>
                    <dd>{item.channelName}</dd>
                  </div>
                  <div>
                    <dt>{t('record.card')}</dt>
                    <dd>
                      {item.bankName} •••• {item.cardLast4}
                    </dd>
                  </div>
                </>
              )}
              <div>
                <dt>{t('record.fee')}</dt>
                <dd>{format.coinsText(item.fee)}</dd>
              </div>
              {!item.crypto && (
                <div>
                  <dt>{t('record.payout')}</dt>
                  <dd>{format.money(item.payoutAmount, item.currency)}</dd>
                </div>
              )}
              <div>
                <dt>{t('record.createdAt')}</dt>
                <dd>{format.dateTime(item.createdAt)}</dd>
              </div>
              {item.completedAt && (
                <div>
                  <dt>{t('record.completedAt')}</dt>
                  <dd>{format.dateTime(item.completedAt)}</dd>
                </div>
              )}
            </dl>
            <WithdrawalCancelButton withdrawal={item} />
          </li>
        );
      })}
    </ul>
  );
}

/** A crypto withdrawal's coin and network, address, what was sent, and its transaction once sent. */
function CryptoDetails({ crypto: c }: { crypto: CryptoWithdrawalDetails }) {
  const { t } = useTranslation('finance');
  const coin = (units: string | bigint) => `${unitsToText(String(units), c.decimals)} ${c.coin}`;
  return (
    <>
      <div>
        <dt>{t('record.network')}</dt>
        <dd>
          {c.coin} · {t(`record.networks.${c.network}`)}
        </dd>
      </div>
      <div className="record-wide">
        <dt>{t('record.address')}</dt>
        <dd className="mono record-break">{c.address}</dd>
      </div>
      <div>
        <dt>{t('record.sent')}</dt>
        <dd>
          {coin(BigInt(c.amount) - BigInt(c.fee))} <small>{t('record.networkFee', { fee: coin(c.fee) })}</small>
        </dd>
      </div>
      <div className="record-wide">
        <dt>{t('record.txid')}</dt>
        <dd className="mono record-break" data-testid="withdrawal-txid">
          {c.txid ?? t('record.notSent')}
        </dd>
      </div>
      {c.txid && (
        <div>
          <dt>{t('record.confirmations')}</dt>
          <dd>{t('record.confirmationsValue', { n: c.confirmations, m: c.confirmationsNeeded })}</dd>
        </div>
      )}
    </>
  );
}
