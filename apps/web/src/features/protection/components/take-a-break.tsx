// A time-out: 1 day, 1 week, 2 weeks, 6 weeks or any number of days up to 42; a confirmation says when
// it ends, that it cannot be undone and what stays open, before deposits and play close at once.
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Callout } from '../../../components/callout';
import { OptionCards } from '../../../components/option-cards';
import { PopupDialog } from '../../../components/popup-dialog';
import { ApiError } from '../../../lib/api-client';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useTakeBreak } from '../api/protection';
import { BREAK_CHOICES, breakEnd, parseBreakDays } from '../utils/protection';

type Choice = (typeof BREAK_CHOICES)[number] | 'other';

export function TakeABreak() {
  const { t } = useTranslation('protection');
  const format = useMoneyFormat();
  const takeBreak = useTakeBreak();
  const [choice, setChoice] = useState<Choice>(1);
  const [otherDays, setOtherDays] = useState('');
  const [daysError, setDaysError] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const days = choice === 'other' ? parseBreakDays(otherDays) : choice;
    setDaysError(days === null);
    if (days !== null) setConfirming(days);
  };

  const send = () => {
    if (confirming === null) return;
    takeBreak.mutate(
      { days: confirming },
      {
        onSuccess: () => setConfirming(null),
        onError: (error) => {
          setConfirming(null);
          setRefusal(error instanceof ApiError ? error.message : String(error));
        },
      },
    );
  };

  return (
    <section className="protection-section" aria-labelledby="protection-break-title" data-testid="take-a-break">
      <h2 id="protection-break-title" className="protection-section-title">
        {t('break.title')}
      </h2>
      <p className="protection-section-intro">{t('break.intro')}</p>
      <p className="protection-section-intro">{t('status.closedMoneyIn')}</p>
      <form className="form money-form" onSubmit={onSubmit} noValidate>
        <OptionCards<Choice>
          legend={t('break.length')}
          value={choice}
          onChange={(value) => {
            setChoice(value);
            setDaysError(false);
          }}
          options={[
            ...BREAK_CHOICES.map((days) => ({ value: days as Choice, title: t(`break.choice.${days}`) })),
            { value: 'other' as const, title: t('break.choice.other') },
          ]}
          testId="break-choices"
        />
        {choice === 'other' && (
          <div className="form-field">
            <label htmlFor="break-days">{t('break.days')}</label>
            <input
              id="break-days"
              className="text-input"
              inputMode="numeric"
              autoComplete="off"
              value={otherDays}
              onChange={(event) => setOtherDays(event.target.value)}
              aria-invalid={daysError ? true : undefined}
              aria-describedby={daysError ? 'break-days-error' : undefined}
            />
            {daysError && (
              <p id="break-days-error" className="form-error" role="alert">
                {t('break.daysInvalid')}
              </p>
            )}
          </div>
        )}
        {refusal && (
          <Callout tone="danger" role="alert">
            <p>{refusal}</p>
          </Callout>
        )}
        <Button block type="submit" color="primary" size="large">
          {t('break.submit')}
        </Button>
      </form>

      <PopupDialog
        visible={confirming !== null}
        title={
          confirming === null
            ? undefined
            : t('break.confirmTitle', { date: format.dateTime(breakEnd(confirming).toISOString()) })
        }
        onClose={() => setConfirming(null)}
        onConfirm={send}
        confirmLoading={takeBreak.isPending}
        confirmText={t('break.confirm')}
        showCancelButton
        testId="break-confirm"
        className="protection-dialog"
      >
        <p className="protection-warning">{t('break.confirmText')}</p>
        <p>{t('break.stillOpen')}</p>
      </PopupDialog>
    </section>
  );
}
