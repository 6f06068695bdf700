// The rules the page explains before the server applies them: when a new deposit or loss limit takes effect,
// the break lengths offered, and whether play is closed by a break, an exclusion or its cooling-off.
import type { DepositLimit, LimitKind, LimitPeriod, ProtectionStatus } from '@hall/contracts/protection';

export const LIMIT_PERIODS: LimitPeriod[] = ['day', 'week', 'month'];

/** The break lengths offered in one tap, in days; any other from 1 to 42 can be typed. */
export const BREAK_CHOICES = [1, 7, 14, 42] as const;
export const BREAK_MIN_DAYS = 1;
export const BREAK_MAX_DAYS = 42;

/** A raise or a removal waits this long (the server's rule, shown before the player saves). */
export const COOLING_OFF_HOURS = 24;

export type LimitTiming = 'now' | 'after24h' | 'unchanged';

/**
 * When a new limit (null = none) would apply: a lower limit or a first one at once; a higher one or a
 * removal after a day; the limit in force again, nothing to do (though it cancels a pending change).
 */
export function limitTiming(current: string | null, next: string | null): LimitTiming {
  if (current === next) return 'unchanged';
  if (next === null) return 'after24h';
  if (current === null) return 'now';
  return BigInt(next) < BigInt(current) ? 'now' : 'after24h';
}

/** A limit typed as the player writes it ('3,000', '3 000', '３０００') as the digits the server takes, or null. */
export function parseLimitAmount(text: string): string | null {
  let digits = text
    .normalize('NFKC')
    .trim()
    .replace(/[\s,']/g, '');
  // Dots as thousands separators (3.000 in Vietnamese); a decimal point is left to be refused.
  if (/^\d{1,3}(\.\d{3})+$/.test(digits)) digits = digits.replace(/\./g, '');
  return /^[1-9]\d{0,11}$/.test(digits) ? digits : null;
}

/** Days typed for a break, or null unless a whole number from 1 to 42. */
export function parseBreakDays(text: string): number | null {
  const trimmed = text.normalize('NFKC').trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days >= BREAK_MIN_DAYS && days <= BREAK_MAX_DAYS ? days : null;
}

/** When a break of `days` taken at `now` ends. */
export function breakEnd(days: number, now: Date = new Date()): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

export function limitOf(status: ProtectionStatus, period: LimitPeriod, kind: LimitKind = 'deposit'): DepositLimit {
  const limits = kind === 'deposit' ? status.limits : status.lossLimits;
  return limits.find((limit) => limit.period === period) ?? { period, amount: null, used: '0', pending: null };
}

/** What closes deposits and play now, if anything: a break, an exclusion, or the cooling-off after one. */
export type Closure =
  | { kind: 'timeout'; until: string | null }
  | { kind: 'self_exclusion'; until: string | null }
  | { kind: 'cooling_off'; until: string };

export function closureOf(status: ProtectionStatus, now: Date = new Date()): Closure | null {
  if (status.exclusion) return { kind: status.exclusion.kind, until: status.exclusion.until };
  if (status.coolingOffUntil && new Date(status.coolingOffUntil) > now)
    return { kind: 'cooling_off', until: status.coolingOffUntil };
  return null;
}
