// Builds dist/sw.js from pwa/service-worker.js: the worker learns the app shell (index.html, the
// entry chunk with the scripts and styles it loads at once, the manifest and icons) from the bundle,
// and its cache name from a hash of that list, so each deploy installs a fresh shell.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const TEMPLATE = path.join(import.meta.dirname, 'service-worker.js');

/** Public files the installed app needs offline besides the bundle. */
const PUBLIC_SHELL = [
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/apple-touch-icon.png',
];

/** The entry chunk, every chunk it imports statically, and their styles: what the first paint needs. */
export function shellFiles(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  chunks.filter((chunk) => chunk.isEntry).forEach(visit);
  return [...files].sort().map((file) => `/${file}`);
}

export function serviceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'hall:service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    // After Vite's own hooks: its CSS plugin drops the chunks that only carried styles (a component
    // kit's stylesheet imported by the shell) in generateBundle, and a worker listing one of them
    // fails its whole install on the 404.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // One missing file fails the worker's whole install, so a missing one fails the build instead.
        const missing = PUBLIC_SHELL.filter((file) => !existsSync(path.join(publicDir, file)));
        if (missing.length) this.error(`service worker shell files missing from public/: ${missing.join(', ')}`);
        const shell = shellFiles(bundle);
        const unwritten = shell.filter((file) => !(file.slice(1) in bundle));
        if (unwritten.length) this.error(`service worker shell files not in the build: ${unwritten.join(', ')}`);
        const precache = ['/index.html', ...PUBLIC_SHELL, ...shell];
        const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
        const source = readFileSync(TEMPLATE, 'utf8')
          .replace('self.__PRECACHE__', JSON.stringify(precache))
          .replace('self.__VERSION__', JSON.stringify(version));
        this.emitFile({ type: 'asset', fileName: 'sw.js', source });
      },
    },
  };
}
