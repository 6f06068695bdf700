// The texts the suite expects, read from the app's own locale files. Keys of a feature namespace carry
// its name first: text('account:login.remember').
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };

const cache = new Map<string, Tree>();

function load(locale: string, namespace: string): Tree {
  const id = `${namespace}/${locale}`;
  let tree = cache.get(id);
  if (!tree) {
    const dir = path.resolve(import.meta.dirname, '../../src/locales');
    const file = namespace === 'translation' ? `${dir}/${locale}.json` : `${dir}/${namespace}/${locale}.json`;
    tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
    cache.set(id, tree);
  }
  return tree;
}

/**
 * The text at a dotted key, e.g. text('routes.home', 'ja-JP'), with {{placeholders}} filled in, as it
 * reads on the page (words marked <support>…</support> are a link there, the marks are not shown).
 */
export function text(key: string, locale = 'en-US', values: Record<string, string | number> = {}): string {
  const [namespace, dotted] = key.includes(':') ? key.split(':', 2) : ['translation', key];
  let node: string | Tree | undefined = load(locale, namespace!);
  for (const part of dotted!.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No text ${key} in ${locale}`);
  return node
    .replace(/<\/?support>/g, '')
    .replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}
