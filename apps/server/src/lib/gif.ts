// A minimal GIF89a encoder for one indexed-colour frame (LZW-compressed), enough for captcha images
// without a native image library.

/** Encodes `pixels` (one palette index per pixel, row by row) with a palette of up to 256 RGB colours. */
export function encodeGif(width: number, height: number, palette: Array<[number, number, number]>, pixels: Uint8Array) {
  if (pixels.length !== width * height) throw new Error('pixel count does not match the size');
  let bits = 1;
  while (1 << bits < palette.length) bits++;
  const tableSize = 1 << bits;
  const out: number[] = [];
  const word = (n: number) => out.push(n & 0xff, (n >> 8) & 0xff);

  out.push(...Buffer.from('GIF89a', 'ascii'));
  word(width);
  word(height);
  out.push(0x80 | ((bits - 1) << 4) | (bits - 1), 0, 0); // global colour table, no aspect ratio
  for (let i = 0; i < tableSize; i++) out.push(...(palette[i] ?? [0, 0, 0]));
  out.push(0x2c); // image descriptor
  word(0);
  word(0);
  word(width);
  word(height);
  out.push(0);
  const minCodeSize = Math.max(2, bits);
  out.push(minCodeSize);
  const data = lzw(pixels, minCodeSize);
  for (let i = 0; i < data.length; i += 255) {
    const block = data.subarray(i, i + 255);
    out.push(block.length, ...block);
  }
  out.push(0, 0x3b); // end of image data, trailer
  return Buffer.from(out);
}

function lzw(pixels: Uint8Array, minCodeSize: number): Uint8Array {
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  const bytes: number[] = [];
  let buffer = 0;
  let bufferBits = 0;
  let codeSize = minCodeSize + 1;
  let next = end + 1;
  let dict = new Map<string, number>();
  const emit = (code: number) => {
    buffer |= code << bufferBits;
    bufferBits += codeSize;
    while (bufferBits >= 8) {
      bytes.push(buffer & 0xff);
      buffer >>= 8;
      bufferBits -= 8;
    }
  };
  const reset = () => {
    dict = new Map();
    codeSize = minCodeSize + 1;
    next = end + 1;
  };

  emit(clear);
  let prefix = String(pixels[0]);
  let prefixCode = pixels[0]!;
  for (let i = 1; i < pixels.length; i++) {
    const k = pixels[i]!;
    const key = `${prefix},${k}`;
    const known = dict.get(key);
    if (known !== undefined) {
      prefix = key;
      prefixCode = known;
      continue;
    }
    emit(prefixCode);
    if (next < 4096) {
      dict.set(key, next++);
      if (next > 1 << codeSize && codeSize < 12) codeSize++;
    } else {
      emit(clear);
      reset();
    }
    prefix = String(k);
    prefixCode = k;
  }
  emit(prefixCode);
  emit(end);
  if (bufferBits > 0) bytes.push(buffer & 0xff);
  return Uint8Array.from(bytes);
}
