// Form messages: the contracts' zod rules carry i18n keys (validation.*, in the shared namespace);
// a missing value reads 'please input {field}' with the field named (SPEC.md section 5).
import type { TFunction } from 'i18next';

/** The text for a field's error; `field` is the field's name as the sentence needs it, translated. */
export function fieldErrorText(t: TFunction, message: string | undefined, field: string): string {
  if (!message || message === 'validation.required') {
    return t('validation.pleaseInput', { ns: 'translation', field });
  }
  return t(message, { ns: 'translation', defaultValue: t('validation.invalid', { ns: 'translation' }) });
}

/**
 * A field's error as shown: a refusal the server gave for the field (type `server`) is already in
 * the player's language; the form's own rules go through fieldErrorText.
 */
export function shownError(t: TFunction, error: { type?: string; message?: string }, field: string): string {
  if (error.type === 'server' && error.message) return error.message;
  return fieldErrorText(t, error.message, field);
}
