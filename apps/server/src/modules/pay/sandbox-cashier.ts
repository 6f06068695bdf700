// The built-in sandbox gateway's cashier page: stands in for a real payment provider's page. The
// payer presses "pay" or "fail", and the sandbox sends the signed callback exactly as a gateway
// would (same payload, same signature, through the same route and checks), through the job queue
// so a notice the server could not take is sent again. The first decision on an order stands.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { noticeHandler } from '../jobs/notice';
import { acceptForms, sandboxPage } from '../../lib/sandbox-page';
import { escapeHtml } from '../../lib/escape-html';
import { formatMinor } from './money';
import { findOrderWithChannel } from './repo';
import { sandboxEnabled } from './service';
import { sign } from '../../lib/callback-signature';

const DEPOSIT_NOTICE_JOB = 'sandbox-deposit-notice';

export default async function sandboxCashierRoutes(app: FastifyInstance) {
  if (!sandboxEnabled(app.config)) return;
  app.jobs.register(DEPOSIT_NOTICE_JOB, noticeHandler(app));
  // The cashier's buttons are plain HTML forms; only this plugin accepts form posts.
  acceptForms(app);

  // Order numbers are short and plain; anything else (a NUL, a control character) is no order,
  // and is never sent to the database.
  const findOrder = async (orderSn: string) => {
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(orderSn)) return undefined;
    const row = await findOrderWithChannel(app.db, orderSn);
    return row?.channel.adapter === 'sandbox' ? row : undefined;
  };

  const page = (title: string, body: string) => sandboxPage(title, body);

  app.get<{ Params: { orderSn: string } }>(
    '/sandbox/cashier/:orderSn',
    { schema: { hide: true } },
    async (request, reply) => {
      const row = await findOrder(request.params.orderSn);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!row) return reply.code(404).send(page('Order not found', '<h1>Order not found</h1>'));
      const { order } = row;
      const sn = escapeHtml(order.orderSn);
      const open = order.status === 'pending' && order.expiresAt > new Date();
      return page(
        'Sandbox cashier',
        `<h1>Sandbox cashier</h1><p>This is the built-in test gateway: no real money moves.</p>` +
          `<p>Order <strong>${sn}</strong></p>` +
          `<p>Amount ${escapeHtml(formatMinor(order.amount, order.currency))} ${escapeHtml(order.currency)} · fee ${escapeHtml(formatMinor(order.fee, order.currency))} ${escapeHtml(order.currency)}</p>` +
          `<p class="amount">To pay ${escapeHtml(formatMinor(order.amount + order.fee, order.currency))} ${escapeHtml(order.currency)}</p>` +
          (open
            ? `<form method="post" action="/sandbox/cashier/${sn}/pay"><button class="pay" type="submit">Pay</button></form>` +
              `<form method="post" action="/sandbox/cashier/${sn}/fail"><button class="fail" type="submit">Fail the payment</button></form>`
            : `<p>This order is ${escapeHtml(order.status === 'pending' ? 'expired' : order.status)}.</p>`) +
          `<p><a href="/user/record">Back to the site</a></p>`,
      );
    },
  );

  app.post<{ Params: { orderSn: string; outcome: string } }>(
    '/sandbox/cashier/:orderSn/:outcome',
    { schema: { hide: true } },
    async (request, reply) => {
      const row = await findOrder(request.params.orderSn);
      if (!row || !['pay', 'fail'].includes(request.params.outcome)) return reply.code(404).send();
      const back = (result: string) =>
        reply.redirect(`/user/record?tab=deposit&order=${encodeURIComponent(row.order.orderSn)}&result=${result}`, 303);
      // Like a real gateway, a closed order cannot be paid again: show its state instead.
      if (row.order.status !== 'pending') return back(row.order.status);
      const notice: Record<string, string> = {
        orderSn: row.order.orderSn,
        amount: row.order.amount.toString(),
        currency: row.order.currency,
        status: request.params.outcome === 'pay' ? 'paid' : 'failed',
        providerRef: `SBX-${randomUUID()}`,
        timestamp: String(Math.floor(Date.now() / 1000)),
        nonce: randomUUID(),
      };
      notice.sign = sign(notice, app.config.PAYMENT_SANDBOX_SECRET);
      const job = await app.jobs.enqueue(app.db, {
        kind: DEPOSIT_NOTICE_JOB,
        payload: { url: `/v2/pay/callback/${row.channel.code}`, notice },
        dedupeKey: `sandbox-deposit:${row.order.orderSn}`,
        maxAttempts: 20,
      });
      // Sent at once; when the server cannot take it now, the queue sends it again later.
      const sent = await app.jobs.runNow(job.id);
      let after = await findOrder(row.order.orderSn);
      // Not claimed: the background poller took the job first and is sending it now. Wait a moment
      // for it rather than tell the player the payment's fate is unknown.
      for (
        let waited = 0;
        sent === 'not_claimed' && after?.order.status === 'pending' && waited < 5000;
        waited += 100
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = await findOrder(row.order.orderSn);
      }
      if (after && after.order.status !== 'pending') return back(after.order.status);
      // Answered but not applied: the server refused it. Otherwise it is still on its way.
      return back(sent === 'done' ? 'refused' : 'unknown');
    },
  );
}
