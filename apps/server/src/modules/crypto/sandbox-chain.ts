// The sandbox chain (development only, like the sandbox cashier): a page and an API that send a test
// transfer to a player's deposit address and mine blocks on top of it, or take it out again as a
// reorganisation would. It is a chain watcher like a real one: every change is a signed report to
// /v2/crypto/watcher/report, sent through the job queue, so the server credits a test deposit by
// exactly the path a real one takes.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CoinNetwork, CoinSymbol } from '@hall/contracts/crypto';
import { z } from 'zod';
import { sandboxesOn } from '../../config';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { acceptForms, sandboxPage } from '../../lib/sandbox-page';
import { noticeHandler } from '../jobs/notice';
import { escapeHtml } from '../../lib/escape-html';
import { sign } from '../../lib/callback-signature';
import { COINS, findCoin, toUnits } from './coins';
import {
  allChainHeights,
  chainHeight,
  depthAt,
  insertSandboxTransfer,
  liveSandboxDeposits,
  mineBlocks,
  recentSandboxTransfers,
  removeSandboxTransfer,
  type SandboxTransferRow,
} from './sandbox-chain-repo';

const REPORT_JOB = 'sandbox-chain-report';

const SendBody = z.object({
  network: CoinNetwork,
  coin: CoinSymbol,
  address: z.string().trim().min(1).max(128),
  /** In whole coins, as a person types it: "25" or "0.0015". */
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,18})?$/),
});
const MineBody = z.object({ network: CoinNetwork, blocks: z.coerce.number().int().min(1).max(100).default(1) });
const ReorgBody = z.object({ txid: z.string().regex(/^[0-9a-f]{64}$/) });

export default async function sandboxChainRoutes(app: FastifyInstance) {
  if (!sandboxesOn(app.config)) return;
  app.jobs.register(REPORT_JOB, noticeHandler(app));
  acceptForms(app);
  const secret = app.config.CRYPTO_WATCHER_SECRET ?? app.config.PAYMENT_SANDBOX_SECRET;

  /** Queues the signed report of one transfer at the network's height, in the caller's transaction. */
  async function queueReport(db: Executor, t: SandboxTransferRow, tip: number) {
    const confirmations = depthAt(tip, t.block, t.removed);
    const report: Record<string, string> = {
      network: t.network,
      coin: t.coin,
      txid: t.txid,
      outputIndex: '0',
      address: t.address,
      amount: t.amount,
      confirmations: String(confirmations),
      ...(t.removed ? { removed: '1' } : {}),
      timestamp: String(Math.floor(Date.now() / 1000)),
      nonce: randomUUID(),
    };
    report.sign = sign(report, secret);
    await app.jobs.enqueue(db, {
      kind: REPORT_JOB,
      payload: { url: '/v2/crypto/watcher/report', notice: report },
      dedupeKey: `sandbox-chain:${t.txid}:${t.removed ? 'removed' : confirmations}`,
      maxAttempts: 5,
    });
  }

  const wants = (request: { headers: Record<string, unknown> }) =>
    String(request.headers['content-type'] ?? '').startsWith('application/json');

  app.get('/sandbox/chain', { schema: { hide: true } }, async (_request, reply) => {
    const recent = await recentSandboxTransfers(app.db);
    const tips = new Map((await allChainHeights(app.db)).map((h) => [h.network, h.height] as const));
    const options = COINS.map(
      (c) => `<option value="${c.coin}|${c.network}">${c.coin} on ${c.network} (${escapeHtml(c.standard)})</option>`,
    ).join('');
    const networks = [...new Set(COINS.map((c) => c.network))];
    const rows = recent
      .map((t) => {
        const depth = depthAt(tips.get(t.network) ?? 0, t.block, t.removed);
        return (
          `<tr><td>${escapeHtml(t.coin)} ${escapeHtml(t.network)}</td><td>${escapeHtml(t.amount)}</td>` +
          `<td>${escapeHtml(t.address)}${t.withdrawalSn ? ` (withdrawal ${escapeHtml(t.withdrawalSn)})` : ''}</td><td>${t.removed ? 'removed' : depth}</td><td><code>${escapeHtml(t.txid.slice(0, 16))}…</code>` +
          (t.removed
            ? ''
            : `<form method="post" action="/sandbox/chain/reorg"><input type="hidden" name="txid" value="${escapeHtml(t.txid)}">` +
              `<button class="fail" type="submit">Reorganise away</button></form>`) +
          `</td></tr>`
        );
      })
      .join('');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return sandboxPage(
      'Sandbox chain',
      `<h1>Sandbox chain</h1><p>A test network inside this server: no real coins move. Send a transfer to a ` +
        `player's deposit address (shown on the crypto deposit page), then mine blocks until it has the ` +
        `confirmations its coin needs; the server credits it as it would a real one.</p>` +
        `<form method="post" action="/sandbox/chain/send" data-form="send"><h2>Send</h2>` +
        `<label>Coin and network <select name="pair">${options}</select></label>` +
        `<label>To address <input name="address" required maxlength="128"></label>` +
        `<label>Amount (whole coins) <input name="amount" required inputmode="decimal" value="25"></label>` +
        `<button class="pay" type="submit">Send</button></form>` +
        `<form method="post" action="/sandbox/chain/mine"><h2>Mine</h2>` +
        `<label>Network <select name="network">${networks.map((n) => `<option>${n}</option>`).join('')}</select></label>` +
        `<label>Blocks <input name="blocks" type="number" min="1" max="100" value="19"></label>` +
        `<button class="pay" type="submit">Mine</button></form>` +
        `<h2>Recent transfers</h2><table><tr><th>Coin</th><th>Units</th><th>To</th><th>Confirmations</th><th>Transaction</th></tr>${rows}</table>`,
      900,
    );
  });

  app.post('/sandbox/chain/send', { schema: { hide: true } }, async (request, reply) => {
    const raw = request.body as Record<string, string>;
    const [coinName, networkName] = String(raw.pair ?? '').split('|');
    const parsed = SendBody.safeParse({ network: networkName ?? raw.network, coin: coinName || raw.coin, ...raw });
    const coin = parsed.success ? findCoin(parsed.data.coin, parsed.data.network) : undefined;
    const units = coin && parsed.success ? toUnits(parsed.data.amount, coin.decimals) : null;
    if (!coin || !parsed.success || units === null || units === 0n)
      return reply
        .code(400)
        .send({ code: 400, msg: 'Send needs a coin, a network, an address and an amount it can hold.', data: null });
    const txid = randomBytes(32).toString('hex');
    const sent = await inTransaction(app.db, async (tx) => {
      // A transfer is mined into a block of its own: one confirmation at once.
      const tip = await mineBlocks(tx, coin.network, 1);
      const row = await insertSandboxTransfer(tx, {
        network: coin.network,
        coin: coin.coin,
        txid,
        address: parsed.data.address,
        amount: units.toString(),
        block: tip,
      });
      await queueReport(tx, row, tip);
      return { txid, confirmations: 1, units: units.toString() };
    });
    app.jobs.wake();
    return wants(request) ? { code: 200, msg: 'ok', data: sent } : reply.redirect('/sandbox/chain', 303);
  });

  app.post('/sandbox/chain/mine', { schema: { hide: true } }, async (request, reply) => {
    const parsed = MineBody.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ code: 400, msg: 'Mine needs a network and 1-100 blocks.', data: null });
    const { network, blocks } = parsed.data;
    const tip = await inTransaction(app.db, async (tx) => {
      const tip = await mineBlocks(tx, network, blocks);
      // Report every live transfer still short of (or just reaching) its coin's confirmations.
      const live = await liveSandboxDeposits(tx, network);
      for (const t of live) {
        const needed = findCoin(t.coin as z.infer<typeof CoinSymbol>, network)?.confirmations ?? 0;
        if (tip - blocks - t.block + 1 < needed) await queueReport(tx, t, tip);
      }
      return tip;
    });
    app.jobs.wake();
    return wants(request)
      ? { code: 200, msg: 'ok', data: { network, height: tip } }
      : reply.redirect('/sandbox/chain', 303);
  });

  app.post('/sandbox/chain/reorg', { schema: { hide: true } }, async (request, reply) => {
    const parsed = ReorgBody.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ code: 400, msg: 'Reorganise needs a transaction id.', data: null });
    const done = await inTransaction(app.db, async (tx) => {
      const row = await removeSandboxTransfer(tx, parsed.data.txid);
      // A withdrawal's transfer taken out is seen by the custody's depth check, not reported.
      if (row && !row.withdrawalSn) await queueReport(tx, row, await chainHeight(tx, row.network));
      return Boolean(row);
    });
    app.jobs.wake();
    if (!done) return reply.code(404).send({ code: 404, msg: 'No such sandbox transaction.', data: null });
    return wants(request) ? { code: 200, msg: 'ok', data: { removed: true } } : reply.redirect('/sandbox/chain', 303);
  });
}
