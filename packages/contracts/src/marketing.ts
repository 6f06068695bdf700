// Marketing consent: whether the player wants letters to everyone or to a segment (and any other
// campaign). Off until the player turns it on. Letters about their own account always arrive.
// Objections (the privacy notice's "restrict its use or object to it"): the player, or customer
// service on the player's request, stops the use of their data for marketing, for profiling, or both.
import { z } from 'zod';
import { text } from './fields';

/** POST /v2/app/marketing/consent (and the change answers it too) */
export const MarketingConsent = z.object({
  consented: z.boolean(),
  /** When the player last changed it; null: never (off). */
  updatedAt: z.string().datetime().nullable(),
  /** The player objects to marketing: consent is off and cannot be given until the objection is lifted. */
  objected: z.boolean(),
});
export type MarketingConsent = z.infer<typeof MarketingConsent>;

/** POST /v2/app/marketing/consent/set */
export const MarketingConsentRequest = z.object({ consented: z.boolean({ error: 'validation.required' }) });
export type MarketingConsentRequest = z.input<typeof MarketingConsentRequest>;

/**
 * POST /v2/app/user/data-use (and its change, and the back office's twins): what the player objects to.
 * `marketing`: no marketing of any kind (letters to everyone or to a segment), whatever the consent
 * said, which is withdrawn. `profiling`: the player is never picked by what we know of them (deposits,
 * identity check, activity, agent, language) for letters to a segment.
 */
export const DataUseObjections = z.object({
  marketing: z.boolean(),
  profiling: z.boolean(),
  /** When it last changed; null: never (no objection). */
  updatedAt: z.string().datetime().nullable(),
  /** Who made the last change: the player, or customer service on the player's request. */
  recordedBy: z.enum(['player', 'support']).nullable(),
});
export type DataUseObjections = z.infer<typeof DataUseObjections>;

const objectionChange = {
  marketing: z.boolean().optional(),
  profiling: z.boolean().optional(),
};
const changesSomething = (value: { marketing?: boolean | undefined; profiling?: boolean | undefined }) =>
  value.marketing !== undefined || value.profiling !== undefined;

/** POST /v2/app/user/data-use/set: one objection or both, each on or off; what is left out stays. */
export const DataUseObjectionsRequest = z
  .object(objectionChange)
  .refine(changesSomething, { error: 'validation.required', path: ['marketing'] });
export type DataUseObjectionsRequest = z.input<typeof DataUseObjectionsRequest>;

const UserId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** POST /v2/admin/player/data-use (support, finance): a player's objections. */
export const AdminDataUseRequest = z.object({ userId: UserId });
export type AdminDataUseRequest = z.input<typeof AdminDataUseRequest>;

/**
 * POST /v2/admin/player/data-use/set (support): an objection the player asked customer service for
 * (by a data request, an e-mail or a call), recorded with what the player said; the player is told
 * by letter.
 */
export const AdminDataUseSetRequest = z
  .object({
    userId: UserId,
    ...objectionChange,
    reason: text().trim().min(1, { error: 'validation.required' }).max(200, { error: 'validation.too_long' }),
  })
  .refine(changesSomething, { error: 'validation.required', path: ['marketing'] });
export type AdminDataUseSetRequest = z.input<typeof AdminDataUseSetRequest>;
