// Images the back office uploads for published content (banners, promotions). The console sends
// the file as base64; the server checks it by content, re-encodes it and answers its public address.
import { z } from 'zod';
import { MAX_PHOTO_BASE64 } from './kyc';
import { text } from './fields';

/** POST /v2/admin/media/upload */
export const MediaUploadRequest = z.object({
  image: text({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(MAX_PHOTO_BASE64, { error: 'validation.photo_too_large' }),
});
export type MediaUploadRequest = z.input<typeof MediaUploadRequest>;

export const MediaUploaded = z.object({
  /** A path on this site (`/media/<name>.jpg`), ready for a banner's imageUrl. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type MediaUploaded = z.infer<typeof MediaUploaded>;
