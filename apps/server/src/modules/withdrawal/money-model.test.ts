// A model-based test of the money API: random sequences of deposits (paid, failed, replayed),
// withdrawals, approvals (paid or refused by the bank), rejections and refunds, run against the real
// app and an in-memory model of each player's coins. After every sequence the balances match the
// model and the ledger verifies.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedPassword } from '../../test/passwords';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, channelByCode, requestKey } from '../../test/money';
import { signedInOperator } from '../../test/operators';
import { channelsFor } from '../pay/service';

let t: TestApp;
let financeHeaders: { token: string };
let fundHash: string;
beforeAll(async () => {
  t = await createTestApp({ KYC_WITHDRAWAL_THRESHOLD: '100000000' });
  financeHeaders = (await signedInOperator(t.app, 'finance')).headers;
  fundHash = await storedPassword('135790');
});
afterAll(() => t.close());

type Step =
  | { op: 'deposit'; player: number; amount: number; pay: 'pay' | 'fail' | 'abandon'; replay: boolean }
  | { op: 'withdraw'; player: number; amount: number; goodCard: boolean }
  | { op: 'approve' | 'reject'; pick: number }
  | { op: 'refund'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant('deposit' as const),
    player: fc.nat(1),
    amount: fc.integer({ min: 1000, max: 30000 }),
    pay: fc.constantFrom('pay' as const, 'fail' as const, 'abandon' as const),
    replay: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('withdraw' as const),
    player: fc.nat(1),
    amount: fc.integer({ min: 2000, max: 40000 }),
    goodCard: fc.boolean(),
  }),
  fc.record({ op: fc.constantFrom('approve' as const, 'reject' as const), pick: fc.nat(20) }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat(20) }),
);

describe('the money API against a model', () => {
  it('keeps every balance equal to the model, and the ledger verified, after any sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 14 }), async (steps) => {
        const players = await Promise.all(
          [0, 1].map(async () => {
            const p = await createSignedInUser(t.db, {
              firstName: 'Ken',
              lastName: 'Sato',
              fundPasswordHash: fundHash,
            });
            const bankId = (await post(t.app, '/v2/app/user/bank/list', {}, { token: p.token })).body.data[0].id;
            const good = await post(
              t.app,
              '/v2/app/user/bank/save',
              { bankId, cardNumber: '11112222', holderFirstName: 'Ken', holderLastName: 'Sato' },
              { token: p.token },
            );
            const bad = await post(
              t.app,
              '/v2/app/user/bank/save',
              { bankId, cardNumber: '33330000', holderFirstName: 'Ken', holderLastName: 'Sato' },
              { token: p.token },
            );
            return {
              token: p.token,
              goodCard: good.body.data.id as number,
              badCard: bad.body.data.id as number,
              coins: 0n,
            };
          }),
        );
        const jpy = await channelByCode(t.app, players[0]!.token, 'sandbox-jpy');
        const payoutChannel = (
          await channelsFor({ db: t.db, config: t.app.config, log: t.app.log }, 'withdrawal', 'en-US')
        ).find((c) => c.code === 'sandbox-payout')!;
        const review: Array<{ sn: string; player: number; amount: bigint; badCard: boolean }> = [];
        const paidDeposits: Array<{ sn: string; player: number; amount: bigint }> = [];

        for (const s of steps) {
          if (s.op === 'deposit') {
            const p = players[s.player]!;
            const order = await post(
              t.app,
              '/v2/app/pay/order',
              { channelId: jpy.id, amount: String(s.amount), requestKey: requestKey() },
              { token: p.token },
            );
            const sn = order.body.data.orderSn as string;
            if (s.pay === 'abandon') continue;
            const times = s.replay ? 2 : 1;
            for (let i = 0; i < times; i++)
              await t.app.inject({ method: 'POST', url: `/sandbox/cashier/${sn}/${s.pay}` });
            if (s.pay === 'pay') {
              p.coins += BigInt(s.amount);
              paidDeposits.push({ sn, player: s.player, amount: BigInt(s.amount) });
            }
          } else if (s.op === 'withdraw') {
            const p = players[s.player]!;
            const res = await post(
              t.app,
              '/v2/app/draw/withdraw',
              {
                channelId: payoutChannel.id,
                bankCardId: s.goodCard ? p.goodCard : p.badCard,
                amount: String(s.amount),
                fundPassword: '135790',
                requestKey: requestKey(),
              },
              { token: p.token },
            );
            if (BigInt(s.amount) <= p.coins) {
              expect(res.status).toBe(200);
              p.coins -= BigInt(s.amount);
              review.push({
                sn: res.body.data.withdrawSn,
                player: s.player,
                amount: BigInt(s.amount),
                badCard: !s.goodCard,
              });
            } else {
              expect(res.body.data.reason).toBe('insufficient_funds');
            }
          } else if (s.op === 'approve' || s.op === 'reject') {
            if (review.length === 0) continue;
            const [w] = review.splice(s.pick % review.length, 1);
            if (s.op === 'approve') {
              await post(t.app, '/v2/admin/draw/approve', { withdrawSn: w!.sn }, financeHeaders);
              await t.app.jobs.runDueJobs(); // the payout goes out from the job queue
              if (w!.badCard) players[w!.player]!.coins += w!.amount; // the bank refused: coins come back
            } else {
              await post(t.app, '/v2/admin/draw/reject', { withdrawSn: w!.sn, reason: 'model' }, financeHeaders);
              players[w!.player]!.coins += w!.amount;
            }
          } else {
            if (paidDeposits.length === 0) continue;
            const [d] = paidDeposits.splice(s.pick % paidDeposits.length, 1);
            const res = await post(t.app, '/v2/admin/pay/refund', { orderSn: d!.sn, reason: 'model' }, financeHeaders);
            const p = players[d!.player]!;
            if (p.coins >= d!.amount) {
              expect(res.status).toBe(200);
              p.coins -= d!.amount;
            } else {
              expect(res.body.data.reason).toBe('insufficient_funds');
            }
          }
        }
        for (const p of players) expect(await balanceOf(t.app, p.token)).toBe(p.coins);
        await expectLedgerVerified(t.db);
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
