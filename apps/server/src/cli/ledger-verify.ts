// `npm run ledger:verify`: checks the ledger of the configured database (DATABASE_URL, or the
// embedded database in DATA_DIR — stop the server first: the embedded database has one user).
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { verifyLedger } from '../modules/ledger/verify';
import { wireModules } from '../wiring';

const config = loadConfig();
wireModules();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await runMigrations(database);
  const report = await verifyLedger(database.db);
  console.log(`ledger: ${report.accounts} accounts, ${report.transfers} transfers, ${report.entries} entries`);
  for (const problem of report.problems) console.error(`  ✗ ${problem}`);
  console.log(report.ok ? 'ledger verified: every balance matches its entries and the total is zero' : 'LEDGER BROKEN');
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await database.close();
}
