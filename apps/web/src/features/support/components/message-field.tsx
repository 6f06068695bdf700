// The message box of a help request or a reply: a labelled text area that keeps its line breaks, with
// how many of the 4,000 characters are used and the error tied to it for screen readers.
import { SUPPORT_MESSAGE_MAX } from '@hall/contracts/support';
import type { TextareaHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface MessageFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string;
  label: string;
  /** What is typed so far, for the count. */
  length: number;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

export function MessageField({ id, label, length, error, ref, ...textareaProps }: MessageFieldProps) {
  const { t } = useTranslation('support');
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        ref={ref}
        className="text-input support-textarea"
        rows={6}
        maxLength={SUPPORT_MESSAGE_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : null, countId].filter(Boolean).join(' ')}
        {...textareaProps}
      />
      <p id={countId} className="form-hint support-count">
        {t('form.count', { used: length, max: SUPPORT_MESSAGE_MAX })}
      </p>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
