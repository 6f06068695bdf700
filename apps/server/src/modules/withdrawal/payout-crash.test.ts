// kill -9 during 70 parallel withdrawal approvals, then a restart: every approved withdrawal ends
// paid or failed with its coins back, exactly once, and none stays in processing. Approvals cut off
// before their commit stay in review and can be approved after the restart.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { ledgerTransfers } from '../../db/schema/ledger';
import { withdrawals } from '../../db/schema/withdrawals';
import { inTransaction } from '../../db/transaction';
import { storedPassword } from '../../test/passwords';
import { createSecretBox, parseKeys } from '../../lib/secret-box';
import { createTestDatabase, testEngine } from '../../test/database';
import { apiCaller, freePort, startServer } from '../../test/server-process';
import { createSignedInUser } from '../../test/factories';
import { saveCard } from '../bank/service';
import { SYSTEM_ACCOUNTS, systemAccount, walletAccount } from '../ledger/accounts';
import { postTransfer } from '../ledger/post';
import { verifyLedger } from '../ledger/verify';
import { createOperator } from '../operator/service';
import { signInEnrolling } from '../../test/operators';

const CARD_KEYS = `crash:${Buffer.alloc(32, 5).toString('base64')}`;
const PLAYERS = 10;
const EACH = 7;
const AMOUNT = 3000;

function startCrashServer(url: string, port: number, dataDir: string): Promise<ChildProcess> {
  return startServer(port, {
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    CARD_KEYS,
    LOG_LEVEL: 'error',
    CAPTCHA: 'off',
    NODE_ENV: 'test',
    REDIS_URL: '',
    // Its players withdraw without playing: the low-play AML rule would flag each, and every
    // approval would have to name the flag (as in the test app, see test/app.ts).
    AML_TURNOVER_RATIO: '0',
    // Workers poll often, so payouts are being sent while approvals arrive, and a lease held by
    // the killed process runs out soon after the restart.
    JOB_POLL_MS: '20',
    JOB_LEASE_SECONDS: '2',
  });
}

async function credit(db: Db, userId: number, amount: bigint) {
  await inTransaction(db, async (tx) =>
    postTransfer(tx, {
      debitAccountId: await systemAccount(tx, SYSTEM_ACCOUNTS.paymentClearing('sandbox-jpy')),
      creditAccountId: await walletAccount(tx, userId),
      amount,
      kind: 'deposit',
      reference: `test:${userId}`,
      idempotencyKey: `test-deposit:${userId}`,
    }),
  );
}

async function statusCounts(db: Db) {
  const rows = await db
    .select({ status: withdrawals.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(withdrawals)
    .groupBy(withdrawals.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
}

async function waitUntilNoneProcessing(db: Db) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const counts = await statusCounts(db);
    if (!counts.processing) return counts;
    if (Date.now() > deadline) throw new Error(`still processing: ${JSON.stringify(counts)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.runIf(testEngine() === 'postgres')('a crash during withdrawal approvals', () => {
  it('finishes or safely fails every approved payout exactly once after SIGKILL and restart', async () => {
    const fresh = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hall-payout-crash-'));
    const db = fresh.database.db;
    let server: ChildProcess | undefined;
    try {
      const fundPasswordHash = await storedPassword('112233');
      const box = createSecretBox(parseKeys(CARD_KEYS), 'crash');
      // Every third player's bank refuses payouts (the sandbox fails cards ending in 0000).
      const players = await Promise.all(
        Array.from({ length: PLAYERS }, async (_, i) => {
          const p = await createSignedInUser(db, { firstName: 'Mika', lastName: 'Ito', fundPasswordHash });
          const refused = i % 3 === 0;
          const card = await saveCard(
            db,
            box,
            p.user.id,
            {
              bankId: 1,
              cardNumber: refused ? `7000${p.user.id}0000` : `5555${p.user.id}`,
              holderFirstName: 'Mika',
              holderLastName: 'Ito',
            },
            'en-US',
          );
          await credit(db, p.user.id, BigInt(EACH * AMOUNT + 1000));
          return { ...p, cardId: card.id, refused };
        }),
      );
      await createOperator(db, { username: 'payoutfin', password: 'crash test passphrase', role: 'finance' });

      const port = await freePort();
      server = await startCrashServer(fresh.url!, port, dataDir);
      const call = apiCaller(port);
      const { token: opToken } = await signInEnrolling(
        async (url, body, headers) => (await call(url, body, headers))!.data,
        'payoutfin',
        'crash test passphrase',
      );
      const channels = (await call('/v2/app/draw/channels', {}, { token: players[0]!.token }))!
        .data as unknown as Array<{
        id: number;
        code: string;
      }>;
      const channelId = channels.find((c) => c.code === 'sandbox-payout')!.id;

      let n = 0;
      const requests = await Promise.all(
        players.map(async (p) => {
          const sns: string[] = [];
          for (let i = 0; i < EACH; i++) {
            const w = await call(
              '/v2/app/draw/withdraw',
              {
                channelId,
                bankCardId: p.cardId,
                amount: String(AMOUNT),
                fundPassword: '112233',
                requestKey: `payout-crash-${++n}`,
              },
              { token: p.token },
            );
            expect(w?.code).toBe(200);
            sns.push(w!.data.withdrawSn as string);
          }
          return sns;
        }),
      );
      const all = requests.flat();
      expect(all).toHaveLength(PLAYERS * EACH);
      const refusedSns = new Set(requests.flatMap((sns, i) => (players[i]!.refused ? sns : [])));

      // 70 approvals at once; the process is killed once a third of them have answered.
      let answered = 0;
      let killed!: () => void;
      const killNow = new Promise<void>((resolve) => (killed = resolve));
      const approvals = all.map((sn) =>
        call('/v2/admin/draw/approve', { withdrawSn: sn }, { token: opToken }).then((r) => {
          if (r?.code === 200 && ++answered === Math.floor(all.length / 3)) killed();
          return r;
        }),
      );
      await killNow;
      server.kill('SIGKILL');
      await once(server, 'exit');
      await Promise.all(approvals);

      // What the crash left: approved withdrawals the dead process had not settled.
      const atCrash = await statusCounts(db);
      expect(atCrash.processing ?? 0).toBeGreaterThan(0);

      server = await startCrashServer(fresh.url!, port, dataDir);
      await waitUntilNoneProcessing(db);
      // Approvals cut off before they committed are still in review; they can be decided now.
      const left = await db
        .select({ sn: withdrawals.withdrawSn })
        .from(withdrawals)
        .where(eq(withdrawals.status, 'review'));
      for (const { sn } of left) {
        expect((await call('/v2/admin/draw/approve', { withdrawSn: sn }, { token: opToken }))?.code).toBe(200);
      }
      const final = await waitUntilNoneProcessing(db);
      expect(final).toEqual({
        success: all.length - refusedSns.size,
        failed: refusedSns.size,
      });

      const transfers = await db
        .select({ key: ledgerTransfers.idempotencyKey, reference: ledgerTransfers.reference })
        .from(ledgerTransfers)
        .where(
          inArray(
            ledgerTransfers.reference,
            all.map((sn) => `withdrawal:${sn}`),
          ),
        );
      for (const w of await db.select().from(withdrawals)) {
        const mine = transfers
          .filter((t) => t.reference === `withdrawal:${w.withdrawSn}`)
          .map((t) => t.key.split(':')[0]);
        const expected = refusedSns.has(w.withdrawSn)
          ? ['withdrawal-hold', 'withdrawal-release']
          : ['withdrawal-fee', 'withdrawal-hold', 'withdrawal-paid'];
        expect(mine.sort(), `${w.withdrawSn} ${w.status}`).toEqual(expected);
        expect(w.status).toBe(refusedSns.has(w.withdrawSn) ? 'failed' : 'success');
        expect(w.providerRef).toMatch(/^SBX-P-/);
      }
      // The provider received each payout once.
      const sent = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(jobs)
        .where(eq(jobs.kind, 'sandbox-payout-notice'));
      expect(sent[0]!.n).toBe(all.length);
      expect(await db.select().from(jobs).where(eq(jobs.state, 'failed'))).toEqual([]);

      for (const p of players) {
        const balance = await call('/v2/app/user/balance', {}, { token: p.token });
        const paid = p.refused ? 0 : EACH * AMOUNT;
        expect(BigInt(balance!.data.coins as string)).toBe(BigInt(EACH * AMOUNT + 1000 - paid));
      }
      const report = await verifyLedger(db);
      expect(report.problems).toEqual([]);
    } finally {
      server?.kill('SIGKILL');
      await fresh.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
