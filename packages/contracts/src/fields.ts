// Field rules shared by every form and request that carries them (SPEC.md section 5). Messages are
// i18n keys: the web app translates them, the server answers with its own localised messages.
import { z } from 'zod';

export const ACCOUNT_MIN = 4;
export const ACCOUNT_MAX = 16;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;
export const EMAIL_CODE_LENGTH = 6;
export const FUND_PASSWORD_LENGTH = 6;

// Control characters make no sense in anything a person types and break storage (PostgreSQL
// refuses NUL in text), so every string a request carries goes through `text()`. One-line values
// refuse all of them (C0, DEL, C1); multi-line values keep tab, line feed and carriage return.
// A single character class keeps the check linear even on megabytes of input.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ONE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/** A request string without control characters; `multiline` allows tab and line breaks (never NUL). */
export function text(options: { multiline?: boolean; error?: string } = {}) {
  return z
    .string(options.error ? { error: options.error } : undefined)
    .regex(options.multiline ? MULTI_LINE : ONE_LINE, { error: 'validation.invalid' });
}

/** The earliest and latest instant a request may name: outside them no row exists nor may be scheduled. */
export const INSTANT_MIN = '2000-01-01T00:00:00Z';
export const INSTANT_MAX = '2100-01-01T00:00:00Z';
const INSTANT_MIN_MS = Date.parse(INSTANT_MIN);
const INSTANT_MAX_MS = Date.parse(INSTANT_MAX);

/** An ISO 8601 instant with an offset, between INSTANT_MIN and INSTANT_MAX inclusive. */
export function instant() {
  return z
    .string()
    .datetime({ offset: true })
    .refine(
      (value) => {
        const ms = Date.parse(value);
        return ms >= INSTANT_MIN_MS && ms <= INSTANT_MAX_MS;
      },
      { error: 'validation.invalid' },
    );
}

export const Account = text({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .min(ACCOUNT_MIN, { error: 'validation.account_length' })
  .max(ACCOUNT_MAX, { error: 'validation.account_length' })
  .regex(/^[A-Za-z0-9]+$/, { error: 'validation.account_format' });

/** Sign-in accepts the user name or the e-mail address. */
export const AccountOrEmail = text({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(254, { error: 'validation.too_long' });

export const Email = text({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(254, { error: 'validation.too_long' })
  .pipe(z.email({ error: 'validation.email_format' }));

export const Password = text({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .min(PASSWORD_MIN, { error: 'validation.password_length' })
  .max(PASSWORD_MAX, { error: 'validation.password_length' });

/** A password typed to prove who you are: any length up to the maximum (old passwords may be short). */
export const CurrentPassword = text({ multiline: true, error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(PASSWORD_MAX, { error: 'validation.too_long' });

export const EmailCode = text({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), { error: 'validation.code_format' });

export const CaptchaAnswer = text({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(12, { error: 'validation.too_long' });

export const CaptchaId = text().max(64).default('');

export const FundPassword = text({ error: 'validation.required' }).regex(new RegExp(`^\\d{${FUND_PASSWORD_LENGTH}}$`), {
  error: 'validation.fund_password_format',
});

export const AgentCode = text()
  .trim()
  .max(16, { error: 'validation.too_long' })
  .regex(/^[A-Za-z0-9]*$/, { error: 'validation.agent_code_format' });

/** Password strength of SPEC.md section 5: how many of four classes appear; 0 when empty or under 6. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  if (password.length < PASSWORD_MIN) return 0;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((r) => r.test(password)).length;
  return classes as 0 | 1 | 2 | 3 | 4;
}

/** The earliest date of birth accepted: anything before it is a typing mistake. */
export const BIRTH_DATE_MIN = '1900-01-01';

/**
 * A date of birth, YYYY-MM-DD: a real calendar day, from 1900 and not after today. "Today" is taken
 * in the time zone that is furthest ahead (UTC+14), so a baby born today anywhere is not "in the future".
 */
export const BirthDate = text({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.birth_date' })
  .refine(
    (value) => {
      const day = new Date(`${value}T00:00:00Z`);
      const real = !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
      const latest = new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);
      return real && value >= BIRTH_DATE_MIN && value <= latest;
    },
    { error: 'validation.birth_date' },
  );
