// A labelled text input with its error and hint wired to it for screen readers, an optional prefix
// (a dialling code) and an optional addon beside it (a send-code button). Takes react-hook-form's
// register() props directly. Password inputs can be revealed with a toggle.
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon';
import './form.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  prefix?: ReactNode;
  addon?: ReactNode;
  /** Password inputs only: a button that shows the typed characters. */
  revealable?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  id,
  label,
  error,
  hint,
  prefix,
  addon,
  revealable = false,
  type = 'text',
  className,
  ref,
  ...inputProps
}: TextFieldProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['form-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <div className="input-row">
        <div className={['input-box', error ? 'input-box-invalid' : ''].filter(Boolean).join(' ')}>
          {prefix && <span className="input-prefix">{prefix}</span>}
          <input
            id={id}
            ref={ref}
            className="text-input"
            type={revealable && revealed ? 'text' : type}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...inputProps}
          />
          {revealable && (
            <button
              type="button"
              className="input-reveal"
              aria-pressed={revealed}
              aria-label={t('form.showPassword')}
              aria-controls={id}
              onClick={() => setRevealed((value) => !value)}
            >
              <Icon name={revealed ? 'eyeOff' : 'eye'} size={18} />
            </button>
          )}
        </div>
        {addon}
      </div>
      {hint && (
        <div id={hintId} className="form-hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
