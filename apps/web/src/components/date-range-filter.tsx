// Chooses the period of a record list: today, 7 days, 30 days, or two days picked by hand.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RANGE_PRESETS, type DayString, type RangePreset } from '../lib/date-range';
import '../styles/money.css';

export interface RangeValue {
  preset: RangePreset;
  from?: DayString;
  to?: DayString;
}

export interface DateRangeFilterProps {
  value: RangeValue;
  onChange: (value: RangeValue) => void;
  /** Latest day a custom range may end on (today). */
  maxDay: DayString;
}

export function DateRangeFilter({ value, onChange, maxDay }: DateRangeFilterProps) {
  const { t } = useTranslation('finance');
  const id = useId();
  const wrongOrder = value.preset === 'custom' && value.from && value.to && value.from > value.to;
  return (
    <fieldset className="range-filter">
      <legend className="filter-legend">{t('filters.period')}</legend>
      <div className="chip-group">
        {RANGE_PRESETS.map((preset) => (
          <label key={preset} className="chip">
            <input
              type="radio"
              name={`${id}-preset`}
              value={preset}
              checked={value.preset === preset}
              onChange={() => onChange({ ...value, preset })}
            />
            <span>{t(`filters.presets.${preset}`)}</span>
          </label>
        ))}
      </div>
      {value.preset === 'custom' && (
        <div className="range-custom">
          <div className="form-field">
            <label htmlFor={`${id}-from`}>{t('filters.from')}</label>
            <input
              id={`${id}-from`}
              className="text-input"
              type="date"
              max={value.to || maxDay}
              value={value.from ?? ''}
              aria-invalid={wrongOrder ? true : undefined}
              onChange={(event) => onChange({ ...value, from: event.target.value || undefined })}
            />
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-to`}>{t('filters.to')}</label>
            <input
              id={`${id}-to`}
              className="text-input"
              type="date"
              min={value.from}
              max={maxDay}
              value={value.to ?? ''}
              aria-invalid={wrongOrder ? true : undefined}
              onChange={(event) => onChange({ ...value, to: event.target.value || undefined })}
            />
          </div>
          {wrongOrder && (
            <p className="form-error" role="alert">
              {t('filters.wrongOrder')}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
