// The reality check's interval: every how many minutes of play the machine stops to show the
// session's time and net result (the server holds play until the player answers). A lower or higher
// interval applies from the next play session.
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REALITY_CHECK_CHOICES, type ProtectionStatus } from '@hall/contracts/protection';
import { OptionCards } from '../../../components/option-cards';
import { useSetRealityInterval } from '../api/protection';

type Minutes = (typeof REALITY_CHECK_CHOICES)[number];

export function RealityCheck({ status }: { status: ProtectionStatus }) {
  const { t } = useTranslation('protection');
  const current = (status.realityCheckMinutes ?? 60) as Minutes;
  const [minutes, setMinutes] = useState<Minutes>(current);
  const save = useSetRealityInterval();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ minutes });
  };
  return (
    <section className="protection-section" aria-labelledby="protection-reality-title" data-testid="reality-check">
      <h2 id="protection-reality-title" className="protection-section-title">
        {t('reality.title')}
      </h2>
      <p className="protection-section-intro">{t('reality.intro', { minutes: current })}</p>
      <form className="form money-form" onSubmit={onSubmit} noValidate>
        <OptionCards<Minutes>
          legend={t('reality.every')}
          value={minutes}
          onChange={setMinutes}
          options={REALITY_CHECK_CHOICES.map((m) => ({ value: m, title: t('reality.minutes', { count: m }) }))}
          testId="reality-choices"
        />
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={save.isPending}
          disabled={minutes === current}
        >
          {t('reality.submit')}
        </Button>
      </form>
    </section>
  );
}
