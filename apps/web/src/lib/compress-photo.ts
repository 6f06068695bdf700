// Photos (ID photos, help-request screenshots) are compressed in the browser before upload (SPEC.md
// section 9): quality 0.6, output type kept (PNG over 5 MB becomes JPEG). Other picture types (WebP,
// HEIC...) become JPEG because the server accepts JPEG and PNG only, and the longest side is capped at
// the 2000 px the server keeps.
import type CompressorType from 'compressorjs';

export const PHOTO_QUALITY = 0.6;
export const PNG_TO_JPEG_BYTES = 5_000_000;
export const PHOTO_MAX_SIDE = 2000;

export function compressorOptions(file: Pick<File, 'type'>): CompressorType.Options {
  const keepsType = file.type === 'image/jpeg' || file.type === 'image/png';
  return {
    quality: PHOTO_QUALITY,
    mimeType: keepsType ? 'auto' : 'image/jpeg',
    convertTypes: ['image/png'],
    convertSize: PNG_TO_JPEG_BYTES,
    maxWidth: PHOTO_MAX_SIDE,
    maxHeight: PHOTO_MAX_SIDE,
  };
}

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the picture'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The compressed photo as a data: URL, ready for an upload request (with other options, for a banner
 * upload). The library loads on first use.
 */
export async function compressPhoto(file: File, overrides: CompressorType.Options = {}): Promise<string> {
  const { default: Compressor } = await import('compressorjs');
  const blob = await new Promise<Blob>((resolve, reject) => {
    new Compressor(file, { ...compressorOptions(file), ...overrides, success: resolve, error: reject });
  });
  return blobToDataUrl(blob);
}
