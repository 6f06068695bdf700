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

/**
 * An account whose e-mail address, ID number or card (refused) or name with date of birth or phone
 * number (flagged) is a self-excluded player's. POST /v2/admin/protection/identity-matches answers a player's.
 */
export const IdentityMatch = z.object({
  excludedUserId: z.number().int(),
  excludedAccount: z.string(),
  field: z.enum(['email', 'id_number', 'card', 'name_birth', 'phone']),
  outcome: z.enum(['refused', 'flagged']),
  createdAt: z.string().datetime(),
});
export type IdentityMatch = z.infer<typeof IdentityMatch>;
export const IdentityMatchesRequest = z.object({ userId: z.number().int().positive() });
export const IdentityMatches = z.object({ list: z.array(IdentityMatch) });
