// Part of `npm run lint:graph`: fails when a server module's repository reads a table of another
// module that it has not been allowed to read. Each schema file under apps/server/src/db/schema
// belongs to one module (OWNERS); a repository (repo.ts, *-repo.ts) imports its own module's tables
// and, where listed in READS, another's. The list is what is left to move behind the owners' narrow
// exports (as the letter segment's conditions were): it may shrink, never grow. An entry that is no
// longer needed fails too, so the list stays the truth.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server/src');
const modulesDir = path.join(root, 'modules');

/** The module that owns each schema file's tables. */
const OWNERS = {
  adjustment: 'adjustments',
  agent: 'agent',
  aml: 'aml',
  bank: 'bank',
  bonus: 'bonus',
  // Published content and the letters sent to players.
  content: ['content', 'letters'],
  country: 'country',
  crypto: 'crypto',
  game: 'game',
  'identity-match': 'protection',
  oauth: 'oauth',
  session: 'session',
  jobs: 'jobs',
  kyc: 'kyc',
  ledger: 'ledger',
  mail: 'mail',
  marketing: 'marketing',
  migration: 'migration',
  // Operators and their audit log.
  operator: ['operator', 'audit'],
  pay: 'pay',
  players: 'players',
  privacy: 'privacy',
  protection: 'protection',
  support: 'support',
  user: 'user',
  withdrawals: 'withdrawal',
};

/**
 * Read models: repositories that compose one picture across modules (the dashboard's counts, the
 * reports' sums, the player desk's whole player, an agent's team lists and figures and the daily
 * rollup they are kept in). They read every module's tables and write only their own, which this check holds
 * them to. Moving their reads to each owner would split one query that reconciles in one snapshot
 * into many that no longer add up. A module name, or one file as modules/… relative.
 */
const READ_MODELS = new Set([
  'dashboard',
  'players',
  'reports',
  'agent/report-repo.ts',
  'agent/rollup-repo.ts',
  'agent/team-orders-repo.ts',
  'agent/team-repo.ts',
]);
const WRITE = /\.(?:insert|update|delete)\(\s*(\w+)/g;

/**
 * Reads of other modules' tables still made by repositories, by module: none is left, and a new one
 * may not join. A module asks the owner's narrow export (as ledger/wallet-columns.ts), or, where the
 * owner imports it, is handed the owner's function by wiring.ts.
 */
const READS = {};

/** The local names an import statement binds: `import { a, b as c } from …` gives a and c. */
const importedNames = (statement) =>
  statement
    .replace(/^[^{]*\{|\}[^}]*$/g, '')
    .split(',')
    .map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    )
    .filter(Boolean);

/** Writes into other modules' tables still made by repositories, by module and table: none is left. */
const WRITES = {};

/** Every table's SQL name, with the schema file that defines it: raw SQL names tables, not imports. */
const schemaDir = path.join(root, 'db/schema');
const TABLES = new Map();
for (const name of readdirSync(schemaDir)) {
  if (!name.endsWith('.ts')) continue;
  for (const [, table] of readFileSync(path.join(schemaDir, name), 'utf8').matchAll(/pgTable\(\s*'([a-z_]+)'/g))
    TABLES.set(table, name.slice(0, -3));
}
// A table named in raw SQL: read after from/join, written after insert into/update/delete from.
const RAW_READ = /\b(?:from|join)\s+([a-z_]+)\b/g;
const RAW_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+([a-z_]+)\b/g;

const ownedBy = (schema, module) => [OWNERS[schema]].flat().includes(module);
const VALUE_IMPORT = /^\s*import\s+(?!type\b)[^;]*?\bfrom\s*['"]([^'"]*db\/schema\/([a-z-]+))['"]/gm;

const seen = new Map();
const problems = [];
for (const entry of readdirSync(modulesDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/(^repo|-repo)\.ts$/.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const relative = path.relative(modulesDir, file);
  const module = relative.split(path.sep)[0];
  const readModel = READ_MODELS.has(module) || READ_MODELS.has(relative);
  const text = readFileSync(file, 'utf8');
  const read = (schema) => {
    if (ownedBy(schema, module) || readModel) return;
    seen.set(`${module} ${schema}`, path.relative(root, file));
    if (!(READS[module] ?? []).includes(schema))
      problems.push(`${path.relative(root, file)} reads the ${schema} tables of another module: ask its owner`);
  };
  const write = (table, schema) => {
    if (ownedBy(schema, module)) return;
    if ((WRITES[module] ?? []).includes(table)) seen.set(`${module} writes ${table}`, file);
    else problems.push(`${path.relative(root, file)} writes ${table}, another module's table: ask its owner`);
  };
  // The tables this file imports from other modules' schema files, by their local names.
  const foreign = new Map();
  for (const match of text.matchAll(VALUE_IMPORT)) {
    const schema = match[2];
    if (!(schema in OWNERS)) {
      problems.push(`${path.relative(root, file)}: db/schema/${schema} has no owner in OWNERS`);
      continue;
    }
    if (ownedBy(schema, module)) continue;
    for (const name of importedNames(match[0])) foreign.set(name, schema);
    read(schema);
  }
  for (const [, table] of text.matchAll(WRITE)) if (foreign.has(table)) write(table, foreign.get(table));
  for (const [, table] of text.matchAll(RAW_READ)) if (TABLES.has(table)) read(TABLES.get(table));
  for (const [, table] of text.matchAll(RAW_WRITE)) if (TABLES.has(table)) write(table, TABLES.get(table));
}
for (const [module, schemas] of Object.entries(READS))
  for (const schema of schemas)
    if (!seen.has(`${module} ${schema}`))
      problems.push(`${module} no longer reads the ${schema} tables: take it off READS`);
for (const [module, tables] of Object.entries(WRITES))
  for (const table of tables)
    if (!seen.has(`${module} writes ${table}`))
      problems.push(`${module} no longer writes ${table}: take it off WRITES`);
for (const problem of new Set(problems)) console.error(`error table-owners: ${problem}`);
if (problems.length > 0) process.exit(1);
