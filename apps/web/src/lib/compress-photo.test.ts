import { describe, expect, it } from 'vitest';
import { blobToDataUrl, compressorOptions } from './compress-photo';

describe('photo compression', () => {
  it('uses quality 0.6, keeps JPEG and PNG, and turns PNG over 5 MB into JPEG', () => {
    for (const type of ['image/jpeg', 'image/png']) {
      expect(compressorOptions({ type })).toMatchObject({
        quality: 0.6,
        mimeType: 'auto',
        convertTypes: ['image/png'],
        convertSize: 5_000_000,
      });
    }
  });

  it('turns other picture types into JPEG, which the server accepts', () => {
    expect(compressorOptions({ type: 'image/webp' }).mimeType).toBe('image/jpeg');
    expect(compressorOptions({ type: 'image/heic' }).mimeType).toBe('image/jpeg');
  });

  it('caps the longest side at the 2000 px the server keeps', () => {
    expect(compressorOptions({ type: 'image/jpeg' })).toMatchObject({ maxWidth: 2000, maxHeight: 2000 });
  });

  it('hands the result on as a data: URL', async () => {
    const url = await blobToDataUrl(new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }));
    expect(url).toBe('data:image/png;base64,iVA=');
  });
});
