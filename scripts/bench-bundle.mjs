// What a first visit downloads: for each HTML entry of the built web app, the JavaScript it loads
// for its landing page (the entry, its modulepreloads, the landing route's chunk and every static
// import they pull in),
// raw and gzip-compressed. Run after `npm run build`; prints figures, asserts nothing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w$*{},\s]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

function closure(files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) visit(path.posix.join(path.posix.dirname(file), spec));
  };
  files.forEach(visit);
  return [...seen];
}

function entryFiles(html) {
  const refs = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)];
  return refs.map(([, file]) => file);
}

/** The route a visitor lands on, loaded right after the entry: its chunk counts toward the first visit. */
const LANDING = { 'index.html': 'home', 'console.html': null };
const landingChunk = (name) =>
  name ? readdirSync(path.join(dist, 'assets')).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js')) : undefined;

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const rows = [];
for (const page of ['index.html', 'console.html']) {
  const file = path.join(dist, page);
  if (!existsSync(file)) continue;
  const landing = landingChunk(LANDING[page]);
  const files = closure([...entryFiles(readFileSync(file, 'utf8')), ...(landing ? [`assets/${landing}`] : [])]);
  let raw = 0;
  let gzip = 0;
  for (const js of files) {
    const code = readFileSync(path.join(dist, js));
    raw += code.length;
    gzip += gzipSync(code).length;
  }
  console.log(`${page}: ${files.length} files`);
  for (const js of files.sort()) console.log(`  ${js}`);
  rows.push(`| ${page} | ${files.length} | ${kb(raw)} | ${kb(gzip)} |`);
}
console.log('\n| entry | files | raw | gzip |\n|-------|------:|----:|-----:|');
for (const row of rows) console.log(row);
