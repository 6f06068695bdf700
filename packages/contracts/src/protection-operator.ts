// Customer service acting on a player's protections (POST /v2/admin/protection/set): a deposit or
// loss limit, a break or a self-exclusion, each with the operator's reason. An operator may only
// tighten: a limit no higher than the one in force, a break or exclusion that ends later than any in
// force. Nothing an operator does can lift what the player chose.
import { z } from 'zod';
import { text } from './fields';
import { ExclusionPeriod, LimitKind, LimitPeriod } from './protection';

const UserId = z.number().int().positive();
/** Told to the player in the letter, and kept in the audit log and the protection history. */
const Reason = text().trim().min(1, { error: 'validation.required' }).max(120, { error: 'validation.too_long' });

export const OperatorProtectionRequest = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('limit'),
    userId: UserId,
    kind: LimitKind,
    period: LimitPeriod,
    amount: z.string().regex(/^[1-9]\d{0,11}$/, { error: 'validation.amount' }),
    reason: Reason,
  }),
  z.object({ action: z.literal('timeout'), userId: UserId, days: z.number().int().min(1).max(42), reason: Reason }),
  z.object({ action: z.literal('exclude'), userId: UserId, period: ExclusionPeriod, reason: Reason }),
]);
export type OperatorProtectionRequest = z.input<typeof OperatorProtectionRequest>;
