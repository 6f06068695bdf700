// Draws the app icons from the site mark (a gold coin ring on the dark theme) and writes the PNGs the
// web app manifest and iOS ask for into public/icons. Run after changing the mark:
//   node apps/web/scripts/generate-icons.mjs
// The PNGs are committed, so building the site never needs this script or its image library.
import { Buffer } from 'node:buffer';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../public/icons');
mkdirSync(out, { recursive: true });

const BG = '#0d1020';
const PANEL = '#1c2142';
const GOLD = '#f5c542';
const GOLD_LIGHT = '#ffd866';

/**
 * The mark on a 512 square. `inset` is the share of the side the mark may use: a plain icon fills
 * most of it; a maskable one keeps the mark inside the 80% circle that every launcher mask leaves.
 */
function markSvg({ rounded, inset }) {
  const size = 512;
  const mark = size * inset;
  const c = size / 2;
  const ring = mark * 0.3;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs>
    <radialGradient id="glow" cx="50%" cy="40%" r="60%">
      <stop offset="0" stop-color="#2a3156"/>
      <stop offset="1" stop-color="${BG}"/>
    </radialGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${GOLD_LIGHT}"/>
      <stop offset="1" stop-color="${GOLD}"/>
    </linearGradient>
  </defs>
  <rect width="${size}" height="${size}" rx="${rounded ? size * 0.22 : 0}" fill="url(#glow)"/>
  <circle cx="${c}" cy="${c}" r="${mark * 0.42}" fill="${PANEL}"/>
  <circle cx="${c}" cy="${c}" r="${ring}" fill="none" stroke="url(#gold)" stroke-width="${mark * 0.075}"/>
  <circle cx="${c}" cy="${c}" r="${mark * 0.11}" fill="url(#gold)"/>
</svg>`;
}

const icons = [
  // Rounded corners for launchers that show the picture as it is.
  { file: 'icon-192.png', size: 192, rounded: true, inset: 0.86 },
  { file: 'icon-512.png', size: 512, rounded: true, inset: 0.86 },
  // Full-bleed square for launchers that cut their own shape (purpose "maskable").
  { file: 'maskable-512.png', size: 512, rounded: false, inset: 0.66 },
  { file: 'maskable-192.png', size: 192, rounded: false, inset: 0.66 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, rounded: false, inset: 0.8 },
];

for (const icon of icons) {
  await sharp(Buffer.from(markSvg(icon)))
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, icon.file));
  console.log(`wrote public/icons/${icon.file}`);
}
