// ID photos and banner images are checked by their content, not their name: only JPEG and PNG bytes are accepted,
// the pixel count is capped before decoding (a decompression bomb is refused from its header),
// and the picture is re-encoded to a fresh JPEG with no metadata (no EXIF, no GPS, no comments).
import sharp, { type Metadata } from 'sharp';
import { AppError } from './app-error';

export const MAX_PHOTO_BYTES = 6 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 40_000_000;
const ID_PHOTO_LONGEST_SIDE = 2000;

const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const isPng = (b: Buffer) =>
  b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

/** Decodes base64 (with or without a data: URL prefix). */
export function decodePhoto(text: string): Buffer {
  const base64 = text.replace(/^data:[^;,]*;base64,/, '');
  if (!/^[A-Za-z0-9+/=\s]*$/.test(base64)) throw new AppError(400, 'image_type', 'kyc.image_type');
  return Buffer.from(base64, 'base64');
}

export const normaliseIdPhoto = (input: Buffer) => reencodeImage(input, ID_PHOTO_LONGEST_SIDE);

/** The picture re-encoded as a metadata-free JPEG no larger than longestSide on either side. */
export async function reencodeImage(input: Buffer, longestSide: number): Promise<Buffer> {
  if (input.length > MAX_PHOTO_BYTES) throw new AppError(413, 'image_too_large', 'kyc.image_too_large');
  if (!isJpeg(input) && !isPng(input)) throw new AppError(400, 'image_type', 'kyc.image_type');
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' as const };
  let meta: Metadata;
  try {
    // Reading the header decodes no pixels, so the size can be judged before anything is decoded.
    meta = await sharp(input, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(400, 'image_invalid', 'kyc.image_invalid');
  }
  if (!meta.width || !meta.height || !['jpeg', 'png'].includes(meta.format ?? '')) {
    throw new AppError(400, 'image_type', 'kyc.image_type');
  }
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) throw new AppError(413, 'image_too_large', 'kyc.image_too_large');
  try {
    return await sharp(input, options)
      .rotate()
      .resize({ width: longestSide, height: longestSide, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError(400, 'image_invalid', 'kyc.image_invalid');
  }
}
