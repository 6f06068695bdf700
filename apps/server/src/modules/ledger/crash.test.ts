// A crash under load: the server process is killed with SIGKILL while deposits, payments,
// withdrawals and approvals are in flight, then started again. Nothing half-done may remain: the
// ledger verifies, and every order's state agrees with the ledger's transfers.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../../db/schema/ledger';
import { depositOrders } from '../../db/schema/pay';
import { withdrawals } from '../../db/schema/withdrawals';
import { storedPassword } from '../../test/passwords';
import { createSecretBox, parseKeys } from '../../lib/secret-box';
import { createTestDatabase, testEngine } from '../../test/database';
import { apiCaller, freePort, startServer } from '../../test/server-process';
import { createSignedInUser } from '../../test/factories';
import { createOperator } from '../operator/service';
import { saveCard } from '../bank/service';
import { verifyLedger } from './verify';
import { signInEnrolling } from '../../test/operators';

const CARD_KEYS = `crash:${Buffer.alloc(32, 9).toString('base64')}`;

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
  });
}

describe.runIf(testEngine() === 'postgres')('a crash under money load', () => {
  it('leaves the ledger verified and every order consistent after SIGKILL and restart', async () => {
    const fresh = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hall-crash-'));
    const db = fresh.database.db;
    let server: ChildProcess | undefined;
    try {
      const fundPasswordHash = await storedPassword('112233');
      const box = createSecretBox(parseKeys(CARD_KEYS), 'crash');
      const players = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const p = await createSignedInUser(db, { firstName: 'Mika', lastName: 'Ito', fundPasswordHash });
          const card = await saveCard(
            db,
            box,
            p.user.id,
            { bankId: 1, cardNumber: `5555${p.user.id}`, holderFirstName: 'Mika', holderLastName: 'Ito' },
            'en-US',
          );
          return { ...p, cardId: card.id };
        }),
      );
      await createOperator(db, { username: 'crashfin', password: 'crash test passphrase', role: 'finance' });

      const port = await freePort();
      server = await startCrashServer(fresh.url!, port, dataDir);
      const base = `http://127.0.0.1:${port}`;
      const call = apiCaller(port);
      const { token: opToken } = await signInEnrolling(
        async (url, body, headers) => (await call(url, body, headers))!.data,
        'crashfin',
        'crash test passphrase',
      );
      const channels = (await call('/v2/app/pay/query', {}, { token: players[0]!.token }))!.data as unknown as Array<{
        id: number;
        code: string;
      }>;
      const jpy = channels.find((c) => c.code === 'sandbox-jpy')!.id;
      let n = 0;
      const key = () => `crash-${++n}-${Math.random().toString(36).slice(2, 10)}`;

      // Load: each player deposits and pays, asks to withdraw, and the operator approves — in a loop.
      let stop = false;
      const loops = players.map(async (p) => {
        while (!stop) {
          const order = await call(
            '/v2/app/pay/order',
            { channelId: jpy, amount: '5000', requestKey: key() },
            { token: p.token },
          );
          const sn = order?.data?.orderSn as string | undefined;
          if (sn)
            await fetch(`${base}/sandbox/cashier/${sn}/pay`, { method: 'POST', redirect: 'manual' }).catch(() => null);
          // The first deposit earns the seeded first-deposit bonus: each withdrawal gives it up, as a
          // player who confirms the question would (forfeits are part of the load, and of the check).
          const w = await call(
            '/v2/app/draw/withdraw',
            {
              channelId: 3,
              bankCardId: p.cardId,
              amount: '3000',
              fundPassword: '112233',
              requestKey: key(),
              forfeitBonus: true,
            },
            { token: p.token },
          );
          const wsn = w?.data?.withdrawSn as string | undefined;
          if (wsn && n % 2 === 0) await call('/v2/admin/draw/approve', { withdrawSn: wsn }, { token: opToken });
          if (!order) await new Promise((r) => setTimeout(r, 20));
        }
      });
      await new Promise((r) => setTimeout(r, 5000));
      server.kill('SIGKILL');
      await once(server, 'exit');
      stop = true;
      await Promise.all(loops);

      // Started again on the same database: it must come up and answer.
      server = await startCrashServer(fresh.url!, port, dataDir);
      const balance = await call('/v2/app/user/balance', {}, { token: players[0]!.token });
      expect(balance?.code).toBe(200);

      const report = await verifyLedger(db);
      expect(report.problems).toEqual([]);
      expect(report.transfers).toBeGreaterThan(5);

      const keys = new Set(
        (await db.select({ k: ledgerTransfers.idempotencyKey }).from(ledgerTransfers)).map((r) => r.k),
      );
      const orders = await db.select().from(depositOrders);
      for (const o of orders) {
        expect(keys.has(`deposit:${o.orderSn}`), `order ${o.orderSn} ${o.status}`).toBe(o.status === 'paid');
      }
      const ws = await db.select().from(withdrawals);
      expect(ws.length).toBeGreaterThan(0);
      for (const w of ws) {
        const held = keys.has(`withdrawal-hold:${w.withdrawSn}`);
        const paid = keys.has(`withdrawal-paid:${w.withdrawSn}`);
        const released = keys.has(`withdrawal-release:${w.withdrawSn}`);
        expect(held, `withdrawal ${w.withdrawSn} has its hold`).toBe(true);
        expect(paid, `${w.withdrawSn} ${w.status}`).toBe(w.status === 'success');
        expect(released, `${w.withdrawSn} ${w.status}`).toBe(w.status === 'failed' || w.status === 'rejected');
      }
      const holds = await db
        .select()
        .from(ledgerTransfers)
        .where(like(ledgerTransfers.idempotencyKey, 'withdrawal-hold:%'));
      const sns = holds.map((h) => h.reference.replace('withdrawal:', ''));
      if (sns.length)
        expect((await db.select().from(withdrawals).where(inArray(withdrawals.withdrawSn, sns))).length).toBe(
          sns.length,
        );
    } finally {
      server?.kill('SIGKILL');
      await fresh.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
