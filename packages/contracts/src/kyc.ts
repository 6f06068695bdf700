// Identity verification (SPEC.md section 3): front, back and handheld ID photos. The web app
// compresses each photo (quality 0.6) and sends it as base64 (a data: URL prefix is accepted).
import { z } from 'zod';
import { BirthDate, text } from './fields';
import { Paging, pageOf } from './paging';

/** About 6 MB of image once decoded; the server also checks the bytes and the pixel count. */
export const MAX_PHOTO_BASE64 = 8_500_000;
const Photo = text({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(MAX_PHOTO_BASE64, { error: 'validation.photo_too_large' });

/** POST /v2/app/user/kyc/add */
export const KycAddRequest = z.object({
  front: Photo,
  back: Photo,
  handheld: Photo,
  /** The date of birth on the ID (recorded on the profile); left out when it is already known and locked. */
  birthDate: BirthDate.optional(),
});
export type KycAddRequest = z.input<typeof KycAddRequest>;

export const KycStatus = z.enum(['submitted', 'approved', 'rejected']);

export const KycSubmission = z.object({
  id: z.number().int(),
  status: KycStatus,
  reason: z.string().nullable(),
  createdAt: z.string().datetime(),
  reviewedAt: z.string().datetime().nullable(),
});
export type KycSubmission = z.infer<typeof KycSubmission>;

/** POST /v2/app/user/kyc/latest: the newest submission's state, or null before any. */
export const KycLatestResponse = KycSubmission.nullable();

/** POST /v2/app/user/get/kyc: the newest submission with its photos (data: URLs), for its owner. */
export const KycDetail = KycSubmission.extend({ front: z.string(), back: z.string(), handheld: z.string() });
export const KycDetailResponse = KycDetail.nullable();

/** POST /v2/admin/kyc/list */
export const AdminKycListRequest = Paging.extend({ status: KycStatus.optional() });
export const AdminKycListResponse = pageOf(KycSubmission.extend({ userId: z.number().int(), account: z.string() }));
/** POST /v2/admin/kyc/get */
export const AdminKycGetRequest = z.object({ id: z.number().int().positive() });
/** POST /v2/admin/kyc/review */
export const KycReviewRequest = z.object({
  id: z.number().int().positive(),
  approve: z.boolean(),
  reason: text({ multiline: true }).trim().max(500).optional(),
});
