// Crypto deposit: the player picks a coin and network, is told in large type which network the
// address is on (sending on another is the commonest way to lose coins), and gets its own address
// with a QR code and a copy button, the minimum, the confirmations needed and an estimate in coins at
// today's rate; below, its recent crypto deposits with how far each has confirmed.
import type { CoinInfo, CryptoDeposit } from '@hall/contracts/crypto';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Callout } from '../../../components/callout';
import { LoadError } from '../../../components/load-error';
import { ProtectionRefusal, protectionRefusalOf } from '../../../components/protection-refusal';
import { PageLoading } from '../../../components/page-loading';
import { copyText } from '../../../lib/copy-text';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useCryptoDeposits, useDepositAddress } from '../api/crypto';
import { CoinChoice } from './coin-choice';
import { coinsForUnits, textToUnits, unitsToText } from '../../../lib/crypto-units';
import '../../../styles/money.css';
import '../crypto.css';

export function CryptoDepositPanel() {
  const { t } = useTranslation('crypto');
  return (
    <div className="finance-layout">
      <CoinChoice unavailableTitle={t('unavailable')} testNetworkText={t('testNetworkText')}>
        {(coin, coins) => <AddressCard coin={coin} rate={{ coinsPerJpy: coins.coinsPerJpy, stale: coins.rateStale }} />}
      </CoinChoice>
      <CryptoDepositRecords title={t('recent')} />
    </div>
  );
}

function AddressCard({ coin, rate }: { coin: CoinInfo; rate: { coinsPerJpy: number; stale: boolean } }) {
  const { t } = useTranslation('crypto');
  const format = useMoneyFormat();
  const address = useDepositAddress(coin.coin, coin.network);
  const [amount, setAmount] = useState('');
  const network = t(`network.${coin.network}`);
  const units = textToUnits(amount, coin.decimals);
  // No address while a break, an exclusion or its cooling-off is in force: the server says until when.
  const refusal = address.isError ? protectionRefusalOf(address.error) : null;
  const oneCoin = coinsForUnits(10n ** BigInt(coin.decimals), coin.decimals, coin.jpyRate, rate.coinsPerJpy);
  return (
    <section className="money-form crypto-address" aria-labelledby="crypto-network" data-testid="crypto-address-card">
      <p className="crypto-network" id="crypto-network">
        <span className="crypto-network-label">{t('networkLabel')}</span>
        <strong data-testid="crypto-network">{network}</strong>
      </p>
      <Callout tone="warning" role="status" title={t('onlyThisNetwork', { coin: coin.coin, network })}>
        <p>{t('wrongNetworkLost')}</p>
      </Callout>
      {address.isPending ? (
        <PageLoading />
      ) : refusal ? (
        <ProtectionRefusal refusal={refusal} />
      ) : address.isError ? (
        <LoadError onRetry={() => void address.refetch()} />
      ) : (
        <div className="crypto-address-body">
          <div className="crypto-qr">
            <QRCodeSVG
              value={address.data.address}
              size={168}
              marginSize={2}
              title={t('qrLabel', { coin: coin.coin, network })}
              role="img"
            />
          </div>
          <div className="crypto-address-text">
            <h2 className="crypto-address-title">{t('yourAddress', { coin: coin.coin })}</h2>
            <p className="mono crypto-address-value" data-testid="crypto-address">
              {address.data.address}
            </p>
            <button
              type="button"
              className="crypto-copy"
              onClick={() => void copyText(address.data.address, { done: t('copied'), failed: t('copyFailed') })}
            >
              {t('copy')}
            </button>
          </div>
        </div>
      )}
      <dl className="crypto-facts">
        <div>
          <dt>{t('minimum')}</dt>
          <dd>
            {unitsToText(coin.minDeposit, coin.decimals)} {coin.coin}
          </dd>
        </div>
        <div>
          <dt>{t('creditedAfter')}</dt>
          <dd>{t('confirmations', { count: coin.confirmations })}</dd>
        </div>
        <div>
          <dt>{t('rate')}</dt>
          <dd>{t('rateValue', { coin: coin.coin, coins: format.coins(oneCoin) })}</dd>
        </div>
      </dl>
      {rate.stale && <p className="crypto-note">{t('rateStale')}</p>}
      <label className="crypto-estimate">
        <span>{t('estimate', { coin: coin.coin })}</span>
        <input
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-describedby="crypto-estimate-result"
          placeholder={unitsToText(coin.minDeposit, coin.decimals)}
        />
      </label>
      <p id="crypto-estimate-result" className="crypto-note" aria-live="polite">
        {amount === ''
          ? t('belowMinimumNote', { min: unitsToText(coin.minDeposit, coin.decimals), coin: coin.coin })
          : units === null
            ? t('amountInvalid', { decimals: coin.decimals })
            : units < BigInt(coin.minDeposit)
              ? t('belowMinimumNote', { min: unitsToText(coin.minDeposit, coin.decimals), coin: coin.coin })
              : t('estimateResult', {
                  coins: format.coins(coinsForUnits(units, coin.decimals, coin.jpyRate, rate.coinsPerJpy)),
                })}
      </p>
    </section>
  );
}

/** The player's recent crypto deposits, each with its network, address, depth and transaction. */
export function CryptoDepositRecords({ title }: { title: string }) {
  const { t } = useTranslation('crypto');
  const format = useMoneyFormat();
  const deposits = useCryptoDeposits();
  return (
    <section className="money-form" aria-labelledby="crypto-recent">
      <h2 id="crypto-recent" className="crypto-address-title">
        {title}
      </h2>
      {deposits.isPending ? (
        <PageLoading />
      ) : deposits.isError ? (
        <LoadError onRetry={() => void deposits.refetch()} />
      ) : deposits.data.list.length === 0 ? (
        <p className="crypto-note">{t('none')}</p>
      ) : (
        <ul className="crypto-deposits" data-testid="crypto-deposits">
          {deposits.data.list.map((d: CryptoDeposit) => (
            <li key={`${d.network}:${d.txid}`} className="crypto-deposit" data-status={d.status}>
              <span className="crypto-deposit-amount">
                {unitsToText(d.amount, d.decimals)} {d.coin}
                <small> · {t(`network.${d.network}`)}</small>
              </span>
              <span className="crypto-deposit-state">
                {d.status === 'pending'
                  ? t('status.pending', { n: d.confirmations, m: d.confirmationsNeeded })
                  : d.status === 'credited'
                    ? t('status.credited', { coins: format.coins(d.coinAmount ?? '0') })
                    : t(`status.${d.status}`)}
              </span>
              <span className="mono crypto-deposit-tx">{t('toAddress', { address: d.address })}</span>
              <span className="mono crypto-deposit-tx">{t('txid', { txid: d.txid })}</span>
              <time dateTime={d.createdAt}>{format.dateTime(d.createdAt)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
