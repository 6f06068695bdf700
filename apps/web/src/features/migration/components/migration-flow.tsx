// The account transfer, step by step: the player names the account at the provider (JSY), proves it
// is theirs with the bank card bound there, has a code mailed by the provider, signs in there with
// its password and the code, and only then sees the balance in its own currency and what it becomes
// in coins before moving it, once. Every answer is the server's session, so a reload resumes where
// the player was; a refusal is shown at the field it concerns, or above the button with the page that
// mends it, and a session that ran out starts again at the account, saying so.
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { Button } from 'antd-mobile';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  MigrationCardRequest,
  MigrationLoginRequest,
  MigrationValidateRequest,
  type Migration,
  type MigrationCurrency,
  type MigrationSession,
} from '@hall/contracts/migration';
import { Callout } from '../../../components/callout';
import { SupportText } from '../../../components/support-text';
import { SendCodeButton } from '../../../components/form/send-code-button';
import { TextField } from '../../../components/form/text-field';
import { Icon } from '../../../components/icon';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { PopupDialog } from '../../../components/popup-dialog';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/locale';
import { newRequestKey } from '../../../lib/request-key';
import { useCountdown } from '../../../lib/use-countdown';
import { useMoneyFormat } from '../../../lib/use-money-format';
import {
  migrationKeys,
  useConfirmMigration,
  useMigrationSession,
  useProviderLogin,
  useSendCode,
  useValidateAccount,
  useValidateCard,
} from '../api/migration';
import {
  FLOW_STEPS,
  migrationMessageKey,
  placeRefusal,
  progressOf,
  secondsUntil,
  stepOf,
  type FlowStep,
  type MigrationField,
  type RefusalLink,
} from '../utils/flow';
import '../../../components/form/form.css';
import '../../../styles/money.css';
import '../migration.css';

export interface MigrationFlowProps {
  /** The page's currency: yuan accounts on /account-transfer, yen accounts on /account-transfer-jp. */
  currency: MigrationCurrency;
}

/** What the flow does when a step is refused for a reason that is not about the step's fields. */
interface FlowActions {
  /** The session ran out: back to the account, with the server's words. */
  restart: (message: string) => void;
  /** The server is on another step: read the session again. */
  resync: (message: string) => void;
}

interface Refusal {
  message: string;
  link?: RefusalLink | undefined;
}

export function MigrationFlow({ currency }: MigrationFlowProps) {
  const { t } = useTranslation('migration');
  const queryClient = useQueryClient();
  const session = useMigrationSession();
  const [done, setDone] = useState<Migration | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The player chose to start again with another account while a session is open.
  const [restarting, setRestarting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const data = session.data ?? null;
  const step: FlowStep = restarting ? 'account' : stepOf(data, currency);

  // Each new step is announced by moving the focus to its heading (not on arrival at the page).
  const shownStep = useRef<FlowStep | null>(null);
  useEffect(() => {
    if (session.isPending || done) return;
    if (shownStep.current !== null && shownStep.current !== step) heading.current?.focus();
    shownStep.current = step;
  }, [step, session.isPending, done]);

  if (session.isPending) return <PageLoading />;
  if (session.isError) return <LoadError onRetry={() => void session.refetch()} />;
  if (done)
    return (
      <MigrationResult
        migration={done}
        onAnother={() => {
          shownStep.current = null;
          setDone(null);
        }}
      />
    );

  const actions: FlowActions = {
    restart: (message) => {
      setNotice(message);
      setRestarting(false);
      queryClient.setQueryData(migrationKeys.session, null);
    },
    resync: (message) => {
      setNotice(message);
      void session.refetch();
    },
  };
  const advanced = () => {
    setNotice(null);
    setRestarting(false);
  };
  // A session begun on the other page (the other currency) is left as it is: this page starts anew.
  const elsewhere = data && data.next !== 'done' && data.currency !== currency ? data : null;
  const number = FLOW_STEPS.indexOf(step) + 1;

  return (
    <section className="money-form migration-flow" aria-labelledby="migration-step-title" data-testid="migration-flow">
      <StepProgress step={step} />
      <p className="migration-step-count">{t('steps.count', { n: number, total: FLOW_STEPS.length })}</p>
      <h2 id="migration-step-title" ref={heading} tabIndex={-1} className="migration-step-title">
        {t(`${step}.title`)}
      </h2>
      {notice && (
        <Callout tone="warning" role="alert" testId="migration-notice">
          <p>{notice}</p>
        </Callout>
      )}
      {elsewhere && step === 'account' && (
        <Callout tone="info" role="status">
          <p>{t('account.otherSession', { account: elsewhere.account })}</p>
          <Link
            className="text-link"
            to={elsewhere.currency === 'JPY' ? paths.accountTransferJp.getHref() : paths.accountTransfer.getHref()}
          >
            {t(elsewhere.currency === 'JPY' ? 'links.yenPage' : 'links.yuanPage')}
          </Link>
        </Callout>
      )}
      {step === 'account' && (
        <AccountStep
          currency={currency}
          actions={actions}
          onDone={advanced}
          resumable={restarting && data ? data.account : null}
          onResume={() => setRestarting(false)}
        />
      )}
      {step !== 'account' && data && (
        <>
          <p className="migration-account-line">
            {t('steps.account', { account: data.account })}
            <span className="migration-expires">{t('steps.expires', { time: timeOf(data.expiresAt) })}</span>
          </p>
          {step === 'card' && <CardStep currency={currency} actions={actions} onDone={advanced} />}
          {step === 'code' && <CodeStep session={data} currency={currency} actions={actions} onDone={advanced} />}
          {step === 'login' && <LoginStep session={data} currency={currency} actions={actions} onDone={advanced} />}
          {step === 'confirm' && (
            <ConfirmStep
              session={data}
              currency={currency}
              actions={actions}
              onDone={(migration) => {
                advanced();
                setDone(migration);
                // The session is over: "Transfer another account" starts at the account.
                queryClient.setQueryData(migrationKeys.session, null);
              }}
            />
          )}
          <button
            type="button"
            className="migration-restart"
            onClick={() => {
              setNotice(null);
              setRestarting(true);
            }}
          >
            {t('steps.startAgain')}
          </button>
        </>
      )}
    </section>
  );
}

/** When the session ends, as a time of day in the interface language (a session lasts minutes). */
const timeOf = (iso: string) => new Intl.DateTimeFormat(currentLocale(), { timeStyle: 'short' }).format(new Date(iso));

/** The five steps in a row, the current one marked for sight and for screen readers. */
export function StepProgress({ step }: { step: FlowStep }) {
  const { t } = useTranslation('migration');
  return (
    <ol className="migration-steps" aria-label={t('steps.label')} data-testid="migration-steps">
      {progressOf(step).map(({ step: s, state }, i) => (
        <li
          key={s}
          className="migration-steps-item"
          data-state={state}
          aria-current={state === 'current' ? 'step' : undefined}
        >
          <span className="migration-steps-dot" aria-hidden="true">
            {state === 'done' ? <Icon name="check" size={16} /> : i + 1}
          </span>
          <span className="migration-steps-label">
            {t(`steps.names.${s}`)}
            {state === 'done' && <span className="visually-hidden"> ({t('steps.completed')})</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The text of a field's error: the contract's keys translated, a server's message as it came. */
function errorText(t: TFunction, message: string | undefined, field: string): string {
  if (!message || message === 'validation.required') return t('validation.pleaseInput', { ns: 'translation', field });
  const known = migrationMessageKey(message);
  if (!known) return message;
  return t(known.key, { ns: known.ns, defaultValue: t('validation.invalid', { ns: 'translation' }) });
}

/**
 * Turns a failed step into what the player sees: the message at the fields it concerns, or as a
 * notice with the page that mends it; an expired session or another step goes to the flow.
 */
function onRefused<F extends MigrationField>(
  error: unknown,
  {
    t,
    currency,
    fields,
    setFieldError,
    setRefusal,
    actions,
  }: {
    t: TFunction;
    currency: MigrationCurrency;
    fields: readonly F[];
    setFieldError: (field: F, message: string, focus: boolean) => void;
    setRefusal: (refusal: Refusal) => void;
    actions: FlowActions;
  },
) {
  const message = error instanceof ApiError ? error.message : t('errors.network');
  const reason = error instanceof ApiError ? error.reason : undefined;
  const place = placeRefusal(reason, fields, currency);
  if (place.kind === 'restart') actions.restart(message);
  else if (place.kind === 'resync') actions.resync(message);
  else if (place.kind === 'fields')
    place.fields.forEach((field, i) => setFieldError(field as F, i === 0 ? message : t('login.checkCodeToo'), i === 0));
  else setRefusal({ message, link: place.link });
}

function RefusalNotice({ refusal }: { refusal: Refusal | null }) {
  const { t } = useTranslation('migration');
  if (!refusal) return null;
  return (
    <Callout tone="danger" role="alert" testId="migration-refusal">
      <p>{refusal.message}</p>
      {refusal.link && (
        <Link className="text-link" to={refusal.link.to}>
          {t(refusal.link.labelKey)}
        </Link>
      )}
    </Callout>
  );
}

interface StepProps {
  currency: MigrationCurrency;
  actions: FlowActions;
  onDone: () => void;
}

const AccountSchema = MigrationValidateRequest.pick({ account: true });

function AccountStep({
  currency,
  actions,
  onDone,
  resumable,
  onResume,
}: StepProps & { resumable: string | null; onResume: () => void }) {
  const { t } = useTranslation('migration');
  const validate = useValidateAccount();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(AccountSchema), defaultValues: { account: '' } });

  const onSubmit = handleSubmit(({ account }) => {
    setRefusal(null);
    validate.mutate(
      { account, currency },
      {
        onSuccess: onDone,
        onError: (error) =>
          onRefused(error, {
            t,
            currency,
            fields: ['account'] as const,
            setFieldError: (field, message, focus) => setError(field, { message }, { shouldFocus: focus }),
            setRefusal,
            actions,
          }),
      },
    );
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate data-testid="migration-account-form">
      <p className="migration-text">{t(`account.intro.${currency}`)}</p>
      <TextField
        id="migration-account"
        label={t('account.label')}
        hint={t(`account.hint.${currency}`)}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={32}
        error={errors.account && errorText(t, errors.account.message, t('fields.account'))}
        {...register('account')}
      />
      <RefusalNotice refusal={refusal} />
      <div className="form-actions">
        <Button block type="submit" color="primary" size="large" loading={validate.isPending}>
          {t('account.submit')}
        </Button>
      </div>
      {resumable && (
        <button type="button" className="migration-restart" onClick={onResume}>
          {t('account.resume', { account: resumable })}
        </button>
      )}
    </form>
  );
}

const CardSchema = MigrationCardRequest;

function CardStep({ currency, actions, onDone }: StepProps) {
  const { t } = useTranslation('migration');
  const check = useValidateCard();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(CardSchema), defaultValues: { cardLast4: '', holderName: '' } });

  const onSubmit = handleSubmit((values) => {
    setRefusal(null);
    check.mutate(values, {
      onSuccess: onDone,
      onError: (error) =>
        onRefused(error, {
          t,
          currency,
          fields: ['cardLast4', 'holderName'] as const,
          setFieldError: (field, message, focus) => setError(field, { message }, { shouldFocus: focus }),
          setRefusal,
          actions,
        }),
    });
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate data-testid="migration-card-form">
      <p className="migration-text">{t('card.intro')}</p>
      <TextField
        id="migration-card-last4"
        label={t('card.last4')}
        hint={t('card.last4Hint')}
        className="migration-short-field"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        error={errors.cardLast4 && errorText(t, errors.cardLast4.message, t('fields.cardLast4'))}
        {...register('cardLast4')}
      />
      <TextField
        id="migration-holder"
        label={t('card.holder')}
        hint={t('card.holderHint')}
        autoComplete="name"
        maxLength={64}
        error={errors.holderName && errorText(t, errors.holderName.message, t('fields.holderName'))}
        {...register('holderName')}
      />
      <RefusalNotice refusal={refusal} />
      <div className="form-actions">
        <Button block type="submit" color="primary" size="large" loading={check.isPending}>
          {t('card.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The countdown of the provider's code, kept in step with the session's resendAt. */
function useCodeCountdown(session: MigrationSession) {
  const countdown = useCountdown(`migration-code:${session.currency}:${session.account}`);
  const { start } = countdown;
  useEffect(() => {
    // A code already sent (also before a reload) makes the button a resend, waiting until resendAt.
    if (session.codeSentTo) start(secondsUntil(session.resendAt));
  }, [session.codeSentTo, session.resendAt, start]);
  return countdown;
}

function CodeStep({ session, currency, actions, onDone }: StepProps & { session: MigrationSession }) {
  const { t } = useTranslation('migration');
  const send = useSendCode();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const countdown = useCodeCountdown(session);

  const onSend = () => {
    setRefusal(null);
    send.mutate(
      {},
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && error.retryAfterSeconds) countdown.start(error.retryAfterSeconds);
          onRefused(error, { t, currency, fields: [], setFieldError: () => undefined, setRefusal, actions });
        },
      },
    );
  };

  return (
    <div className="form" data-testid="migration-code-step">
      <p className="migration-text">{t('code.intro')}</p>
      <RefusalNotice refusal={refusal} />
      <div className="form-actions">
        <Button
          block
          color="primary"
          size="large"
          loading={send.isPending}
          disabled={countdown.running}
          onClick={onSend}
          data-testid="migration-send-code"
        >
          {countdown.running ? t('code.sendIn', { seconds: countdown.remaining }) : t('code.send')}
        </Button>
      </div>
    </div>
  );
}

const LoginSchema = MigrationLoginRequest;

function LoginStep({ session, currency, actions, onDone }: StepProps & { session: MigrationSession }) {
  const { t } = useTranslation('migration');
  const login = useProviderLogin();
  const resend = useSendCode();
  const countdown = useCodeCountdown(session);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [resent, setResent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(LoginSchema), defaultValues: { password: '', code: '' } });

  const refused = (error: unknown) =>
    onRefused(error, {
      t,
      currency,
      fields: ['password', 'code'] as const,
      setFieldError: (field, message, focus) => setError(field, { message }, { shouldFocus: focus }),
      setRefusal,
      actions,
    });

  const onSubmit = handleSubmit((values) => {
    setRefusal(null);
    setResent(false);
    login.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        // A burnt code is of no use any more: the field is emptied for the next one.
        if (error instanceof ApiError && error.reason === 'too_many_attempts') setValue('code', '');
        refused(error);
      },
    });
  });

  const onResend = () => {
    setRefusal(null);
    resend.mutate(
      {},
      {
        onSuccess: (next) => {
          countdown.start(secondsUntil(next.resendAt) || 60);
          setResent(true);
          setFocus('code');
        },
        onError: (error) => {
          if (error instanceof ApiError && error.retryAfterSeconds) countdown.start(error.retryAfterSeconds);
          refused(error);
        },
      },
    );
  };

  const sentTo = session.codeSentTo;
  return (
    <form className="form" onSubmit={onSubmit} noValidate data-testid="migration-login-form">
      <p className="migration-text">{t('login.intro')}</p>
      <TextField
        id="migration-password"
        label={t('login.password')}
        type="password"
        revealable
        autoComplete="off"
        maxLength={64}
        error={errors.password && errorText(t, errors.password.message, t('fields.password'))}
        {...register('password')}
      />
      <TextField
        id="migration-code"
        label={t('login.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        hint={
          <span aria-live="polite">
            {sentTo ? t(resent ? 'login.resentTo' : 'login.sentTo', { email: sentTo }) : t('login.noCodeYet')}
          </span>
        }
        error={errors.code && errorText(t, errors.code.message, t('fields.code'))}
        {...register('code')}
        addon={
          <SendCodeButton
            countdown={countdown}
            loading={resend.isPending}
            onClick={onResend}
            testId="migration-resend-code"
          />
        }
      />
      <RefusalNotice refusal={refusal} />
      <div className="form-actions">
        <Button block type="submit" color="primary" size="large" loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </div>
    </form>
  );
}

function ConfirmStep({
  session,
  currency,
  actions,
  onDone,
}: Omit<StepProps, 'onDone'> & { session: MigrationSession; onDone: (migration: Migration) => void }) {
  const { t } = useTranslation('migration');
  const format = useMoneyFormat();
  const confirm = useConfirmMigration();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // One key per attempt: a retry after a lost answer sends the same key, so the balance moves once.
  const attempt = useRef<string | null>(null);
  const balance = session.balance === null ? '—' : format.money(session.balance, session.currency);
  const coins = session.coinAmount === null ? '—' : format.coinsText(session.coinAmount);

  const send = () => {
    setRefusal(null);
    attempt.current ??= newRequestKey();
    confirm.mutate(
      { requestKey: attempt.current },
      {
        onSuccess: (migration) => {
          attempt.current = null;
          setOpen(false);
          onDone(migration);
        },
        onError: (error) => {
          setOpen(false);
          // The server answered: the same key would only give the same answer.
          if (error instanceof ApiError) attempt.current = null;
          onRefused(error, { t, currency, fields: [], setFieldError: () => undefined, setRefusal, actions });
        },
      },
    );
  };

  const summary: ReactNode = (
    <dl className="quote migration-summary" data-testid="migration-summary">
      <div>
        <dt>{t('confirm.account')}</dt>
        <dd className="mono">{session.account}</dd>
      </div>
      <div>
        <dt>{t('confirm.holder')}</dt>
        <dd>{session.holderName ?? '—'}</dd>
      </div>
      <div>
        <dt>{t('confirm.balance')}</dt>
        <dd data-testid="migration-balance">{balance}</dd>
      </div>
      <div>
        <dt>{t('confirm.coins')}</dt>
        <dd className="quote-strong" data-testid="migration-coins">
          {coins}
        </dd>
      </div>
    </dl>
  );

  return (
    <div className="form" data-testid="migration-confirm-step">
      <p className="migration-text">{t('confirm.intro')}</p>
      {summary}
      <Callout tone="info">
        <p>{t('confirm.once')}</p>
      </Callout>
      <RefusalNotice refusal={refusal} />
      <div className="form-actions">
        <Button
          block
          color="primary"
          size="large"
          onClick={() => setOpen(true)}
          disabled={session.balance === null}
          data-testid="migration-move"
        >
          {t('confirm.submit')}
        </Button>
      </div>
      <PopupDialog
        visible={open}
        title={t('confirm.dialogTitle')}
        onClose={() => setOpen(false)}
        onConfirm={send}
        confirmLoading={confirm.isPending}
        confirmText={t('confirm.dialogConfirm')}
        showCancelButton
        testId="migration-confirm"
      >
        <p className="migration-text">{t('confirm.dialogText', { balance, coins, account: session.account })}</p>
        {summary}
      </PopupDialog>
    </div>
  );
}

/** The outcome, focused so it is heard at once, with the way to the records. */
function MigrationResult({ migration, onAnother }: { migration: Migration; onAnother: () => void }) {
  const { t } = useTranslation('migration');
  const format = useMoneyFormat();
  const heading: RefObject<HTMLHeadingElement | null> = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [migration.migrationSn]);
  const status = migration.status;
  return (
    <section
      className={`result-panel migration-result migration-result-${status}`}
      aria-labelledby="migration-result-title"
      data-testid="migration-result"
      data-status={status}
    >
      <h2 id="migration-result-title" ref={heading} tabIndex={-1} className="result-panel-title">
        {t(`result.title.${status}`)}
      </h2>
      <p className="result-panel-text">
        <SupportText text={t(`result.text.${status}`)} />
      </p>
      <dl className="detail-list">
        <div className="migration-number-row">
          <dt>{t('records.number')}</dt>
          <dd className="mono">{migration.migrationSn}</dd>
        </div>
        <div>
          <dt>{t('confirm.account')}</dt>
          <dd className="mono">{migration.account}</dd>
        </div>
        <div>
          <dt>{t('confirm.balance')}</dt>
          <dd>{format.money(migration.amount, migration.currency)}</dd>
        </div>
        <div>
          <dt>{t('records.coins')}</dt>
          <dd>{format.coinsText(migration.coinAmount)}</dd>
        </div>
      </dl>
      <div className="actions-row">
        <Link className="button-link button-link-primary" to={paths.record.getHref('deposit')}>
          {t('result.viewRecords')}
        </Link>
        <button type="button" className="button-link" onClick={onAnother}>
          {t('result.another')}
        </button>
      </div>
    </section>
  );
}
