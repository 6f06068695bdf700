// Draws a captcha answer as a small GIF: each character scaled, sheared and jittered, over noise
// lines and dots, in colours that stay readable for people (contrast) but vary per image. The
// pixels are ours; encoding them is sharp's (libvips), not an image codec of our own.
import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { CAPTCHA_ALPHABET, glyph } from './glyphs';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

export function randomAnswer(length = 4): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

const PALETTE: Array<[number, number, number]> = [
  [244, 240, 230], // 0 background
  [28, 42, 110], // 1-4 ink colours, all dark on the light background
  [120, 20, 40],
  [20, 90, 50],
  [70, 30, 110],
  [170, 170, 185], // 5 noise
  [205, 195, 170], // 6 light noise
  [255, 255, 255],
];

/** The captcha for `answer` as a GIF, which is what the API promises its clients. */
export async function renderCaptcha(answer: string): Promise<Buffer> {
  const w = CAPTCHA_WIDTH;
  const h = CAPTCHA_HEIGHT;
  const pixels = new Uint8Array(w * h);
  const plot = (x: number, y: number, c: number) => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    if (xi >= 0 && xi < w && yi >= 0 && yi < h) pixels[yi * w + xi] = c;
  };

  for (let i = 0; i < 120; i++) plot(randomInt(w), randomInt(h), 6);
  for (let i = 0; i < 3; i++) line(plot, randomInt(w), randomInt(h), randomInt(w), randomInt(h), 5);

  const cell = w / (answer.length + 0.5);
  [...answer].forEach((char, index) => {
    const rows = glyph(char);
    const scale = 3 + randomInt(2) * 0.5; // 3 or 3.5 pixels per font pixel
    const shear = (randomInt(41) - 20) / 100; // -0.2 .. 0.2
    const x0 = cell * 0.35 + index * cell + randomInt(5) - 2;
    const y0 = (h - 7 * scale) / 2 + randomInt(7) - 3;
    const colour = 1 + randomInt(4);
    rows.forEach((row, ry) => {
      [...row].forEach((bit, rx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++) {
            const y = y0 + ry * scale + dy;
            plot(x0 + rx * scale + dx + shear * (y - h / 2), y, colour);
          }
        }
      });
    });
  });

  line(plot, 0, randomInt(h), w - 1, randomInt(h), 5);
  const rgb = Buffer.alloc(w * h * 3);
  pixels.forEach((c, i) => rgb.set(PALETTE[c]!, i * 3));
  // Eight colours in, eight out: no dithering, so the quantiser keeps the palette as drawn.
  return sharp(rgb, { raw: { width: w, height: h, channels: 3 } })
    .gif({ colours: PALETTE.length, dither: 0 })
    .toBuffer();
}

function line(
  plot: (x: number, y: number, c: number) => void,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  c: number,
) {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
  for (let i = 0; i <= steps; i++) plot(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps, c);
}
