// `npm run operator:create -- --username NAME --role admin|finance|support|content`
// Creates a back-office operator. The password is read from OPERATOR_PASSWORD or typed at the
// prompt; there is no default password.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { OperatorRole } from '@hall/contracts/admin';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createOperator } from '../modules/operator/service';

const { values } = parseArgs({ options: { username: { type: 'string' }, role: { type: 'string', default: 'admin' } } });
const role = OperatorRole.safeParse(values.role);
if (!values.username || !role.success) {
  console.error('usage: npm run operator:create -- --username NAME --role admin|finance|support|content');
  process.exit(2);
}

async function readPassword(): Promise<string> {
  if (process.env.OPERATOR_PASSWORD) return process.env.OPERATOR_PASSWORD;
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  try {
    return (await rl.question('Password (at least 12 characters): ')).trim();
  } finally {
    rl.close();
  }
}

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await runMigrations(database);
  const operator = await createOperator(database.db, {
    username: values.username,
    password: await readPassword(),
    role: role.data,
  });
  console.log(`operator ${operator.username} (${operator.role}) created`);
} catch (error) {
  console.error(`could not create the operator: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
