// Self-exclusion for 6 months, 1 year, 5 years or for good, confirmed with the sign-in password and a
// dialog that says it cannot be ended early, about the seven days of cooling-off after it, and what
// stays possible meanwhile (withdrawals, records, letters).
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ExcludeRequest, ExclusionPeriod } from '@hall/contracts/protection';
import { Callout } from '../../../components/callout';
import { TextField } from '../../../components/form/text-field';
import { OptionCards } from '../../../components/option-cards';
import { PopupDialog } from '../../../components/popup-dialog';
import { explainSessionEnd } from '../../../lib/session-store';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorText } from '../../../lib/form-errors';
import { useSelfExclude } from '../api/protection';

export function SelfExclusion({ onExcluded }: { onExcluded: () => void }) {
  const { t } = useTranslation('protection');
  const exclude = useSelfExclude();
  const [confirming, setConfirming] = useState<ExcludeRequest | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors },
  } = useForm<ExcludeRequest>({
    resolver: zodResolver(ExcludeRequest),
    defaultValues: { period: '6m', password: '' },
  });
  const period = useWatch({ control, name: 'period' });

  const onSubmit = handleSubmit((values) => {
    setRefusal(null);
    setConfirming(values);
  });

  const send = () => {
    if (!confirming) return;
    // The server ends every session as it answers, and the live stream may say so first.
    const releaseExplanation = explainSessionEnd();
    exclude.mutate(confirming, {
      onSuccess: () => {
        setConfirming(null);
        // The server has ended every session of the player: the panel says so, then leaves.
        onExcluded();
      },
      onError: (error) => {
        releaseExplanation();
        setConfirming(null);
        const reason = error instanceof ApiError ? error.reason : undefined;
        if (reason === 'password_wrong') setError('password', { message: error.message }, { shouldFocus: true });
        else setRefusal(error instanceof ApiError ? error.message : String(error));
      },
    });
  };

  const passwordError = errors.password?.message;
  const permanent = confirming?.period === 'permanent';

  return (
    <section className="protection-section" aria-labelledby="protection-exclusion-title" data-testid="self-exclusion">
      <h2 id="protection-exclusion-title" className="protection-section-title">
        {t('exclusion.title')}
      </h2>
      <p className="protection-section-intro">{t('exclusion.intro')}</p>
      <form className="form money-form" onSubmit={onSubmit} noValidate>
        <OptionCards
          legend={t('exclusion.length')}
          value={period}
          onChange={(value) => setValue('period', value)}
          options={ExclusionPeriod.options.map((value) => ({ value, title: t(`exclusion.period.${value}`) }))}
          testId="exclusion-choices"
        />
        <TextField
          id="exclusion-password"
          type="password"
          revealable
          autoComplete="current-password"
          label={t('exclusion.password')}
          hint={t('exclusion.passwordHint')}
          error={
            passwordError
              ? passwordError.startsWith('validation.')
                ? fieldErrorText(t, passwordError, t('exclusion.passwordField'))
                : passwordError
              : undefined
          }
          {...register('password')}
        />
        {refusal && (
          <Callout tone="danger" role="alert" testId="exclusion-refusal">
            <p>{refusal}</p>
          </Callout>
        )}
        <Button block type="submit" color="danger" size="large">
          {t('exclusion.submit')}
        </Button>
      </form>

      <PopupDialog
        visible={confirming !== null}
        title={
          permanent
            ? t('exclusion.confirmTitlePermanent')
            : t('exclusion.confirmTitle', { period: t(`exclusion.period.${confirming?.period ?? '6m'}`) })
        }
        onClose={() => setConfirming(null)}
        onConfirm={send}
        confirmLoading={exclude.isPending}
        confirmText={t('exclusion.confirm')}
        showCancelButton
        testId="exclusion-confirm"
        className="protection-dialog"
      >
        <p className="protection-warning">
          {permanent ? t('exclusion.confirmTextPermanent') : t('exclusion.confirmText')}
        </p>
        <p>{t('exclusion.stillOpen')}</p>
      </PopupDialog>
    </section>
  );
}
