// The deposit form: a channel, an amount in its currency within its bounds, the coins it buys and the
// fee, shown live; submitting creates the order and opens the channel's payment page.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { PayOrderRequest, type PayChannel, type PayOrderResponse } from '@hall/contracts/pay';
import { Callout } from '../../../components/callout';
import { SupportText } from '../../../components/support-text';
import { ProtectionRefusal, protectionRefusalOf } from '../../../components/protection-refusal';
import { checkDeposit, formatBasisPoints, scaleOf } from '../../../lib/money';
import { OptionCards } from '../../../components/option-cards';
import { newRequestKey } from '../../../lib/request-key';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useCreateDepositOrder } from '../api/create-deposit-order';
import { amountText, quickDepositAmounts } from '../utils/amount-shortcuts';
import { isDesktop } from './is-desktop';
import { paths } from '../../../config/paths';

/**
 * The form's rules for one channel: the contract's channel rule, and an amount the server would take.
 * The player types the amount in major units, so it is checked against the channel here and sent in
 * minor units.
 */
export function depositFormSchema(channel: PayChannel | undefined) {
  return PayOrderRequest.pick({ channelId: true }).extend({
    amount: z.string().superRefine((value, ctx) => {
      if (!channel) return;
      const check = checkDeposit(value, channel);
      if (!check.ok) ctx.addIssue({ code: 'custom', message: check.problem });
    }),
  });
}

export type DepositValues = z.infer<ReturnType<typeof depositFormSchema>>;

export interface DepositFormProps {
  channels: PayChannel[];
  /** Opens the payment page; the same window on phones, a new tab from the desktop layout. */
  openPayPage?: (url: string, newTab: boolean) => void;
  /** What the page shows under the figures for the coins the amount buys (null: no valid amount yet). */
  bonusPreview?: (coins: bigint | null) => ReactNode;
}

function defaultOpenPayPage(url: string, newTab: boolean) {
  if (newTab) window.open(url, '_blank', 'noopener');
  else window.location.assign(url);
}

export function DepositForm({ channels, openPayPage = defaultOpenPayPage, bonusPreview }: DepositFormProps) {
  const { t } = useTranslation('finance');
  const format = useMoneyFormat();
  const channelRef = useRef<PayChannel | undefined>(channels[0]);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    trigger,
    formState: { errors, isSubmitted },
  } = useForm<DepositValues>({
    // The rules depend on the channel chosen, so the resolver reads the current one.
    resolver: (values, context, options) =>
      zodResolver(depositFormSchema(channelRef.current))(values, context, options),
    defaultValues: { channelId: channels[0]?.id, amount: '' },
  });
  const channelId = useWatch({ control, name: 'channelId' });
  const amount = useWatch({ control, name: 'amount' }) ?? '';
  const channel = channels.find((c) => c.id === channelId) ?? channels[0];
  channelRef.current = channel;
  const order = useCreateDepositOrder();
  const [created, setCreated] = useState<PayOrderResponse | null>(null);
  // A limit, break or exclusion the player set refused the order: said at the button, with the way to
  // the page of protections (other refusals stay the app shell's toast).
  const refusal = order.isError ? protectionRefusalOf(order.error) : null;
  // One key per order attempt: a retry of the same channel and amount reuses it, anything else is new.
  const attempt = useRef<{ signature: string; key: string } | null>(null);

  useEffect(() => {
    if (isSubmitted) void trigger('amount');
  }, [channelId, isSubmitted, trigger]);

  if (!channel) return null;
  const check = checkDeposit(amount, channel);
  const scale = scaleOf(channel.currency);
  const bounds = {
    min: format.money(channel.minAmount, channel.currency),
    max: format.money(channel.maxAmount, channel.currency),
  };
  const amountError = errors.amount?.message;
  const quickAmounts = quickDepositAmounts(channel);

  const onSubmit = handleSubmit(() => {
    if (!check.ok) return;
    const signature = `${channel.id}:${check.quote.amount}`;
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newRequestKey() };
    const body: PayOrderRequest = {
      channelId: channel.id,
      amount: check.quote.amount.toString(),
      requestKey: attempt.current.key,
    };
    order.mutate(body, {
      onSuccess: (result) => {
        attempt.current = null;
        const newTab = isDesktop();
        setCreated(newTab ? result : null);
        openPayPage(result.payUrl, newTab);
      },
    });
  });

  return (
    <form className="form money-form" onSubmit={onSubmit} noValidate data-testid="deposit-form">
      <OptionCards
        legend={t('deposit.channel')}
        testId="deposit-channels"
        value={channel.id}
        onChange={(id) => setValue('channelId', id, { shouldDirty: true })}
        options={channels.map((c) => ({
          value: c.id,
          title: c.name,
          detail: t('deposit.channelDetail', {
            currency: c.currency,
            min: format.money(c.minAmount, c.currency),
            max: format.money(c.maxAmount, c.currency),
          }),
        }))}
      />

      <div className="form-field">
        <label htmlFor="deposit-amount">{t('deposit.amount', { currency: channel.currency })}</label>
        <div className="amount-input">
          <input
            id="deposit-amount"
            className="text-input"
            inputMode={scale > 0 ? 'decimal' : 'numeric'}
            autoComplete="off"
            placeholder={t('deposit.amountPlaceholder', bounds)}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={`deposit-amount-hint${amountError ? ' deposit-amount-error' : ''}`}
            {...register('amount')}
          />
          <span className="amount-input-unit" aria-hidden="true">
            {channel.currency}
          </span>
        </div>
        <p id="deposit-amount-hint" className="field-hint">
          {t('deposit.bounds', bounds)} ·{' '}
          {t('deposit.rate', { currency: channel.currency, coins: channel.coinsPerUnit, count: channel.coinsPerUnit })}
        </p>
        {quickAmounts.length > 0 && (
          <div
            className="quick-amounts"
            role="group"
            aria-label={t('deposit.quickAmounts')}
            data-testid="quick-amounts"
          >
            {quickAmounts.map((minor) => (
              <button
                key={minor.toString()}
                type="button"
                className="quick-amount"
                aria-pressed={check.ok && check.quote.amount === minor}
                onClick={() =>
                  setValue('amount', amountText(minor, channel.currency), {
                    shouldDirty: true,
                    shouldValidate: isSubmitted,
                  })
                }
              >
                {format.money(minor, channel.currency)}
              </button>
            ))}
          </div>
        )}
        {amountError && (
          <p id="deposit-amount-error" className="form-error" role="alert">
            {t(`deposit.errors.${amountError}`, { ...bounds, step: format.money(stepOf(channel), channel.currency) })}
          </p>
        )}
      </div>

      <dl className="quote" data-testid="deposit-quote">
        <div>
          <dt>{t('deposit.coinsYouGet')}</dt>
          <dd className="quote-strong" data-testid="deposit-coins">
            {check.ok ? format.coinsText(check.quote.coins) : '—'}
          </dd>
        </div>
        <div>
          <dt>
            {channel.feeBasisPoints > 0
              ? t('deposit.fee', { rate: feeRate(channel, format.locale, format.money) })
              : t('deposit.feeFlat')}
          </dt>
          <dd data-testid="deposit-fee">{check.ok ? format.money(check.quote.fee, channel.currency) : '—'}</dd>
        </div>
        <div>
          <dt>{t('deposit.total')}</dt>
          <dd data-testid="deposit-total">{check.ok ? format.money(check.quote.total, channel.currency) : '—'}</dd>
        </div>
      </dl>

      {bonusPreview?.(check.ok ? check.quote.coins : null)}

      <Callout tone="info">
        <p>
          <SupportText text={t('deposit.creditNotice')} />
        </p>
      </Callout>

      <Button block type="submit" color="primary" size="large" loading={order.isPending}>
        {t('deposit.submit')}
      </Button>

      {refusal && <ProtectionRefusal refusal={refusal} />}

      {created && (
        <Callout
          tone="success"
          role="status"
          title={t('deposit.created', { orderSn: created.orderSn })}
          testId="deposit-created"
        >
          <p>{t('deposit.openedInNewTab')}</p>
          <div className="actions-row">
            <a className="text-link" href={created.payUrl} target="_blank" rel="noopener noreferrer">
              {t('deposit.openPayPage')}
            </a>
            <Link className="text-link" to={paths.record.getHref('deposit', created.orderSn)}>
              {t('deposit.viewRecord')}
            </Link>
          </div>
        </Callout>
      )}
    </form>
  );
}

/** The smallest amount step that buys whole coins: 0.05 CNY at 20 coins per yuan, 1 JPY at 1 coin. */
export function stepOf(channel: Pick<PayChannel, 'currency' | 'coinsPerUnit'>): bigint {
  const unit = 10n ** BigInt(scaleOf(channel.currency));
  const rate = BigInt(channel.coinsPerUnit);
  // The step is unit / gcd(unit, rate) minor units.
  let a = unit;
  let b = rate;
  while (b) [a, b] = [b, a % b];
  return unit / a;
}

/** The fee as the channel charges it: a percentage, a fixed amount, both, or none. */
export function feeRate(
  channel: Pick<PayChannel, 'feeBasisPoints' | 'feeFixed' | 'currency'>,
  locale: string,
  money: (minor: string, currency: PayChannel['currency']) => string,
): string {
  const parts: string[] = [];
  if (channel.feeBasisPoints > 0) parts.push(formatBasisPoints(channel.feeBasisPoints, locale));
  if (BigInt(channel.feeFixed) > 0n) parts.push(money(channel.feeFixed, channel.currency));
  return parts.length ? parts.join(' + ') : formatBasisPoints(0, locale);
}
