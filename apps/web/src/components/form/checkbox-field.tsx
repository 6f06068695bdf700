// A native checkbox with its label beside it (remember me, the user agreement), styled for the dark
// theme; the error, when any, is announced and tied to the box.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import './form.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ id, label, error, className, ref, ...inputProps }: CheckboxFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={['checkbox-field', className].filter(Boolean).join(' ')}>
      <div className="checkbox-row">
        <input
          id={id}
          ref={ref}
          type="checkbox"
          className="checkbox-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
