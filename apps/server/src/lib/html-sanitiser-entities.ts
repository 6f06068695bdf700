// Character references as the HTML standard decodes them: every numeric form, and the named
// references that rich text actually contains (Latin-1, typography, arrows, and the punctuation
// names used to hide `javascript&colon;`). An unknown name stays literal; since the sanitiser
// re-escapes every `&` it writes, the browser then reads the same literal text it was shown.

// The Latin-1 names for U+00A0..U+00FF in order; the standard also decodes these without a `;`.
const LATIN1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 ' +
  'acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde ' +
  'Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute ' +
  'Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde ' +
  'auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ' +
  'ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml';

const OTHERS: Record<string, number> = {
  amp: 0x26,
  lt: 0x3c,
  gt: 0x3e,
  quot: 0x22,
  apos: 0x27,
  AMP: 0x26,
  LT: 0x3c,
  GT: 0x3e,
  QUOT: 0x22,
  COPY: 0xa9,
  REG: 0xae,
  Tab: 0x09,
  NewLine: 0x0a,
  excl: 0x21,
  num: 0x23,
  dollar: 0x24,
  percnt: 0x25,
  lpar: 0x28,
  rpar: 0x29,
  ast: 0x2a,
  plus: 0x2b,
  comma: 0x2c,
  period: 0x2e,
  sol: 0x2f,
  colon: 0x3a,
  semi: 0x3b,
  equals: 0x3d,
  quest: 0x3f,
  commat: 0x40,
  lsqb: 0x5b,
  lbrack: 0x5b,
  bsol: 0x5c,
  rsqb: 0x5d,
  rbrack: 0x5d,
  Hat: 0x5e,
  lowbar: 0x5f,
  grave: 0x60,
  lcub: 0x7b,
  lbrace: 0x7b,
  vert: 0x7c,
  verbar: 0x7c,
  rcub: 0x7d,
  rbrace: 0x7d,
  OElig: 0x152,
  oelig: 0x153,
  Scaron: 0x160,
  scaron: 0x161,
  Yuml: 0x178,
  fnof: 0x192,
  circ: 0x2c6,
  tilde: 0x2dc,
  ensp: 0x2002,
  emsp: 0x2003,
  thinsp: 0x2009,
  zwnj: 0x200c,
  zwj: 0x200d,
  lrm: 0x200e,
  rlm: 0x200f,
  ndash: 0x2013,
  mdash: 0x2014,
  lsquo: 0x2018,
  rsquo: 0x2019,
  sbquo: 0x201a,
  ldquo: 0x201c,
  rdquo: 0x201d,
  bdquo: 0x201e,
  dagger: 0x2020,
  Dagger: 0x2021,
  bull: 0x2022,
  hellip: 0x2026,
  permil: 0x2030,
  prime: 0x2032,
  Prime: 0x2033,
  lsaquo: 0x2039,
  rsaquo: 0x203a,
  euro: 0x20ac,
  trade: 0x2122,
  larr: 0x2190,
  uarr: 0x2191,
  rarr: 0x2192,
  darr: 0x2193,
  harr: 0x2194,
  minus: 0x2212,
  infin: 0x221e,
  ne: 0x2260,
  le: 0x2264,
  ge: 0x2265,
  star: 0x2606,
  starf: 0x2605,
  spades: 0x2660,
  clubs: 0x2663,
  hearts: 0x2665,
  diams: 0x2666,
  check: 0x2713,
  cross: 0x2717,
};

const NAMED = new Map<string, number>(Object.entries(OTHERS));
LATIN1.split(' ').forEach((name, i) => NAMED.set(name, 0xa0 + i));

/** Names the standard decodes even without the closing `;` (longest first, so `copy` beats `cop`). */
const LEGACY = [...LATIN1.split(' '), 'amp', 'lt', 'gt', 'quot', 'AMP', 'LT', 'GT', 'QUOT', 'COPY', 'REG'].sort(
  (a, b) => b.length - a.length,
);

// Numeric references to 0x80-0x9F mean the Windows-1252 character at that byte (HTML standard).
const WINDOWS_1252: Record<number, number> = {
  0x80: 0x20ac,
  0x82: 0x201a,
  0x83: 0x192,
  0x84: 0x201e,
  0x85: 0x2026,
  0x86: 0x2020,
  0x87: 0x2021,
  0x88: 0x2c6,
  0x89: 0x2030,
  0x8a: 0x160,
  0x8b: 0x2039,
  0x8c: 0x152,
  0x8e: 0x17d,
  0x91: 0x2018,
  0x92: 0x2019,
  0x93: 0x201c,
  0x94: 0x201d,
  0x95: 0x2022,
  0x96: 0x2013,
  0x97: 0x2014,
  0x98: 0x2dc,
  0x99: 0x2122,
  0x9a: 0x161,
  0x9b: 0x203a,
  0x9c: 0x153,
  0x9e: 0x17e,
  0x9f: 0x178,
};

function fromCodePoint(code: number): string {
  if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(WINDOWS_1252[code] ?? code);
}

const REFERENCE = /&(?:#[xX]([0-9a-fA-F]+);?|#([0-9]+);?|([A-Za-z][A-Za-z0-9]*)(;?))/g;

/**
 * Decodes character references in text or, with `inAttribute`, in an attribute value (where a
 * legacy name without `;` followed by a letter, digit or `=` stays literal, as in `?a=1&copy=2`).
 */
export function decodeEntities(input: string, inAttribute = false): string {
  if (!input.includes('&')) return input;
  return input.replace(
    REFERENCE,
    (match, hex?: string, dec?: string, name?: string, semi?: string, offset?: number) => {
      // Very long digit runs overflow to Infinity, which decodes to U+FFFD like any out-of-range value.
      if (hex !== undefined) return fromCodePoint(hex.length > 8 ? Infinity : parseInt(hex, 16));
      if (dec !== undefined) return fromCodePoint(dec.length > 8 ? Infinity : parseInt(dec, 10));
      if (semi) {
        const code = NAMED.get(name!);
        if (code !== undefined) return String.fromCodePoint(code);
      }
      const legacy = LEGACY.find((l) => name!.startsWith(l));
      if (!legacy) return match;
      const rest = match.slice(1 + legacy.length);
      const next = rest === '' ? (input[offset! + match.length] ?? '') : rest;
      if (inAttribute && /^[A-Za-z0-9=]/.test(next)) return match;
      return String.fromCodePoint(NAMED.get(legacy)!) + rest;
    },
  );
}
