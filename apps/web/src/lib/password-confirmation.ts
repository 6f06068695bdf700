// "Confirm password must match" (SPEC.md section 5) for every form that sets a password: the
// mismatch is reported on the confirmation field once both fields are otherwise fine.
import type { z } from 'zod';

type WithPasswords = z.ZodObject<{ confirmPassword: z.ZodString } & z.ZodRawShape>;

export function withConfirmedPassword<T extends WithPasswords>(schema: T, passwordField = 'password') {
  return schema.check((ctx) => {
    const value = ctx.value as Record<string, unknown>;
    const confirm = value.confirmPassword;
    if (typeof confirm !== 'string' || confirm === '') {
      ctx.issues.push({
        code: 'custom',
        input: confirm,
        path: ['confirmPassword'],
        message: 'validation.required',
      });
      return;
    }
    if (confirm !== value[passwordField]) {
      ctx.issues.push({
        code: 'custom',
        input: confirm,
        path: ['confirmPassword'],
        message: 'validation.password_mismatch',
      });
    }
  });
}
