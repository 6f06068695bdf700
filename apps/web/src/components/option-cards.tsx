// A choice among a few rich options (payment channels, bank cards) as radio buttons drawn as cards:
// arrow keys move between them, and each card's text is its label.
import { useId, type ReactNode } from 'react';
import '../styles/money.css';

export interface OptionCard<T extends string | number> {
  value: T;
  title: ReactNode;
  detail?: ReactNode;
}

export interface OptionCardsProps<T extends string | number> {
  legend: ReactNode;
  options: OptionCard<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  name?: string;
  testId?: string;
}

export function OptionCards<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  name,
  testId,
}: OptionCardsProps<T>) {
  const id = useId();
  return (
    <fieldset className="option-cards" data-testid={testId}>
      <legend className="filter-legend">{legend}</legend>
      <div className="option-cards-grid">
        {options.map((option) => (
          <label key={option.value} className="option-card">
            <input
              type="radio"
              name={name ?? id}
              value={String(option.value)}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className="option-card-text">
              <span className="option-card-title">{option.title}</span>
              {option.detail && <span className="option-card-detail">{option.detail}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
