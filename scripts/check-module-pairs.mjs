// Part of `npm run lint:graph`: fails when two server modules (folders under
// apps/server/src/modules) import each other, each naming a file of the other, type-only imports and
// tests included. dependency-cruiser's circular rule sees files, not folders: two modules can tie
// their designs together in both directions without any single file cycle. One of the two should own
// the shared piece, take a function in, or leave a pure helper to apps/server/src/lib.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server/src/modules');

// Pairs that still import each other: none is left, and a new pair may not join. (A design that
// needs one hands a function in from app.ts, as the spin's PlayGuards and protection's FindPlayer do.)
const ALLOWED = new Set([]);

// Static imports and re-exports (type-only ones too), side-effect imports, and dynamic imports.
const IMPORT =
  /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** Which other modules each module's files import, with one importing file per edge as the example. */
function moduleEdges() {
  const edges = new Map();
  for (const entry of readdirSync(modulesDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const from = path.relative(modulesDir, file).split(path.sep)[0];
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (!specifier.startsWith('.')) continue;
      const target = path.relative(modulesDir, path.resolve(path.dirname(file), specifier));
      if (target.startsWith('..') || path.isAbsolute(target)) continue;
      const to = target.split(path.sep)[0];
      if (to === from) continue;
      const key = `${from} ${to}`;
      if (!edges.has(key)) edges.set(key, `${path.relative(modulesDir, file)} -> ${specifier}`);
    }
  }
  return edges;
}

const edges = moduleEdges();
const pairs = [];
for (const [key, example] of edges) {
  const [a, b] = key.split(' ');
  if (a < b && edges.has(`${b} ${a}`))
    pairs.push({ name: `${a} <-> ${b}`, examples: [example, edges.get(`${b} ${a}`)] });
}

const unexpected = pairs.filter((pair) => !ALLOWED.has(pair.name));
const gone = [...ALLOWED].filter((name) => !pairs.some((pair) => pair.name === name));
for (const pair of unexpected) {
  console.error(`error module-pairs: ${pair.name} import each other`);
  for (const example of pair.examples) console.error(`    ${example}`);
}
for (const name of gone)
  console.error(`error module-pairs: ${name} no longer import each other: take the pair off ALLOWED`);
if (unexpected.length > 0 || gone.length > 0) process.exit(1);
