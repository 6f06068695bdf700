// Deposit limits and loss limits per 24 hours, 7 days and 30 days, one component for both kinds: each
// with the limit in force, what its rolling window already holds (coins deposited, or the net loss at
// play), what is still allowed, a change waiting out its day, and a form to set or remove it. The rule
// (lower at once, higher or none after 24 hours) is said beside the field before saving.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { DepositLimit, LimitKind, LimitPeriod, ProtectionStatus } from '@hall/contracts/protection';
import { Callout } from '../../../components/callout';
import { ApiError } from '../../../lib/api-client';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useSetLimit } from '../api/protection';
import { LIMIT_PERIODS, limitOf, limitTiming, parseLimitAmount, type LimitTiming } from '../utils/protection';

/** Per kind: where its own words live in the namespace, and the prefix of its ids and test ids. */
const KINDS: Record<LimitKind, { keys: 'limits' | 'lossLimits'; id: string }> = {
  deposit: { keys: 'limits', id: 'limit' },
  loss: { keys: 'lossLimits', id: 'loss-limit' },
};

export function PeriodLimits({ status, kind }: { status: ProtectionStatus; kind: LimitKind }) {
  const { t } = useTranslation('protection');
  const { keys } = KINDS[kind];
  const titleId = `protection-${kind}-limits-title`;
  return (
    <section className="protection-section" aria-labelledby={titleId} data-testid={`${kind}-limits`}>
      <h2 id={titleId} className="protection-section-title">
        {t(`${keys}.title`)}
      </h2>
      <p className="protection-section-intro">{t(`${keys}.intro`)}</p>
      {kind === 'deposit' && <p className="protection-section-intro">{t('limits.everyWay')}</p>}
      <div className="protection-limits">
        {LIMIT_PERIODS.map((period) => (
          <LimitRow key={period} kind={kind} limit={limitOf(status, period, kind)} />
        ))}
      </div>
    </section>
  );
}

const LimitSchema = z.object({
  amount: z.string().refine((value) => parseLimitAmount(value) !== null, { error: 'invalid' }),
});
type LimitValues = z.infer<typeof LimitSchema>;

type Outcome = { timing: LimitTiming; removed: boolean; from: string | null } | { error: string };

function LimitRow({ kind, limit }: { kind: LimitKind; limit: DepositLimit }) {
  const { t } = useTranslation('protection');
  const format = useMoneyFormat();
  const period: LimitPeriod = limit.period;
  const { keys } = KINDS[kind];
  const save = useSetLimit();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<LimitValues>({ resolver: zodResolver(LimitSchema), defaultValues: { amount: '' } });
  const id = `${KINDS[kind].id}-${period}`;
  const remaining =
    limit.amount === null
      ? null
      : BigInt(limit.amount) > BigInt(limit.used)
        ? BigInt(limit.amount) - BigInt(limit.used)
        : 0n;

  const send = (amount: string | null) => {
    setOutcome(null);
    const timing = limitTiming(limit.amount, amount);
    save.mutate(
      { kind, period, amount },
      {
        onSuccess: (status) => {
          reset({ amount: '' });
          const pending = limitOf(status, period, kind).pending;
          setOutcome({ timing, removed: amount === null, from: pending?.from ?? null });
        },
        onError: (error) => setOutcome({ error: error instanceof ApiError ? error.message : String(error) }),
      },
    );
  };
  const onSubmit = handleSubmit((values) => send(parseLimitAmount(values.amount)));
  const amountError = errors.amount ? t('limits.invalid') : undefined;

  return (
    <section className="money-form protection-limit" aria-labelledby={`${id}-title`} data-testid={id}>
      <h3 id={`${id}-title`} className="protection-limit-title">
        {t(`${keys}.rowTitle.${period}`)}
      </h3>
      <dl className="detail-list">
        <div>
          <dt>{t('limits.current')}</dt>
          <dd className="protection-limit-amount" data-testid={`${id}-amount`}>
            {limit.amount === null ? t('limits.none') : format.coinsText(limit.amount)}
          </dd>
        </div>
        <div>
          <dt>{t(`${keys}.used.${period}`)}</dt>
          <dd data-testid={`${id}-used`}>{format.coinsText(limit.used)}</dd>
        </div>
        {remaining !== null && (
          <div>
            <dt>{t(`${keys}.remaining`)}</dt>
            <dd>{format.coinsText(remaining)}</dd>
          </div>
        )}
      </dl>
      {limit.pending && (
        <p className="protection-pending" data-testid={`${id}-pending`}>
          {limit.pending.amount === null
            ? t('limits.pendingRemoval', { date: format.dateTime(limit.pending.from) })
            : t('limits.pending', {
                amount: format.coinsText(limit.pending.amount),
                date: format.dateTime(limit.pending.from),
              })}
        </p>
      )}

      <form className="form protection-limit-form" onSubmit={onSubmit} noValidate>
        <div className="form-field">
          <label htmlFor={`${id}-input`}>{t(`${keys}.newLimit.${period}`)}</label>
          <div className="amount-input">
            <input
              id={`${id}-input`}
              className="text-input"
              inputMode="numeric"
              autoComplete="off"
              aria-invalid={amountError ? true : undefined}
              aria-describedby={`${id}-rule${amountError ? ` ${id}-error` : ''}`}
              {...register('amount')}
            />
            <span className="amount-input-unit" aria-hidden="true">
              {t('units.coinsShort', { ns: 'finance' })}
            </span>
          </div>
          <p id={`${id}-rule`} className="field-hint">
            {t('limits.rule')}
          </p>
          {amountError && (
            <p id={`${id}-error`} className="form-error" role="alert">
              {amountError}
            </p>
          )}
        </div>
        <div className="protection-limit-actions">
          <Button type="submit" color="primary" loading={save.isPending && save.variables?.amount !== null}>
            {t('limits.save')}
          </Button>
          {limit.amount !== null && !(limit.pending && limit.pending.amount === null) && (
            <Button
              type="button"
              fill="outline"
              loading={save.isPending && save.variables?.amount === null}
              onClick={() => send(null)}
            >
              {t('limits.remove')}
            </Button>
          )}
        </div>
      </form>

      <div aria-live="polite">
        {outcome &&
          ('error' in outcome ? (
            <Callout tone="danger" role="alert">
              <p>{outcome.error}</p>
            </Callout>
          ) : (
            <Callout tone="success" testId={`${id}-saved`}>
              <p>
                {outcome.timing === 'now'
                  ? t('limits.savedNow')
                  : outcome.timing === 'unchanged'
                    ? t('limits.unchanged')
                    : t(outcome.removed ? 'limits.removedLater' : 'limits.savedLater', {
                        date: outcome.from ? format.dateTime(outcome.from) : t('limits.in24h'),
                      })}
              </p>
            </Callout>
          ))}
      </div>
    </section>
  );
}
