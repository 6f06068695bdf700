// A crash under load: the server process is killed with SIGKILL while deposits, payments,
// withdrawals and approvals are in flight, then started again. Nothing half-done may remain: the
// ledger verifies, and every order's state agrees with the ledger's transfers.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { depositOrders, ledgerTransfers, withdrawals } from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import { createSecretBox, parseKeys } from '../../lib/secret-box';
import { createTestDatabase, testEngine } from '../../test/database';
import { createSignedInUser } from '../../test/factories';
import { createOperator } from '../operator/service';
import { saveCard } from '../bank/service';
import { verifyLedger } from './verify';

const root = path.resolve(import.meta.dirname, '../../../../..');
const CARD_KEYS = `crash:${Buffer.alloc(32, 9).toString('base64')}`;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;
  server.close();
  return port;
}

function startServer(url: string, port: number, dataDir: string): Promise<ChildProcess> {
  // One process (not npx → tsx → node), so SIGKILL really kills the server and nothing else runs on.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CARD_KEYS,
      LOG_LEVEL: 'error',
      CAPTCHA: 'off',
      NODE_ENV: 'test',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return resolve(child);
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) return reject(new Error('server did not start'));
      setTimeout(poll, 250);
    };
    void poll();
  });
}

describe.runIf(testEngine() === 'postgres')('a crash under money load', () => {
  it('leaves the ledger verified and every order consistent after SIGKILL and restart', async () => {
    const fresh = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hall-crash-'));
    const db = fresh.database.db;
    let server: ChildProcess | undefined;
    try {
      const fundPasswordHash = await hashPassword('112233');
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
      server = await startServer(fresh.url!, port, dataDir);
      const base = `http://127.0.0.1:${port}`;
      const call = (url: string, body: object, headers: Record<string, string> = {}) =>
        fetch(base + url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        })
          .then((r) => r.json() as Promise<{ code: number; data: Record<string, unknown> }>)
          .catch(() => null);
      const opToken = (await call('/v2/admin/auth/login', { username: 'crashfin', password: 'crash test passphrase' }))!
        .data.token as string;
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
          const w = await call(
            '/v2/app/draw/withdraw',
            { channelId: 3, bankCardId: p.cardId, amount: '3000', fundPassword: '112233', requestKey: key() },
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
      server = await startServer(fresh.url!, port, dataDir);
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
