// The bonus engine on the ledger: the seeded first-deposit match (told before paying, paid with the
// credit, told after), wagering (cash first, bonus wins locked, pachislot at the offer's share,
// release at the requirement, a bonus played down to zero ending), forfeit (by the player, by a confirmed withdrawal, by a refund),
// expiry (the job, and a spin after the time), claims (50 at once pay once), eligibility (breaks,
// identity, new players), the weekly rebate (cash bets on its games, once per week, a letter) and
// the operators' calls. The ledger is verified after every test.
import { and, eq, sql } from 'drizzle-orm';
import { fairSource } from '@hall/game-engine/fair';
import { PACHI_BET, playPachislot, type Setting } from '@hall/game-engine/pachislot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bonusGrants, bonusOffers } from '../../db/schema/bonus';
import { stationLetters } from '../../db/schema/content';
import { gameRounds, machines, playerSeeds, roundVoids } from '../../db/schema/game';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema/ledger';
import { auditLog } from '../../db/schema/operator';
import { playerExclusions } from '../../db/schema/protection';
import { storedPassword } from '../../test/passwords';
import { createTestApp, post, type TestApp } from '../../test/app';
import { creditCryptoDeposit } from '../../test/crypto';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, depositThroughSandbox, requestKey } from '../../test/money';
import { signedInOperator } from '../../test/operators';
import { buttonOfferBody } from '../../test/bonus-offers';
import { SYSTEM_ACCOUNTS, systemAccount } from '../ledger/accounts';
import { settleRebate } from './rebate';
import { verifyLedger } from '../ledger/verify';
import { periodOf } from './periods';
import { findOffer } from './repo';

let t: TestApp;
let fundHash: string;
let finance: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp({ TEST_BONUS_OFFERS: 'on', JOB_POLL_MS: '0' });
  fundHash = await storedPassword('246810');
  finance = await signedInOperator(t.app, 'finance');
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };
type Player = Awaited<ReturnType<typeof createSignedInUser>>;
const player = () => createSignedInUser(t.db, { firstName: 'Taro', lastName: 'Yamada', fundPasswordHash: fundHash });
const call = (p: Player, path: string, body: object = {}) =>
  post(t.app, `/v2/app/bonus${path}`, body, { ...en, token: p.token });
const wallet = async (p: Player) => (await call(p, '/wallet')).body.data;
const spin = async (p: Player, machineId = 'S-001') => {
  const res = await post(
    t.app,
    '/v2/app/game/spin',
    { machineId, requestKey: requestKey() },
    { ...en, token: p.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    bet: string;
    win: string;
    balance: string;
    bonusBet: string;
    bonus: null | { balance: string; wagered: string; required: string };
  };
};
const bonusPool = () => systemAccount(t.db, SYSTEM_ACCOUNTS.bonusPool);
const poolBalance = async () =>
  (
    await t.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, await bonusPool()))
  )[0]!.balance;

/** An offer made through the operators' call (each test its own code). */
let offers = 0;
async function offer(values: Record<string, unknown>) {
  const res = await post(
    t.app,
    '/v2/admin/bonus/offer/save',
    buttonOfferBody({ code: `test-${++offers}`, ...values }),
    { token: finance.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; code: string };
}
const disable = (id: number) => t.db.update(bonusOffers).set({ enabled: false }).where(eq(bonusOffers.id, id));

describe('the first-deposit bonus', () => {
  it('is told before paying, paid locked with the credit, and told after; a second deposit earns none', async () => {
    const p = await player();
    const preview = await call(p, '/deposit/preview', { coins: '5000' });
    expect(preview.body.data.offers).toEqual([
      expect.objectContaining({ code: 'first-deposit', bonus: '5000', wageringMultiple: 20, refusal: null }),
    ]);
    expect((await call(p, '/deposit/preview', { coins: '500' })).body.data.offers[0]).toMatchObject({
      bonus: '0',
      refusal: 'below_minimum',
      minDeposit: '1000',
    });
    // The cap: 20,000 earns 10,000.
    expect((await call(p, '/deposit/preview', { coins: '20000' })).body.data.offers[0].bonus).toBe('10000');

    const sn = await depositThroughSandbox(t.app, p.token, '5000');
    const order = await post(t.app, '/v2/app/pay/list', {}, { ...en, token: p.token });
    expect(order.body.data.list.find((o: { orderSn: string }) => o.orderSn === sn).bonus).toEqual({
      offer: 'first-deposit',
      amount: '5000',
      refusal: null,
    });
    const w = await wallet(p);
    expect(w).toMatchObject({ cash: '5000', bonus: '5000', contribution: { video_slot: 100, pachislot: 100 } });
    expect(w.active).toMatchObject({ amount: '5000', wageringRequired: '100000', wagered: '0', status: 'active' });
    // The withdrawable balance is the cash only.
    expect(await balanceOf(t.app, p.token)).toBe(5000n);

    expect((await call(p, '/deposit/preview', { coins: '5000' })).body.data.offers[0].refusal).toBe(
      'not_first_deposit',
    );
    const second = await depositThroughSandbox(t.app, p.token, '5000');
    const again = await post(t.app, '/v2/app/pay/list', {}, { ...en, token: p.token });
    expect(again.body.data.list.find((o: { orderSn: string }) => o.orderSn === second).bonus).toEqual({
      offer: 'first-deposit',
      amount: null,
      refusal: 'not_first_deposit',
    });
    expect((await wallet(p)).bonus).toBe('5000');
    const grants = await t.db.select().from(bonusGrants).where(eq(bonusGrants.userId, p.user.id));
    expect(grants).toHaveLength(1);
  });

  it('counts a crypto deposit: the first one earns it, and a bank deposit after it is not the first', async () => {
    const p = await player();
    // 40 USDT at the fallback 150 JPY: 6,000 coins, matched in full.
    expect((await creditCryptoDeposit(t.app, p.token, 40n)).status).toBe('credited');
    expect(await wallet(p)).toMatchObject({ cash: '6000', bonus: '6000' });
    const sn = await depositThroughSandbox(t.app, p.token, '5000');
    const orders = await post(t.app, '/v2/app/pay/list', {}, { ...en, token: p.token });
    expect(orders.body.data.list.find((o: { orderSn: string }) => o.orderSn === sn).bonus).toMatchObject({
      amount: null,
      refusal: 'not_first_deposit',
    });
  });

  it('is not paid on a deposit below the minimum, and says why after', async () => {
    // The sandbox channel takes 1,000 coins at least: the offer's minimum is raised for this test.
    await t.db.update(bonusOffers).set({ minDeposit: 3000n }).where(eq(bonusOffers.code, 'first-deposit'));
    const p = await player();
    const sn = await depositThroughSandbox(t.app, p.token, '2000');
    await t.db.update(bonusOffers).set({ minDeposit: 1000n }).where(eq(bonusOffers.code, 'first-deposit'));
    const list = await post(t.app, '/v2/app/pay/list', {}, { ...en, token: p.token });
    expect(list.body.data.list.find((o: { orderSn: string }) => o.orderSn === sn).bonus.refusal).toBe('below_minimum');
    expect(await wallet(p)).toMatchObject({ cash: '2000', bonus: '0', active: null });
  });

  it('is forfeited when its deposit is refunded', async () => {
    const p = await player();
    const sn = await depositThroughSandbox(t.app, p.token, '2000');
    const pool = await poolBalance();
    const refund = await post(
      t.app,
      '/v2/admin/pay/refund',
      { orderSn: sn, reason: 'chargeback' },
      { token: finance.token },
    );
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(await wallet(p)).toMatchObject({ cash: '0', bonus: '0', active: null });
    expect(await poolBalance()).toBe(pool + 2000n);
    const [grant] = await t.db.select().from(bonusGrants).where(eq(bonusGrants.userId, p.user.id));
    expect(grant).toMatchObject({ status: 'forfeited', settledAmount: 2000n });
  });
});

describe('wagering', () => {
  it('takes cash first, then bonus; keeps what bonus bets win locked; releases everything at the requirement', async () => {
    const o = await offer({ fixedAmount: '200', wageringMultiple: 2 });
    const p = await player();
    const claimed = await call(p, '/claim', { offerId: o.id, requestKey: requestKey() });
    expect(claimed.body.data).toMatchObject({ amount: '200', wageringRequired: '400', status: 'active' });
    // No cash: every bet comes from the bonus and every win stays locked.
    let last = await spin(p);
    expect(last.bonusBet).toBe(last.bet);
    expect(last.balance).toBe('0');
    let wagered = BigInt(last.bet);
    while (last.bonus) {
      expect(last.bonus.wagered).toBe(wagered.toString());
      expect(last.balance).toBe('0');
      const next = await post(
        t.app,
        '/v2/app/game/spin',
        { machineId: 'S-001', requestKey: requestKey() },
        { ...en, token: p.token },
      );
      if (next.status !== 200) {
        // Fewer locked coins left than a bet: the spin is refused and the bonus waits (cash would play).
        expect(next.body.data.reason).toBe('insufficient_funds');
        expect(BigInt(last.bonus.balance)).toBeLessThan(BigInt(last.bet));
        await call(p, '/forfeit', { grantId: claimed.body.data.id });
        break;
      }
      last = next.body.data;
      wagered += BigInt(last.bet);
    }
    const [grant] = await t.db.select().from(bonusGrants).where(eq(bonusGrants.userId, p.user.id));
    if (grant!.status === 'completed') {
      // The requirement was met: what was locked (winnings included) is now cash.
      expect(wagered).toBeGreaterThanOrEqual(400n);
      expect(BigInt(last.balance)).toBe(grant!.settledAmount);
      const released = await t.db
        .select()
        .from(ledgerTransfers)
        .where(and(eq(ledgerTransfers.kind, 'bonus_release'), eq(ledgerTransfers.reference, `bonus:${grant!.id}`)));
      expect(released).toHaveLength(1);
    } else if (grant!.status === 'lost') {
      // Played to nothing before the requirement: the bonus ended with nothing to release.
      expect(grant!.settledAmount).toBe(0n);
      expect(last.balance).toBe('0');
    } else expect(grant!.status).toBe('forfeited');
    expect((await wallet(p)).bonus).toBe('0');
    await disable(o.id);
  });

  it('ends a bonus played down to zero: lost, nothing locked, the next bonus free to claim', async () => {
    // Pachislot rounds are decided by the seed pair alone: replay pairs until one whose rounds,
    // from a 15-coin bonus and no cash, leave exactly nothing locked (not a remainder below a bet).
    const BONUS = 15n;
    const [machine] = await t.db.select().from(machines).where(eq(machines.id, 'P-002'));
    const setting = machine!.setting as Setting;
    const playedDown = (seeds: { serverSeed: string; clientSeed: string }) => {
      let locked = BONUS;
      let n = 0;
      while (locked >= BigInt(PACHI_BET))
        locked += BigInt(playPachislot(setting, fairSource(seeds, n++, 0)).win) - BigInt(PACHI_BET);
      return { locked, rounds: n };
    };
    let seeds = { serverSeed: 'e'.repeat(64), clientSeed: 'zero-0' };
    for (let k = 1; playedDown(seeds).locked !== 0n || playedDown(seeds).rounds < 2; k++)
      seeds = { serverSeed: 'e'.repeat(64), clientSeed: `zero-${k}` };
    const { rounds } = playedDown(seeds);

    const o = await offer({ fixedAmount: BONUS.toString(), wageringMultiple: 100 });
    const p = await player();
    const claimed = await call(p, '/claim', { offerId: o.id, requestKey: requestKey() });
    expect(claimed.body.data).toMatchObject({ amount: '15', wageringRequired: '1500', status: 'active' });
    await post(t.app, '/v2/app/game/seed/get', {}, { token: p.token });
    await t.db
      .update(playerSeeds)
      .set({ ...seeds, nonce: 0 })
      .where(eq(playerSeeds.userId, p.user.id));

    let last = await spin(p, 'P-002');
    for (let n = 1; n < rounds; n++) {
      // Still being wagered, with coins left to play.
      expect(BigInt(last.bonus!.balance)).toBeGreaterThan(0n);
      last = await spin(p, 'P-002');
    }
    // The last round took the last locked coins and won nothing back: the bonus has ended.
    expect(last.bonusBet).toBe(last.bet);
    expect(last.win).toBe('0');
    expect(last.bonus).toBeNull();
    expect(last.balance).toBe('0');
    const [grant] = await t.db.select().from(bonusGrants).where(eq(bonusGrants.id, claimed.body.data.id));
    expect(grant).toMatchObject({ status: 'lost', settledAmount: 0n, wagered: BigInt(rounds * PACHI_BET) });
    expect(grant!.endedAt).not.toBeNull();
    expect(await wallet(p)).toMatchObject({ cash: '0', bonus: '0', active: null, contribution: null });
    const [locked] = await t.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.ownerUserId, p.user.id), eq(ledgerAccounts.kind, 'user_bonus')));
    expect(locked!.balance).toBe(0n);
    // Nothing to release or give back: no transfer ended it.
    const endings = await t.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.reference, `bonus:${grant!.id}`), sql`${ledgerTransfers.kind} <> 'bonus'`));
    expect(endings).toEqual([]);
    // The player's history shows it ended, and it no longer holds the one-bonus-at-a-time place.
    const history = await call(p, '/history', { page: 1, pageSize: 10 });
    expect(history.body.data.list[0]).toMatchObject({ id: grant!.id, status: 'lost', settledAmount: '0' });
    const next = await offer({ fixedAmount: '10', wageringMultiple: 1 });
    expect((await call(p, '/claim', { offerId: next.id, requestKey: requestKey() })).status).toBe(200);
    await call(p, '/forfeit', { grantId: (await wallet(p)).active.id });
    await disable(o.id);
    await disable(next.id);
  });

  it('counts every bet while active, cash bets too, and pachislot at the offer’s share', async () => {
    const o = await offer({ fixedAmount: '100', wageringMultiple: 50, pachislotContributionPct: 50 });
    const p = await player();
    // Cash to bet with: a deposit whose own bonus is given up first.
    await depositThroughSandbox(t.app, p.token, '1000');
    await call(p, '/forfeit', { grantId: (await wallet(p)).active.id });
    expect((await call(p, '/claim', { offerId: o.id, requestKey: requestKey() })).status).toBe(200);
    const slot = await spin(p, 'S-002');
    expect(slot.bonusBet).toBe('0');
    expect(slot.bonus!.wagered).toBe(slot.bet);
    const pachi = await spin(p, 'P-003');
    expect(pachi.bonusBet).toBe('0');
    expect(BigInt(pachi.bonus!.wagered)).toBe(BigInt(slot.bet) + BigInt(pachi.bet) / 2n);
    await call(p, '/forfeit', { grantId: (await wallet(p)).active.id });
    await disable(o.id);
  });
});

describe('giving a bonus up', () => {
  it('by the player returns the locked coins to the pool and leaves the cash', async () => {
    const p = await player();
    await depositThroughSandbox(t.app, p.token, '3000');
    const pool = await poolBalance();
    const { active } = await wallet(p);
    expect((await call(p, '/forfeit', { grantId: active.id + 1000 })).status).toBe(404);
    const res = await call(p, '/forfeit', { grantId: active.id });
    expect(res.body.data).toMatchObject({ cash: '3000', bonus: '0', active: null });
    expect(await poolBalance()).toBe(pool + 3000n);
    const [grant] = await t.db.select().from(bonusGrants).where(eq(bonusGrants.id, active.id));
    expect(grant).toMatchObject({ status: 'forfeited', settledAmount: 3000n });
  });

  it('by a withdrawal: refused until the player agrees, then forfeited with the request', async () => {
    const p = await player();
    const bankId = (await post(t.app, '/v2/app/user/bank/list', {}, { token: p.token })).body.data[0].id;
    const card = await post(
      t.app,
      '/v2/app/user/bank/save',
      { bankId, cardNumber: '7654321', holderFirstName: 'Taro', holderLastName: 'Yamada' },
      { token: p.token },
    );
    await depositThroughSandbox(t.app, p.token, '4000');
    const channels = (await post(t.app, '/v2/app/draw/channels', {}, { token: p.token })).body.data;
    const body = {
      channelId: channels.find((c: { code: string }) => c.code === 'sandbox-payout').id,
      bankCardId: card.body.data.id,
      amount: '2000',
      fundPassword: '246810',
    };
    const refused = await post(
      t.app,
      '/v2/app/draw/withdraw',
      { ...body, requestKey: requestKey() },
      { ...en, token: p.token },
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      msg: expect.stringContaining('4,000 bonus coins'),
      data: { reason: 'bonus_active', bonus: '4000' },
    });
    expect(await wallet(p)).toMatchObject({ cash: '4000', bonus: '4000' });
    const agreed = await post(
      t.app,
      '/v2/app/draw/withdraw',
      { ...body, requestKey: requestKey(), forfeitBonus: true },
      { ...en, token: p.token },
    );
    expect(agreed.status, JSON.stringify(agreed.body)).toBe(200);
    expect(await wallet(p)).toMatchObject({ cash: '2000', bonus: '0', active: null });
  });
});

describe('the ledger check', () => {
  it('finds bonus coins locked with no bonus being wagered', async () => {
    const p = await player();
    await depositThroughSandbox(t.app, p.token, '1000');
    const { active } = await wallet(p);
    await t.db.update(bonusGrants).set({ status: 'completed' }).where(eq(bonusGrants.id, active.id));
    const report = await verifyLedger(t.db);
    expect(report.problems).toEqual([expect.stringContaining('1000 bonus coins locked with no active bonus')]);
    await t.db.update(bonusGrants).set({ status: 'active' }).where(eq(bonusGrants.id, active.id));
  });
});

describe('expiry', () => {
  it('forfeits what is locked when the job comes due, and a spin after the time ends it first', async () => {
    const p = await player();
    await depositThroughSandbox(t.app, p.token, '1000');
    const { active } = await wallet(p);
    await t.db
      .update(bonusGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bonusGrants.id, active.id));
    await t.db.execute(sql`update jobs set run_at = now() where dedupe_key = ${`bonus-expire:${active.id}`}`);
    await t.app.jobs.runDueJobs();
    const [grant] = await t.db.select().from(bonusGrants).where(eq(bonusGrants.id, active.id));
    expect(grant).toMatchObject({ status: 'expired', settledAmount: 1000n });
    expect(await wallet(p)).toMatchObject({ cash: '1000', bonus: '0', active: null });

    const q = await player();
    const o = await offer({ fixedAmount: '300', wageringMultiple: 10 });
    const claimed = (await call(q, '/claim', { offerId: o.id, requestKey: requestKey() })).body.data;
    await t.db
      .update(bonusGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bonusGrants.id, claimed.id));
    // No cash and the bonus gone with its time: the spin is refused for want of coins.
    const refused = await post(
      t.app,
      '/v2/app/game/spin',
      { machineId: 'S-003', requestKey: requestKey() },
      { ...en, token: q.token },
    );
    expect(refused.body.data.reason).toBe('insufficient_funds');
    // The refusal rolled the expiry back with it; the job still ends it.
    await t.db.execute(sql`update jobs set run_at = now() where dedupe_key = ${`bonus-expire:${claimed.id}`}`);
    await t.app.jobs.runDueJobs();
    const [ended] = await t.db.select().from(bonusGrants).where(eq(bonusGrants.id, claimed.id));
    expect(ended!.status).toBe('expired');
    await disable(o.id);
  });
});

describe('claims', () => {
  it('pay once however many arrive together', async () => {
    const o = await offer({ fixedAmount: '150', wageringMultiple: 0 });
    const p = await player();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => call(p, '/claim', { offerId: o.id, requestKey: requestKey() })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.data).toMatchObject({ reason: 'bonus_refused', refusal: 'already_claimed' });
    }
    // No wagering: paid straight to the wallet.
    expect(await wallet(p)).toMatchObject({ cash: '150', bonus: '0', active: null });
    const paid = await t.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `bonus:${p.user.id}:${o.id}:once`));
    expect(paid).toHaveLength(1);
    await disable(o.id);
  });

  it('are refused with the reason: a break, identity, a new-players offer, another bonus, not a button offer', async () => {
    const kyc = await offer({ kycRequired: true, wageringMultiple: 0 });
    const fresh = await offer({ newPlayerDays: 7, wageringMultiple: 0 });
    const locked = await offer({ wageringMultiple: 5 });
    const p = await player();
    const refusal = async (id: number) => (await call(p, '/claim', { offerId: id, requestKey: requestKey() })).body;
    expect(await refusal(kyc.id)).toMatchObject({
      msg: 'This bonus needs an approved identity verification first.',
      data: { refusal: 'kyc_required' },
    });
    await t.db.execute(sql`update users set created_at = now() - interval '8 days' where id = ${p.user.id}`);
    expect((await refusal(fresh.id)).data.refusal).toBe('not_new_player');
    await depositThroughSandbox(t.app, p.token, '1000');
    expect((await refusal(locked.id)).data.refusal).toBe('bonus_active');
    const seeded = (await call(p, '/offers')).body.data.list.find((o: { code: string }) => o.code === 'first-deposit');
    expect((await refusal(seeded.id)).data.reason).toBe('bonus_unknown');

    const q = await player();
    await t.db.insert(playerExclusions).values({
      userId: q.user.id,
      kind: 'timeout',
      startsAt: new Date(Date.now() - 1000),
      endsAt: new Date(Date.now() + 86_400_000),
    });
    // Offers are marketing: a player on a break is shown none, and a claim by id is still refused.
    expect((await call(q, '/offers')).body.data.list).toEqual([]);
    expect((await call(q, '/claim', { offerId: locked.id, requestKey: requestKey() })).body.data.refusal).toBe(
      'excluded',
    );
    for (const o of [kyc, fresh, locked]) await disable(o.id);
  });

  it('lists the running offers to visitors without a player’s state', async () => {
    const res = await post(t.app, '/v2/app/bonus/offers', {}, en);
    expect(res.status).toBe(200);
    const codes = res.body.data.list.map((o: { code: string }) => o.code);
    expect(codes).toEqual(expect.arrayContaining(['first-deposit', 'weekly-rebate']));
    expect(
      res.body.data.list.every((o: { refusal: null; grant: null }) => o.refusal === null && o.grant === null),
    ).toBe(true);
  });
});

/** A round written straight into the rebate's period, an hour after it starts (no spin, no ledger). */
function roundIn(period: { start: Date }, userId: number, n: number, bet: bigint, gameId: string, bonusBet = 0n) {
  return {
    roundSn: `G-R-${userId}-${n}-${Math.random().toString(36).slice(2, 8)}`,
    userId,
    machineId: gameId === 'neon-777' ? 'P-001' : 'S-001',
    gameId,
    requestKey: requestKey(),
    bet,
    win: 0n,
    bonusBet,
    outcome: {},
    serverSeedHash: 'h',
    clientSeed: 'c',
    nonce: n,
    createdAt: new Date(period.start.getTime() + 3600_000),
  };
}

describe('the weekly rebate', () => {
  it('pays 0.5 % of last week’s cash bets on its games once, from 10 coins, with a letter', async () => {
    const seeded = (await post(t.app, '/v2/app/bonus/offers', {}, en)).body.data.list.find(
      (o: { code: string }) => o.code === 'weekly-rebate',
    );
    const offerRow = (await findOffer(t.db, seeded.id))!;
    const zone = t.app.config.SITE_TIME_ZONE;
    const lastWeek = periodOf('week', new Date(Date.now() - 7 * 86_400_000), zone);
    const p = await player();
    const small = await player();
    const round = (userId: number, n: number, bet: bigint, gameId: string, bonusBet = 0n) =>
      roundIn(lastWeek, userId, n, bet, gameId, bonusBet);
    await t.db.insert(gameRounds).values([
      round(p.user.id, 1, 4000n, 'sakura-fortune'),
      round(p.user.id, 2, 2000n, 'neon-777'),
      // Bonus-paid bets do not count.
      round(p.user.id, 3, 1000n, 'neon-777', 1000n),
      round(small.user.id, 1, 1000n, 'sakura-fortune'),
    ]);
    expect(await settleRebate(t.db, offerRow, lastWeek, zone)).toBe(1);
    expect(await settleRebate(t.db, offerRow, lastWeek, zone)).toBe(0);
    // 0.5 % of 6,000 = 30 coins, straight to the wallet (no wagering); 0.5 % of 1,000 = 5 < 10.
    expect((await wallet(p)).cash).toBe('30');
    expect((await wallet(small)).cash).toBe('0');
    const letters = await t.db.select().from(stationLetters).where(eq(stationLetters.recipientId, p.user.id));
    expect(letters.map((l) => l.titleEn)).toContain('Your rebate has been paid');
    const history = await call(p, '/history', { offerId: seeded.id });
    expect(history.body.data.list).toEqual([
      expect.objectContaining({ amount: '30', status: 'completed', periodKey: lastWeek.key }),
    ]);
    const estimate = await call(p, '/rebate/estimate', { offerId: seeded.id });
    expect(estimate.body.data).toMatchObject({ basis: '0', rebate: '0' });
  });

  it('leaves out a round voided for a malfunction: its stake went back', async () => {
    const seeded = (await post(t.app, '/v2/app/bonus/offers', {}, en)).body.data.list.find(
      (o: { code: string }) => o.code === 'weekly-rebate',
    );
    const offerRow = (await findOffer(t.db, seeded.id))!;
    const zone = t.app.config.SITE_TIME_ZONE;
    const lastWeek = periodOf('week', new Date(Date.now() - 7 * 86_400_000), zone);
    const p = await player();
    const { operator } = await signedInOperator(t.app, 'finance');
    const inserted = await t.db
      .insert(gameRounds)
      .values([
        roundIn(lastWeek, p.user.id, 1, 4000n, 'sakura-fortune'),
        roundIn(lastWeek, p.user.id, 2, 6000n, 'sakura-fortune'),
      ])
      .returning({ id: gameRounds.id });
    // The 6,000 round is void (its refund is the void's own business, proven in the game module).
    await t.db.insert(roundVoids).values({
      roundId: inserted[1]!.id,
      operatorId: operator.id,
      reason: 'Reels stopped on a line the paytable does not pay',
      refunded: 6000n,
      recovered: 0n,
      unrecovered: 0n,
    });
    expect(await settleRebate(t.db, offerRow, lastWeek, zone)).toBe(1);
    // 0.5 % of the 4,000 left: 20 coins, not 50.
    expect((await wallet(p)).cash).toBe('20');
  });
});

describe('operators', () => {
  it('configure offers (validated, audit-logged, finance only) and read the grants', async () => {
    const bad = await post(
      t.app,
      '/v2/admin/bonus/offer/save',
      { code: 'Bad Code', kind: 'rebate', claim: 'button' },
      { ...en, token: finance.token },
    );
    expect(bad.status).toBe(400);
    const o = await offer({ fixedAmount: '50', wageringMultiple: 0 });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bonus.offer.create'), eq(auditLog.targetId, String(o.id))));
    expect(audit).toBeDefined();
    const support = await signedInOperator(t.app, 'support');
    const denied = await post(t.app, '/v2/admin/bonus/offer/save', { ...o }, { token: support.token });
    expect(denied.status).toBe(403);
    const p = await player();
    await call(p, '/claim', { offerId: o.id, requestKey: requestKey() });
    const grants = await post(t.app, '/v2/admin/bonus/grant/list', { offerId: o.id }, { token: support.token });
    expect(grants.body.data).toMatchObject({ total: 1, list: [{ account: p.user.account, amount: '50' }] });
    const listed = await post(t.app, '/v2/admin/bonus/offer/list', {}, { token: support.token });
    expect(listed.body.data.list.find((x: { id: number }) => x.id === o.id)).toMatchObject({ grants: 1, paid: '50' });
    await disable(o.id);
  });
});
