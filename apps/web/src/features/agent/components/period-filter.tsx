// Chooses a report period: today, yesterday, this week, this month, or two days picked by hand.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_MAX_DAYS } from '@hall/contracts/agent';
import { toDayString } from '../../../lib/date-range';
import { REPORT_PERIODS, periodProblem, type PeriodValue } from '../utils/period';
import '../../../styles/money.css';

export interface PeriodFilterProps {
  value: PeriodValue;
  onChange: (value: PeriodValue) => void;
}

export function PeriodFilter({ value, onChange }: PeriodFilterProps) {
  const { t } = useTranslation('agent');
  const id = useId();
  const today = toDayString(new Date());
  const problem = periodProblem(value);
  const shownProblem = problem === 'missing' ? null : problem;
  return (
    <fieldset className="range-filter" data-testid="period-filter">
      <legend className="filter-legend">{t('period.legend')}</legend>
      <div className="chip-group">
        {REPORT_PERIODS.map((period) => (
          <label key={period} className="chip">
            <input
              type="radio"
              name={`${id}-period`}
              value={period}
              checked={value.period === period}
              onChange={() => onChange({ ...value, period })}
            />
            <span>{t(`period.${period}`)}</span>
          </label>
        ))}
      </div>
      {value.period === 'custom' && (
        <div className="range-custom">
          <div className="form-field">
            <label htmlFor={`${id}-from`}>{t('period.from')}</label>
            <input
              id={`${id}-from`}
              className="text-input"
              type="date"
              max={value.to || today}
              value={value.from ?? ''}
              aria-invalid={shownProblem ? true : undefined}
              onChange={(event) => onChange({ ...value, from: event.target.value || undefined })}
            />
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-to`}>{t('period.to')}</label>
            <input
              id={`${id}-to`}
              className="text-input"
              type="date"
              min={value.from}
              max={today}
              value={value.to ?? ''}
              aria-invalid={shownProblem ? true : undefined}
              onChange={(event) => onChange({ ...value, to: event.target.value || undefined })}
            />
          </div>
          {shownProblem && (
            <p className="form-error" role="alert">
              {t(`period.problems.${shownProblem}`, { days: REPORT_MAX_DAYS })}
            </p>
          )}
          {problem === 'missing' && <p className="field-hint">{t('period.pickBoth')}</p>}
        </div>
      )}
    </fieldset>
  );
}
