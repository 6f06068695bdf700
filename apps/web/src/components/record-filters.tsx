// The filter row above every record list: a date range and one drop-down (status or game). Changing
// either is a new search: `onSearch` then runs too (the lists go back to their first page).
import { useId } from 'react';
import { DateRangeFilter, type RangeValue } from './date-range-filter';

/** The period every record tab starts on (deposits, withdrawals and game rounds alike). */
export const DEFAULT_RECORD_RANGE: RangeValue = { preset: '30d' };

export interface RecordFiltersProps {
  range: RangeValue;
  /** The last day that may be chosen (today). */
  maxDay: string;
  onRange: (next: RangeValue) => void;
  /** After either filter changed. */
  onSearch: () => void;
  choice: {
    label: string;
    /** The first option, meaning "no filter". */
    allLabel: string;
    value: string;
    options: { value: string; label: string }[];
    onChange: (value: string) => void;
    testId: string;
  };
}

export function RecordFilters({ range, maxDay, onRange, onSearch, choice }: RecordFiltersProps) {
  const choiceId = useId();
  return (
    <div className="record-filters">
      <DateRangeFilter
        value={range}
        maxDay={maxDay}
        onChange={(next) => {
          onRange(next);
          onSearch();
        }}
      />
      <div className="form-field status-filter">
        <label htmlFor={choiceId}>{choice.label}</label>
        <select
          id={choiceId}
          className="text-input select-input"
          value={choice.value}
          data-testid={choice.testId}
          onChange={(event) => {
            choice.onChange(event.target.value);
            onSearch();
          }}
        >
          <option value="">{choice.allLabel}</option>
          {choice.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
