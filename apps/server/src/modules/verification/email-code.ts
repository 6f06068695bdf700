// Six-digit e-mail codes for registration, password recovery and fund-password changes: a 10-minute
// life, a 60-second resend cooldown enforced here, five wrong tries burn the code. Only a hash of
// the code is kept. Each try is counted before the comparison, so parallel guesses cannot compare
// more than five times.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@hall/contracts/locale';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import { AppError } from '../../lib/app-error';
import { clearLimit, consume, release, tryReserve, type Limit } from '../../lib/rate-limit';
import type { Mailer } from '../mail/mailer';
import { codeMail } from '../mail/templates';

export type CodePurpose = 'register' | 'reset' | 'fund' | 'email';

export const CODE_TTL_SECONDS = 600;
export const RESEND_COOLDOWN_SECONDS = 60;
export const MAX_WRONG_TRIES = 5;
/** Codes one address may be sent per hour, on top of the cooldown. */
const HOURLY_PER_ADDRESS = 6;

const hash = (code: string) => createHash('sha256').update(code).digest();
const keys = (purpose: CodePurpose, typed: string) => {
  // A subject may be a typed name of up to 254 characters; long ones are hashed to fit the key column.
  const subject = typed.length <= 100 ? typed : `sha256:${hash(typed).toString('hex')}`;
  return {
    code: `code:${purpose}:${subject}`,
    tries: { key: `code-try:${purpose}:${subject}`, max: MAX_WRONG_TRIES, windowSeconds: CODE_TTL_SECONDS } as Limit,
    cooldown: `code-cooldown:${purpose}:${subject}`,
  };
};

export interface SendCodeInput {
  purpose: CodePurpose;
  /** What the code is bound to: the e-mail for registration, the user id otherwise. */
  subject: string;
  /** Null when there is no such account: limits apply alike, but nothing is stored or sent. */
  email: string | null;
  locale: Locale;
  ip: string;
  /** Codes one client address may ask for per hour (CODES_PER_IP_HOUR). */
  perIpHourly?: number;
  /** A link the mail carries besides the code (built from it), e.g. to the prefilled reset form. */
  link?: (code: string) => string;
}

export async function sendEmailCode(store: EphemeralStore, mailer: Mailer, input: SendCodeInput) {
  const k = keys(input.purpose, input.subject);
  const cooldown = await store.increment(k.cooldown, RESEND_COOLDOWN_SECONDS);
  if (cooldown.count > 1) {
    throw new AppError(
      429,
      'code_cooldown',
      'auth.code_cooldown',
      { seconds: cooldown.ttlSeconds },
      { retryAfterSeconds: cooldown.ttlSeconds },
    );
  }
  await consume(store, {
    key: `code-hour:${input.purpose}:${input.subject}`,
    max: HOURLY_PER_ADDRESS,
    windowSeconds: 3600,
  });
  await consume(store, { key: `code-ip:${input.ip}`, max: input.perIpHourly ?? 20, windowSeconds: 3600 });

  if (input.email === null) return { resendAfterSeconds: RESEND_COOLDOWN_SECONDS };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await clearLimit(store, k.tries);
  await store.put(k.code, hash(code).toString('hex'), CODE_TTL_SECONDS);
  await mailer.send(
    codeMail(input.locale, input.purpose, input.email, code, CODE_TTL_SECONDS / 60, input.link?.(code)),
  );
  return { resendAfterSeconds: RESEND_COOLDOWN_SECONDS };
}

/**
 * Checks a code and uses it up. A try is taken before comparing (one atomic count), so of any
 * number of parallel guesses only the first five are compared; the fifth wrong one burns the code.
 * `beforeUse` runs once the code is known right, before it is used up: when it refuses the request
 * (a new password that breaks a rule, say) the code stays for the corrected one, and nobody without
 * the code ever reaches it.
 */
export async function consumeEmailCode(
  store: EphemeralStore,
  purpose: CodePurpose,
  subject: string,
  code: string,
  beforeUse?: () => Promise<void>,
) {
  const k = keys(purpose, subject);
  const invalid = () => new AppError(400, 'code_invalid', 'auth.code_invalid');
  const tries = await tryReserve(store, k.tries);
  // No try left: refused without a comparison. The code is not deleted here: the tries may be held
  // by correct answers still running, and the one that wins must find it; a code whose tries were
  // all spent on wrong answers was deleted by the last of them.
  if (!tries.granted) throw invalid();
  const stored = await store.get(k.code);
  const expected = stored ? Buffer.from(stored, 'hex') : null;
  if (stored && expected?.length === 32 && timingSafeEqual(expected, hash(code))) {
    if (beforeUse) {
      try {
        await beforeUse();
      } catch (err) {
        // The right code: its try is given back, not counted towards burning it.
        await release(store, k.tries);
        throw err;
      }
    }
    // Taking it is the real check: of two concurrent correct answers only one gets the code.
    if ((await store.take(k.code)) !== stored) throw invalid();
    await clearLimit(store, k.tries);
    return;
  }
  // No code (never sent, expired, or burned) counts like a wrong one, so both answer alike.
  if (tries.used >= MAX_WRONG_TRIES) {
    await store.delete(k.code);
    throw new AppError(400, 'code_burned', 'auth.code_burned');
  }
  throw invalid();
}
