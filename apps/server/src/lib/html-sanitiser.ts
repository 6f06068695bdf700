// The allow-list sanitiser every piece of rich text passes through on its way into the database.
// It never edits the input: it tokenizes it, keeps a tree of allowed elements only, and writes that
// tree out afresh with every text and attribute value escaped. Whatever a browser would make of
// the original, the output holds nothing but the elements and attributes listed here, so a parser
// difference can change which text survives but never let markup or script through.
//
// Links: http, https, mailto and tel, or a path on this site (`/game/promotion`); absolute http(s)
// links open in a new tab with rel="noopener noreferrer". Other relative forms (`promo`,
// `../x`, `#top`) are refused because their target depends on the page that shows them.
// Images: https or a path on this site.
import { tokenize, type Token } from './html-sanitiser-tokenizer';

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

const VOID = new Set(['br', 'hr', 'img']);

/** Elements written as their nearest allowed kin: a page has its own h1, and editors still emit <strike>. */
const RENAMED: Record<string, string> = { h1: 'h2', h5: 'h4', h6: 'h4', strike: 's', del: 's', ins: 'u' };

/** Elements removed together with everything inside them (not just their tags). */
const DROP_WITH_CONTENT = new Set([
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
]);

/** Elements whose start closes an open paragraph, as in a browser. */
const CLOSES_P = new Set(['p', 'div', 'ul', 'ol', 'h2', 'h3', 'h4', 'blockquote', 'hr', 'table']);
const HEADINGS = new Set(['h2', 'h3', 'h4']);
/** Inside these, only table structure and whitespace may appear. */
const TABLE_STRUCTURE = new Set(['table', 'thead', 'tbody', 'tr']);
/** The element a table part must sit directly inside. */
const TABLE_PARENT: Record<string, readonly string[]> = {
  thead: ['table'],
  tbody: ['table'],
  tr: ['table', 'thead', 'tbody'],
  td: ['tr'],
  th: ['tr'],
};
const CELL_SCOPE = ['td', 'th', 'table'];
/** Past this depth further elements are unwrapped, so hostile nesting costs nothing. */
const MAX_DEPTH = 48;
const MAX_ATTRIBUTE_TEXT = 500;

// C0 controls other than tab and newline, and DEL, never reach the output.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\x00-\x08\x0B-\x1F\x7F]/g;

const escapeText = (text: string) =>
  text.replace(CONTROLS, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

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
function keptAttributes(name: string, attrs: Map<string, string>): Array<[string, string]> | null {
  const kept: Array<[string, string]> = [];
  for (const attr of ALLOWED[name]!) {
    const raw = attrs.get(attr);
    if (raw === undefined) continue;
    let value: string | null = raw;
    if (attr === 'href') value = safeUrl(raw, LINK_SCHEMES);
    else if (attr === 'src') value = safeUrl(raw, IMAGE_SCHEMES);
    else if (attr === 'width' || attr === 'height') value = /^\d{1,4}$/.test(raw.trim()) ? raw.trim() : null;
    else if (attr === 'colspan' || attr === 'rowspan') {
      const n = Number(raw.trim());
      value = /^\d{1,3}$/.test(raw.trim()) && n >= 1 && n <= 100 ? String(n) : null;
    } else value = [...raw.replace(CONTROLS, '')].slice(0, MAX_ATTRIBUTE_TEXT).join('');
    if (value !== null) kept.push([attr, value]);
  }
  if (name === 'img' && !kept.some(([attr]) => attr === 'src')) return null;
  const href = kept.find(([attr]) => attr === 'href')?.[1];
  if (name === 'a' && href && /^https?:/i.test(href)) {
    kept.push(['rel', 'noopener noreferrer'], ['target', '_blank']);
  }
  return kept;
}

class TreeWriter {
  private readonly out: string[] = [];
  private readonly open: string[] = [];
  /** The dropped element being skipped and how deeply it nests inside itself. */
  private dropping: { name: string; depth: number } | null = null;

  private get current() {
    return this.open[this.open.length - 1];
  }

  /** Index of the innermost open `name`, not looking past the `boundaries`; -1 if none. */
  private find(name: string, boundaries: readonly string[] = []) {
    for (let k = this.open.length - 1; k >= 0; k--) {
      if (this.open[k] === name) return k;
      if (boundaries.includes(this.open[k]!)) return -1;
    }
    return -1;
  }

  private closeTo(index: number) {
    while (this.open.length > index) this.out.push(`</${this.open.pop()}>`);
  }

  text(text: string) {
    if (this.dropping) return;
    if (this.current && TABLE_STRUCTURE.has(this.current)) {
      // Text loose in a table's structure would be moved out of the table by a browser; keep layout only.
      if (/^[ \t\n]*$/.test(text)) this.out.push(text);
      return;
    }
    this.out.push(escapeText(text));
  }

  start(token: Extract<Token, { type: 'start' }>) {
    const { name } = token;
    if (this.dropping) {
      if (name === this.dropping.name && !token.selfClosing) this.dropping.depth++;
      return;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      // Only svg and math honour `/>`; every other element stays open whatever its tag says.
      const empty = token.selfClosing && (name === 'svg' || name === 'math');
      if (!empty) this.dropping = { name, depth: 1 };
      return;
    }
    if (!(name in ALLOWED) || this.open.length >= MAX_DEPTH) return;

    if (CLOSES_P.has(name)) {
      const p = this.find('p', CELL_SCOPE);
      if (p !== -1) this.closeTo(p);
    }
    if (HEADINGS.has(name) && HEADINGS.has(this.current ?? '')) this.closeTo(this.open.length - 1);
    if (name === 'li') {
      const li = this.find('li', ['ul', 'ol', ...CELL_SCOPE]);
      if (li !== -1) this.closeTo(li);
    }
    if (name === 'a') {
      const a = this.find('a', CELL_SCOPE);
      if (a !== -1) this.closeTo(a);
    }
    if (name === 'td' || name === 'th') {
      const cell = Math.max(this.find('td', ['table']), this.find('th', ['table']));
      if (cell !== -1) this.closeTo(cell);
    }
    if (name === 'tr') {
      const row = this.find('tr', ['table']);
      if (row !== -1) this.closeTo(row);
    }
    if (name === 'thead' || name === 'tbody') {
      const section = Math.max(this.find('thead', ['table']), this.find('tbody', ['table']));
      if (section !== -1) this.closeTo(section);
    }
    const parents = TABLE_PARENT[name];
    if (parents ? !parents.includes(this.current ?? '') : TABLE_STRUCTURE.has(this.current ?? '')) return;

    const attrs = keptAttributes(name, token.attrs);
    if (!attrs) return;
    this.out.push(`<${name}${attrs.map(([k, v]) => ` ${k}="${escapeAttribute(v)}"`).join('')}>`);
    if (!VOID.has(name)) this.open.push(name);
  }

  end(name: string) {
    if (this.dropping) {
      if (name === this.dropping.name && --this.dropping.depth === 0) this.dropping = null;
      return;
    }
    if (!(name in ALLOWED) || VOID.has(name)) return;
    // An end tag never closes anything outside the table cell it appears in (nor a table from inside one).
    const boundaries = name === 'table' ? [] : name in TABLE_PARENT ? ['table'] : CELL_SCOPE;
    const index = this.find(name, boundaries);
    if (index !== -1) this.closeTo(index);
  }

  finish() {
    this.closeTo(0);
    return this.out.join('');
  }
}

/** Returns `html` reduced to the allowed elements and attributes, re-serialised and escaped. */
export function sanitiseHtml(html: string): string {
  const writer = new TreeWriter();
  for (const token of tokenize(html)) {
    if (token.type === 'text') writer.text(token.text);
    else if (token.type === 'start') writer.start({ ...token, name: RENAMED[token.name] ?? token.name });
    else writer.end(RENAMED[token.name] ?? token.name);
  }
  return writer.finish().trim();
}
