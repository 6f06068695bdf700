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
  jobs: 'jobs',
  kyc: 'kyc',
  ledger: 'ledger',
  mail: 'mail',
  marketing: 'marketing',
  migration: 'migration',
  // Operators and their audit log.
  operator: ['operator', 'audit'],
  pay: 'pay',
  privacy: 'privacy',
  protection: 'protection',
  support: 'support',
  user: 'user',
  withdrawals: 'withdrawal',
};

/**
 * Reads of other modules' tables still made by repositories, by module. `user` and `operator` are
 * joined for account and operator names in lists; dashboard, players, privacy and reports are the
 * back office's read models and the data export; the rest are reads to move behind narrow exports.
 */
const READS = {
  adjustments: ['operator', 'user'],
  agent: ['user'],
  aml: ['user'],
  bonus: ['content', 'crypto', 'game', 'pay', 'user'],
  crypto: ['operator', 'user'],
  dashboard: ['adjustment', 'agent', 'aml', 'kyc', 'ledger', 'support', 'user', 'withdrawals'],
  game: ['user'],
  kyc: ['user'],
  letters: ['user'],
  marketing: ['user'],
  migration: ['user'],
  oauth: ['user'],
  pay: ['user'],
  players: ['agent', 'bank', 'game', 'kyc', 'ledger', 'operator', 'user'],
  privacy: ['bank', 'content', 'kyc', 'mail', 'migration', 'operator', 'pay', 'support', 'user', 'withdrawals'],
  protection: ['adjustment', 'bank', 'crypto', 'ledger', 'migration', 'pay', 'user'],
  reports: ['pay', 'withdrawals'],
  session: ['user'],
  support: ['user'],
  withdrawal: ['bank', 'pay', 'user'],
};

const ownedBy = (schema, module) => [OWNERS[schema]].flat().includes(module);
const VALUE_IMPORT = /^\s*import\s+(?!type\b)[^;]*?\bfrom\s*['"]([^'"]*db\/schema\/([a-z-]+))['"]/gm;

const seen = new Map();
const problems = [];
for (const entry of readdirSync(modulesDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/(^repo|-repo)\.ts$/.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const module = path.relative(modulesDir, file).split(path.sep)[0];
  for (const match of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) {
    const schema = match[2];
    if (!(schema in OWNERS)) {
      problems.push(`${path.relative(root, file)}: db/schema/${schema} has no owner in OWNERS`);
      continue;
    }
    if (ownedBy(schema, module)) continue;
    seen.set(`${module} ${schema}`, path.relative(root, file));
    if (!(READS[module] ?? []).includes(schema))
      problems.push(`${path.relative(root, file)} reads the ${schema} tables of another module: ask its owner`);
  }
}
for (const [module, schemas] of Object.entries(READS))
  for (const schema of schemas)
    if (!seen.has(`${module} ${schema}`))
      problems.push(`${module} no longer reads the ${schema} tables: take it off READS`);
for (const problem of problems) console.error(`error table-owners: ${problem}`);
if (problems.length > 0) process.exit(1);
