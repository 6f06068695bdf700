// Marketing consent: whether the player wants letters to everyone or to a segment (and any other
// campaign). Off until the player turns it on. Letters about their own account always arrive.
import { z } from 'zod';

/** POST /v2/app/marketing/consent (and the change answers it too) */
export const MarketingConsent = z.object({
  consented: z.boolean(),
  /** When the player last changed it; null: never (off). */
  updatedAt: z.string().datetime().nullable(),
});
export type MarketingConsent = z.infer<typeof MarketingConsent>;

/** POST /v2/app/marketing/consent/set */
export const MarketingConsentRequest = z.object({ consented: z.boolean({ error: 'validation.required' }) });
export type MarketingConsentRequest = z.input<typeof MarketingConsentRequest>;
