// Player protection the player sets for themself (UKGC RTS 12-14, the MGA player-protection
// directive): a time-out, a self-exclusion, and deposit and loss limits per day, week and month. The
// server enforces them; a limit may be lowered at once, raised or removed only after a day's
// cooling-off, and an exclusion can never be ended early.
import { z } from 'zod';
import { text } from './fields';

export const LimitPeriod = z.enum(['day', 'week', 'month']);
export type LimitPeriod = z.infer<typeof LimitPeriod>;
export const ExclusionPeriod = z.enum(['6m', '1y', '5y', 'permanent']);
export type ExclusionPeriod = z.infer<typeof ExclusionPeriod>;
/** What a limit caps: coins deposited, or net loss at play (coins bet less coins won). */
export const LimitKind = z.enum(['deposit', 'loss']);
export type LimitKind = z.infer<typeof LimitKind>;

const Coins = z.string().regex(/^\d+$/);

export const DepositLimit = z.object({
  period: LimitPeriod,
  /** The limit in force, in coins; null when none. */
  amount: Coins.nullable(),
  /**
   * In the period's rolling window: coins deposited (paid or awaiting payment) for a deposit limit,
   * the net loss (bets less wins, 0 when ahead) for a loss limit.
   */
  used: Coins,
  /** A raise or removal waiting out its cooling-off: the new limit (null = none) and when it applies. */
  pending: z.object({ amount: Coins.nullable(), from: z.string().datetime() }).nullable(),
});
export type DepositLimit = z.infer<typeof DepositLimit>;

/** POST /v2/app/protection/status (and every change answers it) */
export const ProtectionStatus = z.object({
  /** A time-out or self-exclusion in force: until when (null = permanent). */
  exclusion: z
    .object({ kind: z.enum(['timeout', 'self_exclusion']), until: z.string().datetime().nullable() })
    .nullable(),
  /** After a self-exclusion ends, play stays closed for seven more days. */
  coolingOffUntil: z.string().datetime().nullable(),
  limits: z.array(DepositLimit),
  /** Loss limits, in the same shape (a spin whose bet could pass one is refused). */
  lossLimits: z.array(DepositLimit),
  /** Minutes of play between reality checks (the player's choice; 60 unless changed). */
  realityCheckMinutes: z.number().int().optional(),
});
export type ProtectionStatus = z.infer<typeof ProtectionStatus>;

/** POST /v2/app/protection/timeout: a break of 1 to 42 days (24 hours to six weeks). */
export const TimeoutRequest = z.object({
  days: z.number({ error: 'validation.required' }).int().min(1).max(42),
});
export type TimeoutRequest = z.input<typeof TimeoutRequest>;

/** POST /v2/app/protection/exclude: confirmed with the sign-in password. */
export const ExcludeRequest = z.object({
  period: ExclusionPeriod,
  password: text().min(1, { error: 'validation.required' }).max(128, { error: 'validation.too_long' }),
});
export type ExcludeRequest = z.input<typeof ExcludeRequest>;

/** POST /v2/app/protection/deposit-limit: a deposit or loss limit in coins, or null to remove it. */
export const DepositLimitRequest = z.object({
  /** Deposit unless told otherwise (the call predates loss limits). */
  kind: LimitKind.default('deposit'),
  period: LimitPeriod,
  amount: z
    .string()
    .regex(/^[1-9]\d{0,11}$/, { error: 'validation.amount' })
    .nullable(),
});
export type DepositLimitRequest = z.input<typeof DepositLimitRequest>;

export const REALITY_CHECK_CHOICES = [15, 30, 45, 60, 90, 120] as const;
/** POST /v2/app/protection/reality-check/interval */
export const RealityIntervalRequest = z.object({
  minutes: z
    .number({ error: 'validation.required' })
    .int()
    .refine((m) => (REALITY_CHECK_CHOICES as readonly number[]).includes(m), { error: 'validation.invalid' }),
});
export type RealityIntervalRequest = z.input<typeof RealityIntervalRequest>;
/**
 * POST /v2/app/protection/reality-check: the answer to a reality check (a spin refused with reason
 * `reality_check`, the session's minutes and net result in the error's data): go on playing, or stop
 * (the play session ends and play pauses).
 */
export const RealityAnswerRequest = z.object({ action: z.enum(['continue', 'stop']) });
export type RealityAnswerRequest = z.input<typeof RealityAnswerRequest>;
/**
 * After Stop: the session's minutes and net result (coins won less coins bet in its rounds; negative
 * when lost) and when play reopens; spins before then are refused with reason `play_paused`.
 */
export const RealityAnswer = z.object({
  action: z.enum(['continue', 'stop']),
  sessionMinutes: z.number().int().optional(),
  sessionNet: z.string().optional(),
  pausedUntil: z.string().datetime().optional(),
});
export type RealityAnswer = z.infer<typeof RealityAnswer>;

/** POST /v2/admin/protection/get: a player's protections and their history (operators cannot lift them). */
export const AdminProtectionRequest = z.object({ userId: z.number().int().positive() });
export const ProtectionEvent = z.object({
  kind: z.enum(['timeout', 'self_exclusion', 'deposit_limit', 'loss_limit']),
  detail: z.string(),
  createdAt: z.string().datetime(),
});
export const AdminProtection = ProtectionStatus.extend({ history: z.array(ProtectionEvent) });
