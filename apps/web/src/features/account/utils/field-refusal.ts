// Server refusals that belong to one field of an account form (a wrong captcha or e-mail code, a
// taken name) are said under that field, where the player is looking. The call's hook lists them in
// its meta.quietReasons so the shell does not toast them too; every other error still toasts.
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

/** The field each of a call's quiet refusal reasons is shown under: every reason has one. */
export type RefusalFields<Reasons extends readonly string[], Field extends string = string> = Readonly<
  Record<Reasons[number], Field>
>;

export interface FieldRefusal<Field extends string> {
  field: Field;
  /** The server's message, already in the player's language. */
  message: string;
}

/** The field a refusal belongs to, by its reason, with its message; null for any other error. */
export function fieldRefusal<Field extends string>(
  error: unknown,
  fields: Readonly<Partial<Record<string, Field>>>,
): FieldRefusal<Field> | null {
  if (!(error instanceof ApiError) || error.reason === undefined || !Object.hasOwn(fields, error.reason)) return null;
  const field = fields[error.reason];
  return field ? { field, message: error.message } : null;
}

/** Puts a refusal under its field and moves the focus there (shownError renders it as sent). */
export function showFieldRefusal<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  refusal: FieldRefusal<FieldPath<Values>>,
): void {
  setError(refusal.field, { type: 'server', message: refusal.message }, { shouldFocus: true });
}
