// Field rules shared by every form and request that carries them (SPEC.md section 5). Messages are
// i18n keys: the web app translates them, the server answers with its own localised messages.
import { z } from 'zod';

export const ACCOUNT_MIN = 4;
export const ACCOUNT_MAX = 16;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;
export const EMAIL_CODE_LENGTH = 6;
export const FUND_PASSWORD_LENGTH = 6;

export const Account = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .min(ACCOUNT_MIN, { error: 'validation.account_length' })
  .max(ACCOUNT_MAX, { error: 'validation.account_length' })
  .regex(/^[A-Za-z0-9]+$/, { error: 'validation.account_format' });

/** Sign-in accepts the user name or the e-mail address. */
export const AccountOrEmail = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(254, { error: 'validation.too_long' });

export const Email = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(254, { error: 'validation.too_long' })
  .pipe(z.email({ error: 'validation.email_format' }));

export const Password = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .min(PASSWORD_MIN, { error: 'validation.password_length' })
  .max(PASSWORD_MAX, { error: 'validation.password_length' });

/** A password typed to prove who you are: any length up to the maximum (old passwords may be short). */
export const CurrentPassword = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(PASSWORD_MAX, { error: 'validation.too_long' });

export const EmailCode = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), { error: 'validation.code_format' });

export const CaptchaAnswer = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(12, { error: 'validation.too_long' });

export const CaptchaId = z.string().max(64).default('');

export const FundPassword = z
  .string({ error: 'validation.required' })
  .regex(new RegExp(`^\\d{${FUND_PASSWORD_LENGTH}}$`), { error: 'validation.fund_password_format' });

export const AgentCode = z
  .string()
  .trim()
  .max(16, { error: 'validation.too_long' })
  .regex(/^[A-Za-z0-9]*$/, { error: 'validation.agent_code_format' });

/** Password strength of SPEC.md section 5: how many of four classes appear; 0 when empty or under 6. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  if (password.length < PASSWORD_MIN) return 0;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((r) => r.test(password)).length;
  return classes as 0 | 1 | 2 | 3 | 4;
}
