// What the site keeps in a browser is what the privacy policy says it keeps: every read or write of
// browser storage goes through lib/storage.ts by a name from storage-keys.ts (the type allows no
// other), the page names exactly the player site's names in every language, and no code of the web
// app or the server sets a cookie.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@hall/contracts/locale';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, STORED } from './storage-keys';
import { readStorage, removeStorage, writeStorage } from './storage';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * The source files under a folder of the repository: tests, test helpers and the promise registry
 * (which quotes test titles, and is not part of the app) left out.
 */
function sources(folder: string): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!['node_modules', 'test', 'e2e', 'promises'].includes(entry.name)) walk(rel);
      } else if (/\.(ts|tsx|js|mjs|html)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
        out.push({ file: rel, text: readFileSync(path.join(root, rel), 'utf8') });
      }
    }
  };
  walk(folder);
  return out;
}

/** The code without its comments, which may name what the code does not do. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

const pages = ['apps/web/index.html', 'apps/web/console.html'].map((file) => ({
  file,
  text: readFileSync(path.join(root, file), 'utf8'),
}));
const WEB = [...sources('apps/web/src'), ...sources('apps/web/pwa'), ...pages];

describe('browser storage', () => {
  it('is touched only by lib/storage.ts, and by react-router only under a listed name', () => {
    const direct = WEB.filter(({ text }) =>
      /\b(localStorage|sessionStorage|indexedDB|openDatabase)\b/.test(code(text)),
    );
    expect(direct.map((f) => f.file)).toEqual(['apps/web/src/lib/storage.ts']);
    // ScrollRestoration keeps positions in session storage, under the name it is given; view
    // transitions would keep theirs under a name of react-router's own, so none are used.
    const restorations = WEB.flatMap(({ text }) => code(text).match(/<ScrollRestoration\b[^>]*>/g) ?? []);
    expect(restorations).toEqual(['<ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />']);
    expect(WEB.filter(({ text }) => /\bviewTransition\b/.test(code(text))).map((f) => f.file)).toEqual([]);
    const layout = WEB.find((f) => f.file === 'apps/web/src/app/layouts/root-layout.tsx')!;
    expect(layout.text).toContain("SCROLL_POSITIONS_KEY = 'scroll-positions' satisfies StorageKey");
  });

  it('keeps each listed name in the storage the list says', () => {
    for (const key of STORAGE_KEYS) {
      writeStorage(key, 'x');
      const [here, other] =
        STORED[key].area === 'local'
          ? [window.localStorage, window.sessionStorage]
          : [window.sessionStorage, window.localStorage];
      expect([key, here.getItem(key), other.getItem(key)]).toEqual([key, 'x', null]);
      expect(readStorage(key)).toBe('x');
      removeStorage(key);
      expect(here.getItem(key)).toBeNull();
    }
  });

  it('is named in full by the privacy policy in every language: every key of the player site, no other', async () => {
    const player = STORAGE_KEYS.filter((key) => STORED[key].site === 'player').sort();
    for (const locale of LOCALES) {
      const legal = (await import(`../locales/legal/${locale}.json`)) as { default: { privacy: unknown } };
      const text = JSON.stringify(legal.default.privacy);
      // A name is quoted as each language quotes: "token", “token”, 「token」 (in JSON, \"token\").
      const named = [...text.matchAll(/(?:\\"|“|「)([A-Za-z][\w.-]*)(?:\\"|”|」)/g)].map((m) => m[1]!);
      expect([locale, [...new Set(named)].sort()]).toEqual([locale, player]);
    }
  });
});

describe('cookies', () => {
  it('are set by no code of the web app or the server, nor by any cookie package', () => {
    const server = sources('apps/server/src');
    const setsCookie = /document\.cookie|\bcookieStore\b|set-cookie|\bsetCookie\b|\bclearCookie\b|fastify\/cookie/i;
    expect([...WEB, ...server].filter(({ text }) => setsCookie.test(code(text))).map((f) => f.file)).toEqual([]);
    for (const manifest of ['package.json', 'apps/web/package.json', 'apps/server/package.json']) {
      const { dependencies = {}, devDependencies = {} } = JSON.parse(
        readFileSync(path.join(root, manifest), 'utf8'),
      ) as Record<string, Record<string, string> | undefined>;
      const cookiePackages = Object.keys({ ...dependencies, ...devDependencies }).filter((name) =>
        /cookie/i.test(name),
      );
      expect([manifest, cookiePackages]).toEqual([manifest, []]);
    }
  });
});
