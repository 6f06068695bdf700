// The allow-list sanitiser every piece of rich text passes through on its way into the database.
// Parsing and re-serialising are sanitize-html's (a maintained, widely audited library): it keeps
// only the elements and attributes listed here and writes every text and attribute value out
// escaped, so a parser difference can change which text survives but never let markup through.
// The rules on top of it are this site's own: which URLs a link or an image may hold, the few
// numeric attributes, and which elements disappear together with everything inside them.
//
// Links: http, https, mailto and tel, or a path on this site (`/game/promotion`); absolute http(s)
// links open in a new tab with rel="noopener noreferrer". Other relative forms (`promo`,
// `../x`, `#top`) are refused because their target depends on the page that shows them.
// Images: https or a path on this site (which CDNs a browser may load them from is the
// Content-Security-Policy's business, set from CONTENT_IMAGE_ORIGINS).
import sanitizeHtml from 'sanitize-html';

/** Allowed elements and, for each, its allowed attributes in the order they are written. */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  div: [],
  br: [],
  hr: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  span: [],
  ul: [],
  ol: [],
  li: [],
  h2: [],
  h3: [],
  h4: [],
  blockquote: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** Elements written as their nearest allowed kin: a page has its own h1, and editors still emit <strike>. */
const RENAMED: Record<string, string> = { h1: 'h2', h5: 'h4', h6: 'h4', strike: 's', del: 's', ins: 'u' };

/** Elements removed together with everything inside them (not just their tags). */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'textarea',
  'title',
  'select',
  'plaintext',
  'head',
  'audio',
  'video',
  'canvas',
];

/** Past this depth further elements are unwrapped, so hostile nesting costs nothing. */
const MAX_DEPTH = 48;
const MAX_ATTRIBUTE_TEXT = 500;

// C0 controls other than tab and newline, and DEL, never reach the output.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\x00-\x08\x0B-\x1F\x7F]/g;

const URL_SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;

/**
 * The URL a browser would follow, cleaned as its URL parser cleans it (surrounding controls and
 * spaces trimmed, tabs and newlines removed), if its scheme is allowed; otherwise null.
 */
export function safeUrl(raw: string, schemes: ReadonlySet<string>): string | null {
  // eslint-disable-next-line no-control-regex
  const url = raw.replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, '').replace(/[\t\n\r]/g, '');
  // Anything still holding a control character, a space or a backslash is refused, not repaired.
  // eslint-disable-next-line no-control-regex
  if (url === '' || /[\x00-\x20\x7F\\]/.test(url)) return null;
  const scheme = URL_SCHEME.exec(url)?.[1];
  if (scheme !== undefined) return schemes.has(scheme.toLowerCase()) ? url : null;
  // A path on this site; `//host` would be another site.
  return url.startsWith('/') && !url.startsWith('//') ? url : null;
}

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['https']);

/** The attributes an element keeps, already checked, in a fixed order. */
function keptAttributes(name: string, attrs: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const attr of ALLOWED[name] ?? []) {
    const raw = attrs[attr];
    if (raw === undefined) continue;
    let value: string | null = raw;
    if (attr === 'href') value = safeUrl(raw, LINK_SCHEMES);
    else if (attr === 'src') value = safeUrl(raw, IMAGE_SCHEMES);
    else if (attr === 'width' || attr === 'height') value = /^\d{1,4}$/.test(raw.trim()) ? raw.trim() : null;
    else if (attr === 'colspan' || attr === 'rowspan') {
      const n = Number(raw.trim());
      value = /^\d{1,3}$/.test(raw.trim()) && n >= 1 && n <= 100 ? String(n) : null;
    } else value = [...raw.replace(CONTROLS, '')].slice(0, MAX_ATTRIBUTE_TEXT).join('');
    if (value !== null) kept[attr] = value;
  }
  if (name === 'a' && kept.href && /^https?:/i.test(kept.href)) {
    kept.rel = 'noopener noreferrer';
    kept.target = '_blank';
  }
  return kept;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: Object.keys(ALLOWED),
  allowedAttributes: { ...ALLOWED, a: [...ALLOWED.a!, 'rel', 'target'] },
  // The library's own URL check runs after ours, as a second line.
  allowedSchemes: [],
  allowedSchemesByTag: { a: [...LINK_SCHEMES], img: [...IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  nestingLimit: MAX_DEPTH,
  // Void elements come out as `<br />`; an empty alt (a decorative image) is kept, other empty
  // attributes are dropped.
  selfClosing: ['br', 'hr', 'img'],
  transformTags: {
    '*': (tagName, attribs) => {
      const name = RENAMED[tagName] ?? tagName;
      return { tagName: name, attribs: keptAttributes(name, attribs) };
    },
  },
  // An image with no usable source is no image at all.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  textFilter: (text) => text.replace(CONTROLS, ''),
};

/** Returns `html` reduced to the allowed elements and attributes, re-serialised and escaped. */
export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
