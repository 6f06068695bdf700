// Starts the production server for the end-to-end suite: the built API + web app on PORT over a
// fresh database (deleted when the suite stops the server), with
// - a real SMTP server on loopback that receives the site's mail; tests read it from
//   GET http://127.0.0.1:<PORT+1>/mail?to=<address> (newest first), like a player reading their inbox;
// - a finance, a content and a support operator (support/operator.ts) created before start, as
//   `npm run operator:create` would, the finance one with its authenticator enrolled; and the console
//   suite's own two finance operators (enrolled) and admin (enrols in the console).
// Captcha checks are off here (CAPTCHA=off); the server's API tests prove the captcha itself.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestSmtp } from '../../server/src/test/smtp';
import { openDatabase } from '../../server/src/db/client';
import { runMigrations } from '../../server/src/db/migrate';
import { createOperator } from '../../server/src/modules/operator/service';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { operators } from '../../server/src/db/schema/index';
import { createSecretBox, localKeySpec, parseKeys } from '../../server/src/lib/secret-box';
import {
  E2E_CONSOLE_ADMIN,
  E2E_CONSOLE_FINANCE,
  E2E_CONTENT_OPERATOR,
  E2E_FOUR_EYES_ABOVE,
  E2E_OPERATOR,
  E2E_OPERATOR_TOTP_SECRET,
  E2E_SUPPORT_OPERATOR,
} from './support/operator';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
// WEB_DIST_DIR lets side-by-side suites each serve their own build (vite build --outDir <dir>).
const webDist = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(root, 'apps/web/dist');
const webIndex = path.join(webDist, 'index.html');

for (const [file, build] of [
  [serverEntry, 'npm run build -w @hall/server'],
  [webIndex, 'npm run build -w @hall/web'],
]) {
  if (!existsSync(file!)) {
    console.error(`Missing ${path.relative(root, file!)}: run \`${build}\` first.`);
    process.exit(1);
  }
}

const port = Number(process.env.PORT ?? '3100');
const dataDir = mkdtempSync(path.join(tmpdir(), 'hall-e2e-'));

// The database: with DATABASE_URL (CI sets it), a new PostgreSQL database of its own, as production
// runs; without it, the embedded database in the data directory, as `npm start` runs. PostgreSQL
// answers the suite's queries natively where the embedded engine interprets them in WebAssembly on
// the cores the browser needs: on two cores the suite ran faster on it. The embedded
// engine's SQL is proven by the server's tests, which run on both. E2E_DATABASE=embedded keeps the
// embedded one when DATABASE_URL is set.
const adminUrl = process.env.E2E_DATABASE === 'embedded' ? '' : (process.env.DATABASE_URL ?? '');
let databaseUrl = '';
if (adminUrl) {
  // Named for the port, like the mailbox: suites side by side have their own, and one left behind by
  // a suite that was killed is replaced by the next on that port.
  const name = `hall_e2e_${port}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
}
async function dropDatabase() {
  if (!databaseUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
  await admin.end();
}

const database = await openDatabase(databaseUrl ? { url: databaseUrl, poolSize: 1 } : { dataDir });
await runMigrations(database);
// Authenticators are sealed with the key the server will find in the data directory.
const keys = parseKeys(localKeySpec(dataDir));
const box = createSecretBox(keys, keys.keys().next().value!);
async function withAuthenticator(operator: Parameters<typeof createOperator>[1], secret: string) {
  const { id } = await createOperator(database.db, operator);
  await database.db
    .update(operators)
    .set({ totpSecret: box.seal(secret), totpEnabledAt: new Date() })
    .where(eq(operators.id, id));
}
await withAuthenticator(E2E_OPERATOR, E2E_OPERATOR_TOTP_SECRET);
for (const { secret, ...operator } of E2E_CONSOLE_FINANCE) await withAuthenticator(operator, secret);
await createOperator(database.db, E2E_CONSOLE_ADMIN);
await createOperator(database.db, E2E_CONTENT_OPERATOR);
await createOperator(database.db, E2E_SUPPORT_OPERATOR);
await database.close();

const smtp = await startTestSmtp();
const mailbox = createServer((req, res) => {
  const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to')?.toLowerCase();
  const mail = smtp.inbox.filter((m) => !to || m.to.includes(to)).reverse();
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(mail));
}).listen(port + 1, '127.0.0.1');

const child = spawn(process.execPath, [serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    CAPTCHA: 'off',
    // Every test player registers from 127.0.0.1: the per-address code cap would trip on a long suite.
    CODES_PER_IP_HOUR: '1000',
    // argon2id at its smallest cost, as in the API tests (lib/passwords.ts): every test registers and
    // signs in, and a full-cost hash is 60-130 ms of the CPU the browsers need. What it hashes and
    // checks is the same; the cost itself is the password and sign-in race tests' business.
    PASSWORD_HASH_COST: 'minimal',
    FOUR_EYES_ABOVE: String(E2E_FOUR_EYES_ABOVE),
    SMTP_URL: smtp.url,
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
  },
});

let stopping = false;
function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', (code, signal) => {
  mailbox.close();
  void smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
  // A database left behind by a failed drop is only disk; the exit code is the server's.
  void dropDatabase()
    .catch((error: unknown) => console.error(`Could not drop the suite's database: ${String(error)}`))
    .finally(() => process.exit(code ?? (signal ? 0 : 1)));
});
