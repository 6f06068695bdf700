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

/**
 * Why a submission was rejected: a fixed list, so the player reads the reason in their own language
 * (each code has its text in the seven languages), whatever language the operator works in.
 */
export const KYC_REJECT_REASONS = ['blurry', 'mismatch', 'expired', 'incomplete', 'not_document', 'other'] as const;
export const KycRejectReason = z.enum(KYC_REJECT_REASONS);
export type KycRejectReason = z.infer<typeof KycRejectReason>;
/** The operator's note to the player, shown as written beside the translated reason. */
export const KYC_REJECT_NOTE_MAX = 300;

export const KycSubmission = z.object({
  id: z.number().int(),
  status: KycStatus,
  /** Why it was rejected (null unless rejected). */
  reasonCode: KycRejectReason.nullable(),
  /** The operator's note to the player, as written (optional; always present with `other`). */
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
/**
 * POST /v2/admin/kyc/get: the submission with its photos and what the player's profile says now,
 * for the reviewer to compare with the document. The id number is masked as on the profile.
 */
export const AdminKycDetail = KycDetail.extend({
  userId: z.number().int(),
  account: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** YYYY-MM-DD, null when the player has not given it. */
  birthDate: z.string().nullable(),
  countryCode: z.string().nullable(),
  /** Only the last four characters are shown; the rest is masked. */
  idNumberMasked: z.string().nullable(),
});
export type AdminKycDetail = z.infer<typeof AdminKycDetail>;
/**
 * POST /v2/admin/kyc/review: a rejection names its reason from the fixed list, with an optional note
 * to the player (needed with `other`, which says nothing by itself). An approval takes neither.
 */
export const KycReviewRequest = z
  .object({
    id: z.number().int().positive(),
    approve: z.boolean(),
    reasonCode: KycRejectReason.optional(),
    reason: text({ multiline: true }).trim().max(KYC_REJECT_NOTE_MAX, { error: 'validation.too_long' }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.approve) return;
    if (!v.reasonCode) ctx.addIssue({ code: 'custom', path: ['reasonCode'], message: 'validation.required' });
    else if (v.reasonCode === 'other' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.required' });
  });
export type KycReviewRequest = z.input<typeof KycReviewRequest>;
