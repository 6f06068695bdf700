// A small HTML tokenizer after the WHATWG tokenization rules, enough for a sanitiser: text (with
// character references decoded), start tags with their attributes, end tags. Comments, doctypes,
// CDATA sections and processing instructions are consumed and dropped; the contents of raw-text
// elements (script, style, ...) come back as one text token that the sanitiser throws away. A tag
// cut off by the end of input is dropped, as browsers do.
import { decodeEntities } from './html-sanitiser-entities';

export type Token =
  | { type: 'text'; text: string }
  | { type: 'start'; name: string; attrs: Map<string, string>; selfClosing: boolean }
  | { type: 'end'; name: string };

/** Elements whose content the browser reads as plain text up to their end tag. */
const RAW_TEXT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'textarea', 'title']);

const isAlpha = (c: string | undefined) => c !== undefined && /[A-Za-z]/.test(c);
const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\f';
// Only ASCII letters fold to lower case in tag and attribute names; NUL reads as U+FFFD.
const foldName = (name: string) => name.replace(/[A-Z]/g, (c) => c.toLowerCase()).replace(/\0/g, '\uFFFD');

/** Where `<!-- ... -->` ends (also `--!>`, and the abrupt `<!-->` and `<!--->`); `from` is after `<!--`. */
function commentEnd(s: string, from: number): number {
  if (s[from] === '>') return from + 1;
  if (s.startsWith('->', from)) return from + 2;
  const close = s.indexOf('--', from);
  for (let at = close; at !== -1; at = s.indexOf('--', at + 1)) {
    if (s[at + 2] === '>') return at + 3;
    if (s[at + 2] === '!' && s[at + 3] === '>') return at + 4;
  }
  return s.length;
}

/** A bogus comment (`<!DOCTYPE ...>`, `<![CDATA[ ...`, `<?xml ...>`, `</ 1>`) runs to the next `>`. */
function bogusEnd(s: string, from: number): number {
  const gt = s.indexOf('>', from);
  return gt === -1 ? s.length : gt + 1;
}

interface TagRead {
  name: string;
  attrs: Map<string, string>;
  selfClosing: boolean;
  /** Index after the tag, or -1 when the input ended inside it. */
  end: number;
}

/** Reads a tag's name and attributes from `from` (the first letter of the name). */
function readTag(s: string, from: number): TagRead {
  let i = from;
  while (i < s.length && !isSpace(s[i]) && s[i] !== '/' && s[i] !== '>') i++;
  const name = foldName(s.slice(from, i));
  const attrs = new Map<string, string>();
  for (;;) {
    while (isSpace(s[i])) i++;
    const c = s[i];
    if (c === undefined) return { name, attrs, selfClosing: false, end: -1 };
    if (c === '>') return { name, attrs, selfClosing: false, end: i + 1 };
    if (c === '/') {
      if (s[i + 1] === '>') return { name, attrs, selfClosing: true, end: i + 2 };
      i++;
      continue;
    }
    // An attribute name: a leading `=` belongs to it; quotes and `<` do too (parse errors, kept).
    const nameStart = i;
    i++;
    while (i < s.length && !isSpace(s[i]) && s[i] !== '/' && s[i] !== '>' && s[i] !== '=') i++;
    const attrName = foldName(s.slice(nameStart, i));
    let j = i;
    while (isSpace(s[j])) j++;
    let value = '';
    if (s[j] === '=') {
      j++;
      while (isSpace(s[j])) j++;
      const q = s[j];
      if (q === '"' || q === "'") {
        const close = s.indexOf(q, j + 1);
        if (close === -1) return { name, attrs, selfClosing: false, end: -1 };
        value = s.slice(j + 1, close);
        i = close + 1;
      } else {
        let k = j;
        while (k < s.length && !isSpace(s[k]) && s[k] !== '>') k++;
        value = s.slice(j, k);
        i = k;
      }
      value = decodeEntities(value.replace(/\0/g, '\uFFFD'), true);
    }
    // The first of two attributes with one name wins.
    if (!attrs.has(attrName)) attrs.set(attrName, value);
  }
}

/** Splits HTML into tokens. Newlines are normalised to `\n` first, as the HTML parser does. */
export function tokenize(html: string): Token[] {
  const s = html.replace(/\r\n?/g, '\n');
  const tokens: Token[] = [];
  const text = (raw: string) => {
    if (raw === '') return;
    const last = tokens[tokens.length - 1];
    const decoded = decodeEntities(raw);
    if (last?.type === 'text') last.text += decoded;
    else tokens.push({ type: 'text', text: decoded });
  };
  let i = 0;
  while (i < s.length) {
    const lt = s.indexOf('<', i);
    if (lt === -1) {
      text(s.slice(i));
      break;
    }
    text(s.slice(i, lt));
    i = lt;
    const next = s[i + 1];
    if (next === '!') {
      i = s.startsWith('<!--', i) ? commentEnd(s, i + 4) : bogusEnd(s, i + 2);
    } else if (next === '?') {
      i = bogusEnd(s, i + 2);
    } else if (next === '/') {
      const after = s[i + 2];
      if (isAlpha(after)) {
        const tag = readTag(s, i + 2);
        if (tag.end === -1) break;
        tokens.push({ type: 'end', name: tag.name });
        i = tag.end;
      } else if (after === '>') {
        i += 3;
      } else if (after === undefined) {
        text('</');
        i = s.length;
      } else {
        i = bogusEnd(s, i + 2);
      }
    } else if (isAlpha(next)) {
      const tag = readTag(s, i + 1);
      if (tag.end === -1) break;
      tokens.push({ type: 'start', name: tag.name, attrs: tag.attrs, selfClosing: tag.selfClosing });
      i = tag.end;
      if (tag.name === 'plaintext') {
        tokens.push({ type: 'text', text: s.slice(i) });
        i = s.length;
      } else if (RAW_TEXT.has(tag.name)) {
        // The content runs to `</name` followed by a space, `/` or `>`, in any letter case.
        const close = new RegExp(`</${tag.name}[\\t\\n\\f />]`, 'gi');
        close.lastIndex = i;
        const found = close.exec(s);
        const end = found ? found.index : s.length;
        tokens.push({ type: 'text', text: s.slice(i, end) });
        i = end;
      }
    } else {
      text('<');
      i += 1;
    }
  }
  return tokens;
}
