// The withdrawal form: a payout channel, one of the player's bound cards, an amount in coins with the
// coins taken, the fee (which comes out of them) and what reaches the bank shown live above the
// button, and the fund password. Nothing is sent until the player has checked the amount, the fee,
// the payout and the card in a confirmation dialog. Every refusal the server names is
// shown where it belongs, with the page that fixes it. A bonus being wagered is given up only after
// the player confirms it in a dialog; the withdrawal is then sent again with a new key.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import type { BankCard } from '@hall/contracts/bank';
import { WithdrawRequest, type Withdrawal } from '@hall/contracts/withdrawal';
import { FUND_PASSWORD_LENGTH } from '@hall/contracts/fields';
import type { PayChannel } from '@hall/contracts/pay';
import { BonusForfeitDialog } from '../../../components/bonus-forfeit-dialog';
import { bonusActiveOf } from '../../../lib/bonus-active';
import { Callout } from '../../../components/callout';
import { checkWithdrawal, type WithdrawalQuote } from '../../../lib/money';
import { OptionCards } from '../../../components/option-cards';
import { PopupDialog } from '../../../components/popup-dialog';
import { newRequestKey } from '../../../lib/request-key';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import { maxWithdrawal } from '../utils/amount-shortcuts';
import { feeRate } from './deposit-form';
import { refusalOf, type Refusal } from './withdraw-refusal';
import { WithdrawResult } from './withdraw-result';

/**
 * The contract's rules for the channel, the card and the fund password, and an amount the chosen
 * channel takes and the balance covers (the contract alone cannot know either).
 */
export function withdrawFormSchema(channel: PayChannel | undefined, balance: bigint | null) {
  return WithdrawRequest.pick({ channelId: true, bankCardId: true, fundPassword: true }).extend({
    amount: z.string().superRefine((value, ctx) => {
      if (!channel) return;
      const check = checkWithdrawal(value, channel, balance);
      if (!check.ok) ctx.addIssue({ code: 'custom', message: `withdraw.errors.${check.problem}` });
    }),
  });
}

export type WithdrawValues = z.input<ReturnType<typeof withdrawFormSchema>>;

export interface WithdrawFormProps {
  channels: PayChannel[];
  cards: BankCard[];
  /** Coins the player has; null while unknown. */
  balance: bigint | null;
}

export function WithdrawForm({ channels, cards, balance }: WithdrawFormProps) {
  const { t } = useTranslation('finance');
  const format = useMoneyFormat();
  const channelRef = useRef<PayChannel | undefined>(channels[0]);
  const balanceRef = useRef(balance);
  balanceRef.current = balance;
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    reset,
    trigger,
    formState: { errors, isSubmitted },
  } = useForm<WithdrawValues>({
    resolver: (values, context, options) =>
      zodResolver(withdrawFormSchema(channelRef.current, balanceRef.current))(values, context, options),
    defaultValues: { channelId: channels[0]?.id, bankCardId: cards[0]?.id, amount: '', fundPassword: '' },
  });
  const channelId = useWatch({ control, name: 'channelId' });
  const bankCardId = useWatch({ control, name: 'bankCardId' });
  const amount = useWatch({ control, name: 'amount' }) ?? '';
  const channel = channels.find((c) => c.id === channelId) ?? channels[0];
  channelRef.current = channel;
  const withdraw = useRequestWithdrawal();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [done, setDone] = useState<Withdrawal | null>(null);
  const [forfeit, setForfeit] = useState<{ request: WithdrawRequest; bonus: string } | null>(null);
  /** The withdrawal as the player is asked to confirm it: what is sent, and what it shows. */
  const [confirming, setConfirming] = useState<{
    request: Omit<WithdrawRequest, 'requestKey'>;
    quote: WithdrawalQuote;
    channel: PayChannel;
    card: BankCard;
  } | null>(null);
  const attempt = useRef<{ signature: string; key: string } | null>(null);

  useEffect(() => {
    if (isSubmitted) void trigger('amount');
  }, [channelId, isSubmitted, trigger]);

  if (!channel) return null;
  const check = checkWithdrawal(amount, channel, balance);
  const quote = 'quote' in check ? check.quote : undefined;
  const bounds = {
    min: format.coinsText(channel.minAmount),
    max: format.coinsText(channel.maxAmount),
  };
  const most = maxWithdrawal(channel, balance);

  const onSubmit = handleSubmit((values) => {
    if (!check.ok) return;
    const chosen = cards.find((c) => c.id === Number(values.bankCardId));
    if (!chosen) return;
    setRefusal(null);
    setConfirming({
      request: {
        channelId: channel.id,
        bankCardId: chosen.id,
        amount: check.quote.coins.toString(),
        fundPassword: values.fundPassword,
      },
      quote: check.quote,
      channel,
      card: chosen,
    });
  });

  /** The confirmed withdrawal, under the key of the last attempt when it is the same one. */
  const sendConfirmed = () => {
    if (!confirming) return;
    const signature = JSON.stringify(confirming.request);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newRequestKey() };
    send({ ...confirming.request, requestKey: attempt.current.key });
  };

  const send = (request: WithdrawRequest) =>
    withdraw.mutate(request, {
      onSuccess: (result) => {
        attempt.current = null;
        setConfirming(null);
        setForfeit(null);
        setDone(result);
        reset({ channelId: request.channelId, bankCardId: request.bankCardId, amount: '', fundPassword: '' });
      },
      onError: (error) => {
        // The server answered: the same key would only give the same answer.
        attempt.current = null;
        setConfirming(null);
        setForfeit(null);
        const active = bonusActiveOf(error);
        if (active) {
          setForfeit({ request, bonus: active.bonus });
          return;
        }
        const found = refusalOf(error);
        if (found.kind === 'field') setError(found.field, { message: found.messageKey }, { shouldFocus: true });
        else setRefusal(found);
      },
    });

  const amountError = errors.amount?.message;
  const passwordError = errors.fundPassword?.message;

  return (
    <>
      {done && <WithdrawResult withdrawal={done} onDismiss={() => setDone(null)} />}
      <form className="form money-form" onSubmit={onSubmit} noValidate data-testid="withdraw-form">
        {channels.length > 1 && (
          <OptionCards
            legend={t('withdraw.channel')}
            testId="withdraw-channels"
            value={channel.id}
            onChange={(id) => setValue('channelId', id, { shouldDirty: true })}
            options={channels.map((c) => ({
              value: c.id,
              title: c.name,
              detail: t('withdraw.channelDetail', {
                min: format.coins(c.minAmount),
                max: format.coins(c.maxAmount),
                fee: feeRate(c, format.locale, format.coinsText),
              }),
            }))}
          />
        )}

        <OptionCards
          legend={t('withdraw.card')}
          testId="withdraw-cards"
          value={bankCardId}
          onChange={(id) => setValue('bankCardId', id, { shouldDirty: true, shouldValidate: isSubmitted })}
          options={cards.map((card) => ({
            value: card.id,
            title: card.bankName,
            detail: (
              <>
                <span className="card-number">{card.cardNumberMasked}</span> · {card.holderName}
              </>
            ),
          }))}
        />
        {errors.bankCardId && (
          <p className="form-error" role="alert">
            {t('validation.bank_card_required')}
          </p>
        )}

        <div className="form-field">
          <label htmlFor="withdraw-amount">{t('withdraw.amount')}</label>
          <div className="amount-with-max">
            <div className="amount-input">
              <input
                id="withdraw-amount"
                className="text-input"
                inputMode="numeric"
                autoComplete="off"
                placeholder={t('withdraw.amountPlaceholder', bounds)}
                aria-invalid={amountError ? true : undefined}
                aria-describedby={`withdraw-amount-hint${amountError ? ' withdraw-amount-error' : ''}`}
                {...register('amount')}
              />
              <span className="amount-input-unit" aria-hidden="true">
                {t('units.coinsShort')}
              </span>
            </div>
            <button
              type="button"
              className="quick-amount amount-max"
              disabled={most === null}
              aria-label={most === null ? undefined : t('withdraw.maxLabel', { coins: format.coinsText(most) })}
              data-testid="withdraw-max"
              onClick={() => {
                if (most !== null)
                  setValue('amount', most.toString(), { shouldDirty: true, shouldValidate: isSubmitted });
              }}
            >
              {t('withdraw.max')}
            </button>
          </div>
          <p id="withdraw-amount-hint" className="field-hint">
            {t('withdraw.bounds', bounds)}
          </p>
          {amountError && (
            <p id="withdraw-amount-error" className="form-error" role="alert">
              {t(amountError, { ...bounds, balance: balance === null ? '—' : format.coins(balance) })}
            </p>
          )}
        </div>

        <dl className="quote" data-testid="withdraw-quote">
          <div>
            <dt>{t('withdraw.coinsHeld')}</dt>
            <dd data-testid="withdraw-coins">{quote ? format.coinsText(quote.coins.toString()) : '—'}</dd>
          </div>
          <div>
            <dt>
              {channel.feeBasisPoints > 0 || BigInt(channel.feeFixed) > 0n
                ? t('withdraw.fee', { rate: feeRate(channel, format.locale, format.coinsText) })
                : t('record.fee')}
            </dt>
            <dd data-testid="withdraw-fee">{quote ? format.coinsText(quote.fee.toString()) : '—'}</dd>
          </div>
          <div>
            <dt>{t('withdraw.payout')}</dt>
            <dd className="quote-strong" data-testid="withdraw-payout">
              {quote && quote.payout > 0n ? format.money(quote.payout, channel.currency) : '—'}
            </dd>
          </div>
        </dl>

        <div className="form-field">
          <label htmlFor="withdraw-fund-password">{t('withdraw.fundPassword')}</label>
          <input
            id="withdraw-fund-password"
            className="text-input fund-password-input"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={FUND_PASSWORD_LENGTH}
            placeholder={t('withdraw.fundPasswordPlaceholder', { length: FUND_PASSWORD_LENGTH })}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? 'withdraw-fund-password-error' : undefined}
            {...register('fundPassword')}
          />
          {passwordError && (
            <p id="withdraw-fund-password-error" className="form-error" role="alert">
              {t(passwordError.startsWith('withdraw.') ? passwordError : 'validation.fund_password_format', {
                length: FUND_PASSWORD_LENGTH,
              })}
            </p>
          )}
        </div>

        {refusal && (
          <Callout tone="danger" role="alert" testId="withdraw-refusal">
            <p>
              {refusal.kind === 'other' ? refusal.message : refusal.kind === 'notice' ? t(refusal.messageKey) : null}
            </p>
            {refusal.kind === 'notice' && refusal.link && (
              <Link className="text-link" to={refusal.link.to}>
                {t(refusal.link.labelKey)}
              </Link>
            )}
          </Callout>
        )}

        <Callout tone="info">
          <p>{t('withdraw.reviewNotice')}</p>
        </Callout>

        <Button block type="submit" color="primary" size="large" loading={withdraw.isPending}>
          {t('withdraw.submit')}
        </Button>
      </form>
      <PopupDialog
        visible={confirming !== null}
        title={t('withdraw.confirmTitle')}
        onClose={() => setConfirming(null)}
        onConfirm={sendConfirmed}
        confirmLoading={withdraw.isPending}
        confirmText={t('withdraw.confirm')}
        showCancelButton
        testId="withdraw-confirm"
      >
        {confirming && (
          <dl className="detail-list">
            <div>
              <dt>{t('withdraw.coinsHeld')}</dt>
              <dd data-testid="withdraw-confirm-coins">{format.coinsText(confirming.quote.coins.toString())}</dd>
            </div>
            <div>
              <dt>{t('record.fee')}</dt>
              <dd data-testid="withdraw-confirm-fee">{format.coinsText(confirming.quote.fee.toString())}</dd>
            </div>
            <div>
              <dt>{t('withdraw.payout')}</dt>
              <dd data-testid="withdraw-confirm-payout">
                <strong>{format.money(confirming.quote.payout, confirming.channel.currency)}</strong>
              </dd>
            </div>
            <div>
              <dt>{t('withdraw.to')}</dt>
              <dd data-testid="withdraw-confirm-card">
                {confirming.card.bankName} <span className="card-number">{confirming.card.cardNumberMasked}</span> ·{' '}
                {confirming.card.holderName}
              </dd>
            </div>
            {channels.length > 1 && (
              <div>
                <dt>{t('withdraw.channel')}</dt>
                <dd>{confirming.channel.name}</dd>
              </div>
            )}
          </dl>
        )}
        <p className="field-hint">{t('withdraw.confirmText')}</p>
      </PopupDialog>
      <BonusForfeitDialog
        bonus={forfeit?.bonus ?? null}
        busy={withdraw.isPending}
        onKeep={() => setForfeit(null)}
        // The same withdrawal, now agreeing to give the bonus up: a new request, so a new key.
        onForfeit={() => forfeit && send({ ...forfeit.request, requestKey: newRequestKey(), forfeitBonus: true })}
      />
    </>
  );
}
