// Crypto withdrawal: the player picks a coin and network (told in large type, since an address of
// another network loses the coins), types an address that is checked as they pause, and an amount of
// the coin with the network fee, what the address receives and the coins held shown live; the fund
// password, then a confirmation naming the network, the address and the amounts before anything is
// held. Every refusal the server names is shown at its field or above the button. A bonus being
// wagered is given up only after the player confirms it in a dialog; the request then goes again with
// a new key.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { CryptoWithdrawRequest, type CoinInfo } from '@hall/contracts/crypto';
import type { Withdrawal } from '@hall/contracts/withdrawal';
import { FUND_PASSWORD_LENGTH } from '@hall/contracts/fields';
import { BonusForfeitDialog } from '../../../components/bonus-forfeit-dialog';
import { bonusActiveOf } from '../../../lib/bonus-active';
import { Callout } from '../../../components/callout';
import { PopupDialog } from '../../../components/popup-dialog';
import { RequestReceipt } from '../../../components/request-receipt';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { coinsForUnits, textToUnits, unitsToText } from '../../../lib/crypto-units';
import { newRequestKey } from '../../../lib/request-key';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useSettledValue } from '../../../lib/use-settled-value';
import { useAddressCheck, useRequestCryptoWithdrawal } from '../api/crypto';
import { CoinChoice, pairOf } from './coin-choice';
import '../../../styles/money.css';
import '../crypto.css';

interface Quote {
  units: bigint;
  fee: bigint;
  /** What the address receives, in the coin's smallest unit. */
  receives: bigint;
  /** Coins held for it, rounded up as the server does. */
  coins: bigint;
}

type AmountProblem = 'format' | 'decimals' | 'min' | 'max' | 'balance';

/** The amount typed, checked against the coin's bounds and the balance, with its quote. */
export function quoteOf(
  text: string,
  coin: CoinInfo,
  coinsPerJpy: number,
  balance: bigint | null,
): { ok: true; quote: Quote } | { ok: false; problem: AmountProblem } {
  const trimmed = text.trim();
  if (!/^\d{1,12}(\.\d+)?$/.test(trimmed)) return { ok: false, problem: 'format' };
  const units = textToUnits(trimmed, coin.decimals);
  if (units === null) return { ok: false, problem: 'decimals' };
  if (units < BigInt(coin.withdrawMin)) return { ok: false, problem: 'min' };
  if (units > BigInt(coin.withdrawMax)) return { ok: false, problem: 'max' };
  const fee = BigInt(coin.withdrawFee);
  const coins = coinsForUnits(units, coin.decimals, coin.jpyRate, coinsPerJpy, 'up');
  if (balance !== null && coins > balance) return { ok: false, problem: 'balance' };
  return { ok: true, quote: { units, fee, receives: units - fee, coins } };
}

export interface CryptoWithdrawPanelProps {
  /** Coins the player has; null while unknown. */
  balance: bigint | null;
  /** After a withdrawal is asked for: the pages that list withdrawals refresh. */
  onWithdrawn: () => Promise<void>;
}

export function CryptoWithdrawPanel({ balance, onWithdrawn }: CryptoWithdrawPanelProps) {
  const { t } = useTranslation('crypto');
  return (
    <CoinChoice unavailableTitle={t('withdraw.unavailable')} testNetworkText={t('withdraw.testNetworkText')}>
      {(coin, coins) => (
        // A new form per coin: an address or amount typed for one network never carries to another.
        <WithdrawForm
          key={pairOf(coin)}
          coin={coin}
          coinsPerJpy={coins.coinsPerJpy}
          balance={balance}
          onWithdrawn={onWithdrawn}
        />
      )}
    </CoinChoice>
  );
}

const FormSchema = CryptoWithdrawRequest.pick({ address: true, fundPassword: true }).extend({ amount: z.string() });
type FormValues = z.input<typeof FormSchema>;

/** Refusals the server names that belong to a field; others are shown above the button. */
const FIELD_OF: Record<string, 'address' | 'amount' | 'fundPassword'> = {
  address_invalid: 'address',
  amount_decimals: 'amount',
  amount_out_of_range: 'amount',
  insufficient_funds: 'amount',
  fund_password_wrong: 'fundPassword',
};
/** Refusals with the page that mends them. */
const LINK_OF: Record<string, { to: string; labelKey: string }> = {
  profile_incomplete: { to: paths.accountSetting.getHref(), labelKey: 'withdraw.links.completeProfile' },
  fund_password_unset: {
    to: paths.paymentPassword.getHref('cryptoWithdraw'),
    labelKey: 'withdraw.links.setFundPassword',
  },
  kyc_required: { to: paths.userCenter.getHref(), labelKey: 'withdraw.links.verifyIdentity' },
  aml_review: { to: paths.userCenter.getHref(), labelKey: 'withdraw.links.verifyIdentity' },
  network_not_deposited: { to: paths.cryptoDeposit.getHref(), labelKey: 'withdraw.links.deposit' },
};

function WithdrawForm({
  coin,
  coinsPerJpy,
  balance,
  onWithdrawn,
}: {
  coin: CoinInfo;
  coinsPerJpy: number;
  balance: bigint | null;
  onWithdrawn: () => Promise<void>;
}) {
  const { t } = useTranslation('crypto');
  const format = useMoneyFormat();
  const network = t(`network.${coin.network}`);
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: { address: '', amount: '', fundPassword: '' },
  });
  const address = (useWatch({ control, name: 'address' }) ?? '').trim();
  const amount = useWatch({ control, name: 'amount' }) ?? '';
  const settled = useSettledValue(address, 400);
  const check = useAddressCheck(coin.coin, coin.network, settled);
  const checked = settled === address && check.data ? check.data : undefined;
  const quoted = quoteOf(amount, coin, coinsPerJpy, balance);
  const withdraw = useRequestCryptoWithdrawal(onWithdrawn);
  const [confirming, setConfirming] = useState<(FormValues & { quote: Quote }) | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; reason?: string } | null>(null);
  const [done, setDone] = useState<Withdrawal | null>(null);
  const [forfeit, setForfeit] = useState<{ request: CryptoWithdrawRequest; bonus: string } | null>(null);
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const text = (units: bigint | string) => `${unitsToText(String(units), coin.decimals)} ${coin.coin}`;
  const bounds = { min: text(coin.withdrawMin), max: text(coin.withdrawMax) };

  const onSubmit = handleSubmit((values) => {
    setRefusal(null);
    if (checked && !checked.valid) {
      setError('address', { message: checked.message ?? '' }, { shouldFocus: true });
      return;
    }
    if (!quoted.ok) {
      setError('amount', { message: t(`withdraw.amountErrors.${quoted.problem}`, bounds) }, { shouldFocus: true });
      return;
    }
    setConfirming({ ...values, quote: quoted.quote });
  });

  const send = () => {
    if (!confirming) return;
    const body = {
      coin: coin.coin,
      network: coin.network,
      address: confirming.address.trim(),
      amount: confirming.amount.trim(),
      fundPassword: confirming.fundPassword,
    };
    const signature = JSON.stringify(body);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newRequestKey() };
    submit({ ...body, requestKey: attempt.current.key });
  };

  const submit = (request: CryptoWithdrawRequest) =>
    withdraw.mutate(request, {
      onSuccess: (result) => {
        attempt.current = null;
        setConfirming(null);
        setForfeit(null);
        setDone(result);
        reset();
      },
      onError: (error) => {
        setConfirming(null);
        setForfeit(null);
        // The server answered: the same key would only give the same answer.
        if (error instanceof ApiError) attempt.current = null;
        const active = bonusActiveOf(error);
        if (active) {
          setForfeit({ request, bonus: active.bonus });
          return;
        }
        const reason = (error instanceof ApiError && (error.data as { reason?: string } | null)?.reason) || undefined;
        const field = reason ? FIELD_OF[reason] : undefined;
        if (field) setError(field, { message: error.message }, { shouldFocus: true });
        else setRefusal({ message: error.message, ...(reason ? { reason } : {}) });
      },
    });

  if (done) return <WithdrawDone withdrawal={done} onDismiss={() => setDone(null)} />;

  const addressError = errors.address?.message;
  const amountError = errors.amount?.message;
  const passwordError = errors.fundPassword?.message;
  const link = refusal?.reason ? LINK_OF[refusal.reason] : undefined;
  const addressStatus =
    address === ''
      ? null
      : checked === undefined
        ? { tone: 'pending', text: t('withdraw.addressChecking') }
        : checked.valid
          ? { tone: 'valid', text: t('withdraw.addressValid', { network }) }
          : { tone: 'invalid', text: checked.message ?? '' };

  return (
    <form className="form money-form" onSubmit={onSubmit} noValidate data-testid="crypto-withdraw-form">
      <p className="crypto-network" id="crypto-network">
        <span className="crypto-network-label">{t('networkLabel')}</span>
        <strong data-testid="crypto-network">{network}</strong>
      </p>
      <Callout tone="warning" role="status" title={t('withdraw.onlyThisNetwork', { coin: coin.coin, network })}>
        <p>{t('withdraw.wrongNetworkLost')}</p>
      </Callout>

      <div className="form-field">
        <label htmlFor="crypto-withdraw-address">{t('withdraw.address', { coin: coin.coin, network })}</label>
        <input
          id="crypto-withdraw-address"
          className="text-input mono"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={128}
          aria-invalid={addressError || addressStatus?.tone === 'invalid' ? true : undefined}
          aria-describedby="crypto-withdraw-address-status"
          {...register('address')}
        />
        <p
          id="crypto-withdraw-address-status"
          className={`field-hint crypto-address-check ${addressStatus ? `is-${addressStatus.tone}` : ''}`}
          aria-live="polite"
          data-testid="address-status"
        >
          {addressError
            ? addressError === 'validation.required'
              ? t('withdraw.addressRequired')
              : addressError === 'validation.too_long'
                ? t('withdraw.addressTooLong')
                : addressError.startsWith('validation.')
                  ? t('withdraw.addressInvalid')
                  : addressError
            : addressStatus?.text}
        </p>
      </div>

      <div className="form-field">
        <label htmlFor="crypto-withdraw-amount">{t('withdraw.amount', { coin: coin.coin })}</label>
        <div className="amount-input">
          <input
            id="crypto-withdraw-amount"
            className="text-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder={unitsToText(coin.withdrawMin, coin.decimals)}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={`crypto-withdraw-amount-hint${amountError ? ' crypto-withdraw-amount-error' : ''}`}
            {...register('amount')}
          />
          <span className="amount-input-unit" aria-hidden="true">
            {coin.coin}
          </span>
        </div>
        <p id="crypto-withdraw-amount-hint" className="field-hint">
          {t('withdraw.bounds', { ...bounds, fee: text(coin.withdrawFee) })}
        </p>
        {amountError && (
          <p id="crypto-withdraw-amount-error" className="form-error" role="alert">
            {amountError}
          </p>
        )}
      </div>

      <dl className="quote" data-testid="crypto-withdraw-quote">
        <div>
          <dt>{t('withdraw.networkFee')}</dt>
          <dd>{text(coin.withdrawFee)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.receives')}</dt>
          <dd data-testid="crypto-receives">{quoted.ok ? text(quoted.quote.receives) : '—'}</dd>
        </div>
        <div>
          <dt>{t('withdraw.coinsHeld')}</dt>
          <dd className="quote-strong" data-testid="crypto-coins-held">
            {quoted.ok ? format.coinsText(quoted.quote.coins.toString()) : '—'}
          </dd>
        </div>
      </dl>
      {amount.trim() !== '' && !quoted.ok && !amountError && (
        <p className="crypto-note" role="status">
          {t(`withdraw.amountErrors.${quoted.problem}`, {
            ...bounds,
            decimals: coin.decimals,
            balance: balance === null ? '—' : format.coins(balance),
          })}
        </p>
      )}

      <div className="form-field">
        <label htmlFor="crypto-withdraw-fund-password">{t('withdraw.fundPassword')}</label>
        <input
          id="crypto-withdraw-fund-password"
          className="text-input fund-password-input"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={FUND_PASSWORD_LENGTH}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? 'crypto-withdraw-fund-password-error' : undefined}
          {...register('fundPassword')}
        />
        {passwordError && (
          <p id="crypto-withdraw-fund-password-error" className="form-error" role="alert">
            {passwordError.startsWith('validation.')
              ? t('withdraw.fundPasswordFormat', { length: FUND_PASSWORD_LENGTH })
              : passwordError}
          </p>
        )}
      </div>

      {refusal && (
        <Callout tone="danger" role="alert" testId="crypto-withdraw-refusal">
          <p>{refusal.message}</p>
          {link && (
            <Link className="text-link" to={link.to}>
              {t(link.labelKey)}
            </Link>
          )}
        </Callout>
      )}

      <Callout tone="info">
        <p>{t('withdraw.reviewNotice', { n: coin.confirmations })}</p>
      </Callout>

      <Button block type="submit" color="primary" size="large">
        {t('withdraw.submit')}
      </Button>

      <PopupDialog
        visible={confirming !== null}
        title={t('withdraw.confirmTitle')}
        onClose={() => setConfirming(null)}
        onConfirm={send}
        confirmLoading={withdraw.isPending}
        confirmText={t('withdraw.confirm')}
        showCancelButton
        testId="crypto-withdraw-confirm"
      >
        {confirming && (
          <dl className="detail-list">
            <div>
              <dt>{t('networkLabel')}</dt>
              <dd>
                <strong>{network}</strong>
              </dd>
            </div>
            <div>
              <dt>{t('withdraw.to')}</dt>
              <dd className="mono crypto-address-value">{confirming.address.trim()}</dd>
            </div>
            <div>
              <dt>{t('withdraw.receives')}</dt>
              <dd>{text(confirming.quote.receives)}</dd>
            </div>
            <div>
              <dt>{t('withdraw.networkFee')}</dt>
              <dd>{text(confirming.quote.fee)}</dd>
            </div>
            <div>
              <dt>{t('withdraw.coinsHeld')}</dt>
              <dd>{format.coinsText(confirming.quote.coins.toString())}</dd>
            </div>
          </dl>
        )}
        <p className="crypto-note">{t('withdraw.confirmText')}</p>
      </PopupDialog>

      <BonusForfeitDialog
        bonus={forfeit?.bonus ?? null}
        busy={withdraw.isPending}
        onKeep={() => setForfeit(null)}
        // The same withdrawal, now agreeing to give the bonus up: a new request, so a new key.
        onForfeit={() => forfeit && submit({ ...forfeit.request, requestKey: newRequestKey(), forfeitBonus: true })}
      />
    </form>
  );
}

function WithdrawDone({ withdrawal, onDismiss }: { withdrawal: Withdrawal; onDismiss: () => void }) {
  const { t } = useTranslation('crypto');
  const format = useMoneyFormat();
  const c = withdrawal.crypto;
  return (
    <RequestReceipt
      title={t('withdraw.doneTitle')}
      focusKey={withdrawal.withdrawSn}
      text={t('withdraw.doneText')}
      recordsHref={paths.record.getHref('withdraw')}
      recordsLabel={t('withdraw.viewRecords')}
      anotherLabel={t('withdraw.another')}
      onAnother={onDismiss}
      testId="crypto-withdraw-result"
    >
      <div>
        <dt>{t('withdraw.number')}</dt>
        <dd className="mono">{withdrawal.withdrawSn}</dd>
      </div>
      {c && (
        <>
          <div>
            <dt>{t('networkLabel')}</dt>
            <dd>{t(`network.${c.network}`)}</dd>
          </div>
          <div>
            <dt>{t('withdraw.to')}</dt>
            <dd className="mono crypto-address-value">{c.address}</dd>
          </div>
          <div>
            <dt>{t('withdraw.receives')}</dt>
            <dd>
              {unitsToText((BigInt(c.amount) - BigInt(c.fee)).toString(), c.decimals)} {c.coin}
            </dd>
          </div>
        </>
      )}
      <div>
        <dt>{t('withdraw.coinsHeld')}</dt>
        <dd>{format.coinsText(withdrawal.coinAmount)}</dd>
      </div>
    </RequestReceipt>
  );
}
