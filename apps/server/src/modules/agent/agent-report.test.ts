// Team reports, team orders and daily rebates, from real deposits, transfers and spins: every figure
// is checked against what the test did, and the difference model against hand-computed amounts.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  agentRebates,
  rebatePeriods,
  rollupDays,
  teamDailyStats,
  userActiveDays,
  userDailyStats,
} from '../../db/schema/agent';
import { bonusGrants } from '../../db/schema/bonus';
import { gameRounds, machines } from '../../db/schema/game';
import { createTestApp, post, type TestApp } from '../../test/app';
import { approvedAgent, as, createdMember, FUND_PASSWORD, fundedPlayer, play, signInMember } from '../../test/agents';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, depositThroughSandbox, requestKey } from '../../test/money';
import { signedInOperator } from '../../test/operators';
import { buttonOfferBody } from '../../test/bonus-offers';
import type { JobQueue } from '../jobs/queue';
import { dayOf, startOfDayIn } from './periods';
import { rollupDay, takeTeamBalances } from './rollup';
import { rebateJobHandler, settleDay } from './rebates';

const ZONE = 'Asia/Tokyo';
let t: TestApp;
let support: Awaited<ReturnType<typeof signedInOperator>>;
let finance: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SITE_TIME_ZONE: ZONE });
  support = await signedInOperator(t.app, 'support');
  finance = await signedInOperator(t.app, 'finance');
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const give = (agentToken: string, userId: number, amount: string) =>
  post(
    t.app,
    '/v2/app/agent/type/member/transfer',
    { userId, amount, fundPassword: FUND_PASSWORD, requestKey: requestKey() },
    as(agentToken),
  );

/**
 * top (2 %) ── sub (1.2 %, a promoted member) ── player
 *          └── direct (a player)
 * Everyone but `direct` plays; `direct` only receives a transfer.
 */
async function network() {
  const top = await approvedAgent(t.app, support, 200);
  const sub = await createdMember(t.app, top.token);
  await post(t.app, '/v2/app/agent/sub/member/promote', { userId: sub.userId, rebateRateBp: 120 }, as(top.token));
  const subToken = await signInMember(t.app, sub.account);
  const player = await createdMember(t.app, subToken);
  const playerToken = await signInMember(t.app, player.account);
  const direct = await createdMember(t.app, top.token);
  const directToken = await signInMember(t.app, direct.account);

  await depositThroughSandbox(t.app, top.token, '5000');
  await depositThroughSandbox(t.app, playerToken, '3000');
  expect((await give(top.token, direct.userId, '2000')).status).toBe(200);
  expect((await give(top.token, sub.userId, '1500')).status).toBe(200);
  const plays = {
    top: await play(t.app, top.token, 3),
    sub: await play(t.app, subToken, 2),
    player: await play(t.app, playerToken, 4),
    direct: await play(t.app, directToken, 3),
  };
  return { top, sub, subToken, player, playerToken, direct, directToken, plays };
}

/** Every figure of a report is the sum of its member rows'. */
const FIGURES = [
  'activeUsers',
  'registrations',
  'rechargeCount',
  'rechargeAmount',
  'withdrawalCount',
  'withdrawalAmount',
  'betCount',
  'betAmount',
  'winAmount',
  'profitLoss',
  'rebateAmount',
  'giftAmount',
  'transferAmount',
] as const;
function expectRowsAddUp(summary: Record<string, unknown>, rows: Array<Record<string, unknown>>) {
  for (const figure of FIGURES) {
    const sum = rows.reduce((total, row) => total + BigInt(String(row[figure])), 0n);
    expect(String(sum), figure).toBe(String(summary[figure]));
  }
}

/**
 * Runs `check` with today rolled up as a closed day would be, then takes the rollup back, so the
 * tests after it read today live again.
 */
async function rolledUpToday(check: () => Promise<void>) {
  const today = dayOf(new Date(), ZONE);
  expect(await rollupDay(t.db, today, ZONE)).toBe(true);
  try {
    await check();
  } finally {
    await t.db.delete(teamDailyStats).where(eq(teamDailyStats.day, today));
    await t.db.delete(userDailyStats).where(eq(userDailyStats.day, today));
    await t.db.delete(userActiveDays).where(eq(userActiveDays.day, today));
    await t.db.delete(rollupDays).where(eq(rollupDays.day, today));
  }
}

/** A small seeded generator of numbers in [0, 1), so a failing team can be built again. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A bonus of 100 coins claimed with a button, to be wagered so many times (0: the player's at once). */
let offers = 0;
async function bonusOffer(wageringMultiple: number) {
  const res = await post(
    t.app,
    '/v2/admin/bonus/offer/save',
    buttonOfferBody({ code: `team-gift-${++offers}`, wageringMultiple }),
    { token: finance.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number };
}

describe('the team report', () => {
  it('adds up everyone below its owner, not the owner, and its rows (each a member and its team) add up to it', async () => {
    const n = await network();
    // The player claims a bonus to wager and forfeits it: it gave nothing. A bonus without wagering
    // is the member's own when paid. 300 of `direct`'s 2,000 go back to the agent.
    const claim = async (token: string, wageringMultiple: number) => {
      const offer = await bonusOffer(wageringMultiple);
      const res = await post(t.app, '/v2/app/bonus/claim', { offerId: offer.id, requestKey: requestKey() }, as(token));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await claim(n.playerToken, 5);
    const [grant] = await t.db.select().from(bonusGrants).where(eq(bonusGrants.userId, n.player.userId));
    expect(grant).toMatchObject({ status: 'active', amount: 100n });
    const forfeited = await post(t.app, '/v2/app/bonus/forfeit', { grantId: grant!.id }, as(n.playerToken));
    expect(forfeited.status).toBe(200);
    await claim(n.directToken, 0);
    const taken = await post(
      t.app,
      '/v2/app/agent/type/member/transfer/decrease',
      { userId: n.direct.userId, amount: '300', fundPassword: FUND_PASSWORD, requestKey: requestKey() },
      as(n.top.token),
    );
    expect(taken.status).toBe(200);

    const statistics = (body: object) => post(t.app, '/v2/app/agent/type/report/statistics', body, as(n.top.token));
    const report = await statistics({ period: 'today' });
    expect(report.status).toBe(200);
    const r = report.body.data;
    const bet = n.plays.sub.bet + n.plays.player.bet + n.plays.direct.bet;
    const win = n.plays.sub.win + n.plays.player.win + n.plays.direct.win;
    // The agent's own deposit, rounds and activity are not its team's.
    const team = {
      teamSize: 3,
      registrations: 3,
      activeUsers: 3,
      rechargeCount: 1,
      rechargeAmount: '3000',
      betCount: 9,
      betAmount: String(bet),
      winAmount: String(win),
      profitLoss: String(win - bet),
      giftAmount: '100',
      transferAmount: '3200',
      withdrawalCount: 0,
    };
    expect(r).toMatchObject({ ...team, userId: n.top.user.id, agentAccount: n.top.user.account, timeZone: ZONE });
    const today = dayOf(new Date(), ZONE);
    expect(r.from).toBe(today);
    expect(r.days).toEqual([{ day: today, registrations: 3, rechargeAmount: '3000', betAmount: String(bet) }]);
    expect(BigInt(r.userBalance)).toBe(await balanceOf(t.app, n.top.token));
    const balances =
      (await balanceOf(t.app, n.subToken)) +
      (await balanceOf(t.app, n.playerToken)) +
      (await balanceOf(t.app, n.directToken));
    expect(BigInt(r.teamBalance)).toBe(balances);

    // The rows: the sub-agent with its player, and `direct`; together, the team.
    const memberRows = async () => {
      const res = await post(t.app, '/v2/app/agent/sub/member/report/page', { period: 'today' }, as(n.top.token));
      return res.body.data.list as Array<Record<string, unknown>>;
    };
    const rows = await memberRows();
    const byAccount = Object.fromEntries(rows.map((row) => [row.account, row]));
    expect(byAccount[n.sub.account]).toMatchObject({
      isAgent: true,
      teamSize: 1,
      registrations: 2,
      activeUsers: 2,
      betCount: 6,
      rechargeAmount: '3000',
      transferAmount: '1500',
      giftAmount: '0',
    });
    expect(byAccount[n.direct.account]).toMatchObject({
      isAgent: false,
      teamSize: 0,
      registrations: 1,
      activeUsers: 1,
      betCount: 3,
      rechargeAmount: '0',
      transferAmount: '1700',
      giftAmount: '100',
    });
    expectRowsAddUp(r, rows);

    // The sub-agent's team: its player alone.
    const sub = await statistics({ period: 'today', userId: n.sub.userId });
    expect(sub.body.data).toMatchObject({
      teamSize: 1,
      registrations: 1,
      activeUsers: 1,
      betCount: 4,
      betAmount: String(n.plays.player.bet),
      rechargeAmount: '3000',
      transferAmount: '0',
    });

    // Read from the rolled-up day, the same figures, the owner's own row taken out of its team's.
    await rolledUpToday(async () => {
      const rolled = await statistics({ period: 'today' });
      expect(rolled.body.data).toMatchObject(team);
      expect(rolled.body.data.days).toEqual(r.days);
      expect(await memberRows()).toEqual(rows);
    });

    // Yesterday had nothing; a stranger's report is not found; the sub-agent cannot look above itself.
    const yesterday = await statistics({ period: 'yesterday' });
    expect(yesterday.body.data).toMatchObject({ betCount: 0, registrations: 0, rechargeAmount: '0' });
    const stranger = await fundedPlayer(t.app);
    for (const userId of [stranger.user.id, n.top.user.id]) {
      const res = await post(t.app, '/v2/app/agent/type/report/statistics', { userId }, as(n.subToken));
      expect(res.status, String(userId)).toBe(404);
    }
  });

  it('adds up, for a generated team, to the sum of its rows at every level, live and rolled up', async () => {
    // A seeded random team: the agent, two or three members, each a sub-agent with members of its
    // own or not; random deposits, spins, transfers given and taken back. The seed is in the title
    // of any failure.
    const seed = Math.floor(Math.random() * 2 ** 31);
    const random = mulberry32(seed);
    const pick = (n: number) => Math.floor(random() * n);
    type Person = { userId: number; account: string; token: string; bet: bigint; members: Person[] };
    const top = await approvedAgent(t.app, support, 200);
    const root: Person = { userId: top.user.id, account: top.user.account, token: top.token, bet: 0n, members: [] };
    const agents = [root];
    const everyone: Person[] = [];
    for (let i = 0; i < 2 + pick(2); i++) {
      const made = await createdMember(t.app, root.token);
      const member: Person = { ...made, token: await signInMember(t.app, made.account), bet: 0n, members: [] };
      root.members.push(member);
      everyone.push(member);
      if (random() < 0.5) continue;
      const promoted = await post(
        t.app,
        '/v2/app/agent/sub/member/promote',
        { userId: member.userId, rebateRateBp: 100 },
        as(root.token),
      );
      expect(promoted.status).toBe(200);
      agents.push(member);
      for (let j = 0; j < 1 + pick(2); j++) {
        const below = await createdMember(t.app, member.token);
        const person: Person = { ...below, token: await signInMember(t.app, below.account), bet: 0n, members: [] };
        member.members.push(person);
        everyone.push(person);
      }
    }
    let deposited = 0n;
    for (const person of [root, ...everyone]) {
      if (random() < 0.6) {
        const amount = BigInt(10 + pick(30)) * 100n;
        await depositThroughSandbox(t.app, person.token, String(amount));
        if (person !== root) deposited += amount;
      }
    }
    // Transfers from the owner (the one with a fund password): its members' rows carry them.
    for (const member of root.members) {
      if (random() < 0.3 || (await balanceOf(t.app, root.token)) < 500n) continue;
      expect((await give(root.token, member.userId, '500')).status).toBe(200);
      if (random() < 0.5) {
        const back = await post(
          t.app,
          '/v2/app/agent/type/member/transfer/decrease',
          {
            userId: member.userId,
            amount: String(100 + pick(4) * 100),
            fundPassword: FUND_PASSWORD,
            requestKey: requestKey(),
          },
          as(root.token),
        );
        expect(back.status).toBe(200);
      }
    }
    for (const person of [root, ...everyone]) {
      const spins = Math.min(pick(4), Number((await balanceOf(t.app, person.token)) / 250n));
      if (spins > 0) person.bet = (await play(t.app, person.token, spins)).bet;
    }

    const check = async (when: string) => {
      for (const agent of agents) {
        const report = (
          await post(
            t.app,
            '/v2/app/agent/type/report/statistics',
            { period: 'today', userId: agent.userId },
            as(root.token),
          )
        ).body.data;
        const rows = (
          await post(
            t.app,
            '/v2/app/agent/sub/member/report/page',
            { period: 'today', userId: agent.userId, pageSize: 50 },
            as(root.token),
          )
        ).body.data.list;
        const label = `seed ${seed}, ${when}, team of ${agent.account}`;
        expect(rows.length, label).toBe(agent.members.length);
        expect(report.registrations, label).toBe(
          rows.reduce((n: number, row: { registrations: number }) => n + row.registrations, 0),
        );
        expectRowsAddUp(report, rows);
        const below = (p: Person): Person[] => p.members.flatMap((m) => [m, ...below(m)]);
        expect(report.betAmount, label).toBe(String(below(agent).reduce((sum, p) => sum + p.bet, 0n)));
      }
      const whole = (await post(t.app, '/v2/app/agent/type/report/statistics', { period: 'today' }, as(root.token)))
        .body.data;
      expect(whole.rechargeAmount, `seed ${seed}, ${when}`).toBe(String(deposited));
      expect(whole.registrations).toBe(everyone.length);
    };
    await check('live');
    await rolledUpToday(() => check('rolled up'));
  }, 120_000);

  it('counts a person active on a rolled-up day and again today once, the second time from the memo too', async () => {
    const agent = await approvedAgent(t.app, support);
    const a = await createdMember(t.app, agent.token);
    const b = await createdMember(t.app, agent.token);
    const [machine] = await t.db.select().from(machines).where(eq(machines.id, 'S-001'));
    const round = (userId: number, at: Date) =>
      t.db.insert(gameRounds).values({
        roundSn: `T${requestKey()}`,
        userId,
        machineId: machine!.id,
        gameId: machine!.gameId,
        requestKey: requestKey(),
        bet: 100n,
        win: 0n,
        outcome: {},
        serverSeedHash: '0'.repeat(64),
        clientSeed: 'test',
        nonce: 0,
        createdAt: at,
      });
    const today = dayOf(new Date(), ZONE);
    const yesterday = dayOf(new Date(Date.now() - 86_400_000), ZONE);
    await round(a.userId, new Date(startOfDayIn(yesterday, ZONE).getTime() + 3_600_000));
    await round(a.userId, new Date());
    await round(b.userId, new Date());
    expect(await rollupDay(t.db, yesterday, ZONE)).toBe(true);
    const body = { period: 'custom', from: yesterday, to: today };
    for (const pass of ['computed', 'memo']) {
      const res = await post(t.app, '/v2/app/agent/type/report/statistics', body, as(agent.token));
      expect(res.body.data, pass).toMatchObject({ activeUsers: 2, betCount: 3, betAmount: '300' });
    }
  });

  it('keeps the team balance and size exact across a taking of the team balances and what comes after it', async () => {
    const n = await network();
    const statistics = async (userId?: number) =>
      (
        await post(
          t.app,
          '/v2/app/agent/type/report/statistics',
          { period: 'today', ...(userId === undefined ? {} : { userId }) },
          as(n.top.token),
        )
      ).body.data as { teamBalance: string; teamSize: number; userBalance: string };
    const wallets = async () => ({
      top:
        (await balanceOf(t.app, n.subToken)) +
        (await balanceOf(t.app, n.playerToken)) +
        (await balanceOf(t.app, n.directToken)),
      sub: await balanceOf(t.app, n.playerToken),
    });

    const before = await statistics();
    expect(await takeTeamBalances(t.db)).toBe(true);
    // Read from the taken balances now, with the same figures.
    expect(await statistics()).toMatchObject({ teamBalance: before.teamBalance, teamSize: 3 });
    expect(BigInt(before.teamBalance)).toBe((await wallets()).top);

    // After the cutoffs: a transfer, spins and a new member below the sub-agent.
    expect((await give(n.top.token, n.direct.userId, '500')).status).toBe(200);
    await play(t.app, n.playerToken, 2);
    await createdMember(t.app, n.subToken);
    const after = await wallets();
    const top = await statistics();
    expect(top).toMatchObject({ teamBalance: String(after.top), teamSize: 4 });
    expect(BigInt(top.userBalance)).toBe(await balanceOf(t.app, n.top.token));
    expect(await statistics(n.sub.userId)).toMatchObject({ teamBalance: String(after.sub), teamSize: 2 });

    // Taken again, nothing moves.
    expect(await takeTeamBalances(t.db)).toBe(true);
    expect(await statistics()).toMatchObject({ teamBalance: String(after.top), teamSize: 4 });
    expect(await statistics(n.sub.userId)).toMatchObject({ teamBalance: String(after.sub), teamSize: 2 });
  });

  it('refuses a custom range without its ends, reversed, or longer than the limit', async () => {
    const agent = await approvedAgent(t.app, support);
    for (const body of [
      { period: 'custom' },
      { period: 'custom', from: '2026-10-10', to: '2026-10-01' },
      { period: 'custom', from: '2026-01-01', to: '2026-12-31' },
      { period: 'custom', from: '2026-02-30', to: '2026-03-01' },
    ]) {
      const res = await post(t.app, '/v2/app/agent/type/report/statistics', body, as(agent.token));
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const ok = await post(
      t.app,
      '/v2/app/agent/type/report/statistics',
      { period: 'custom', from: '2026-10-01', to: '2026-10-31' },
      as(agent.token),
    );
    expect(ok.body.data.days).toHaveLength(31);
  });
});

describe('team orders', () => {
  it("list the team's deposits (not the agent's own) with the paid totals, searchable by account", async () => {
    const n = await network();
    const res = await post(t.app, '/v2/app/agent/sub/member/recharge/page', {}, as(n.top.token));
    expect(res.body.data).toMatchObject({ total: 1, settledCount: 1, settledAmount: '3000' });
    expect(res.body.data.list[0]).toMatchObject({ account: n.player.account, coinAmount: '3000', status: 'paid' });
    const none = await post(t.app, '/v2/app/agent/sub/member/recharge/page', { account: 'zz' }, as(n.top.token));
    expect(none.body.data.total).toBe(0);
    const draws = await post(t.app, '/v2/app/agent/sub/member/draw/page', {}, as(n.top.token));
    expect(draws.body.data).toMatchObject({ total: 0, settledAmount: '0' });
  });
});

describe("another agent's member", () => {
  /** The envelope without the request's own id, which differs on every request. */
  const refusal = (res: { status: number; body: { code: number; msg: string; data: Record<string, unknown> } }) => {
    const { requestId, ...data } = res.body.data;
    return { status: res.status, code: res.body.code, msg: res.body.msg.replace(String(requestId), ''), data };
  };
  const READS = [
    ['/v2/app/agent/sub/member/page', {}],
    ['/v2/app/agent/sub/member/report/page', { period: 'today' }],
    ['/v2/app/agent/sub/member/recharge/page', { period: 'today' }],
    ['/v2/app/agent/sub/member/draw/page', { period: 'today' }],
    ['/v2/app/agent/type/report/statistics', { period: 'today' }],
  ] as const;

  it('is answered by every read that names it with the 404 of a user that does not exist, and nothing of it', async () => {
    const n = await network();
    const other = await approvedAgent(t.app, support);
    for (const [url, body] of READS) {
      const missing = await post(t.app, url, { ...body, userId: 987_654_321 }, as(other.token));
      expect(missing.status, url).toBe(404);
      expect(missing.body.data.reason).toBe('not_found');
      // The sub-agent (with a team, deposits and bets), its player, and the top agent itself.
      for (const userId of [n.sub.userId, n.player.userId, n.top.user.id]) {
        const res = await post(t.app, url, { ...body, userId }, as(other.token));
        expect(refusal(res), `${url} ${userId}`).toEqual(refusal(missing));
        const text = JSON.stringify(refusal(res));
        for (const secret of [n.sub.account, n.player.account, n.top.user.account, '3000'])
          expect(text, `${url} ${userId}`).not.toContain(secret);
      }
    }
    // The sub-agent cannot name a member of its parent's team beside it, nor its parent.
    for (const [url, body] of READS)
      for (const userId of [n.direct.userId, n.top.user.id]) {
        const res = await post(t.app, url, { ...body, userId }, as(n.subToken));
        expect(res.status, `${url} ${userId}`).toBe(404);
      }
  });

  it('is not what a member of the caller’s own team is: each read answers with that member', async () => {
    const n = await network();
    const one = await post(t.app, '/v2/app/agent/sub/member/page', { userId: n.player.userId }, as(n.top.token));
    expect(one.body.data).toMatchObject({ total: 1, list: [{ userId: n.player.userId, depth: 2 }] });
    const rows = await post(
      t.app,
      '/v2/app/agent/sub/member/report/page',
      { period: 'today', userId: n.sub.userId },
      as(n.top.token),
    );
    expect(rows.body.data.list).toMatchObject([{ account: n.player.account, betCount: 4 }]);
    // The sub-agent's team deposited 3000 (its player); the direct player's team deposited nothing.
    const deposits = await post(
      t.app,
      '/v2/app/agent/sub/member/recharge/page',
      { period: 'today', userId: n.sub.userId },
      as(n.top.token),
    );
    expect(deposits.body.data).toMatchObject({
      total: 1,
      settledAmount: '3000',
      list: [{ account: n.player.account }],
    });
    const none = await post(
      t.app,
      '/v2/app/agent/sub/member/recharge/page',
      { period: 'today', userId: n.direct.userId },
      as(n.top.token),
    );
    expect(none.body.data).toMatchObject({ total: 0, settledAmount: '0', list: [] });
    const draws = await post(
      t.app,
      '/v2/app/agent/sub/member/draw/page',
      { period: 'today', userId: n.sub.userId },
      as(n.top.token),
    );
    expect(draws.status).toBe(200);
    const report = await post(
      t.app,
      '/v2/app/agent/type/report/statistics',
      { period: 'today', userId: n.sub.userId },
      as(n.top.token),
    );
    expect(report.body.data).toMatchObject({ userId: n.sub.userId, agentAccount: n.sub.account, teamSize: 1 });
  });
});

describe('daily rebates', () => {
  it('pay each agent its rate minus the sub-agent’s on every bet below it, nothing on its own bets, once', async () => {
    const n = await network();
    const day = dayOf(new Date(), ZONE);
    const before = {
      top: await balanceOf(t.app, n.top.token),
      sub: await balanceOf(t.app, n.subToken),
    };
    const report = async () =>
      (await post(t.app, '/v2/app/agent/type/report/statistics', { period: 'week' }, as(n.top.token))).body.data;
    const live = await report();
    // Other tests' agents settle on the same day: only this network's rows are looked at.
    await settleDay(t.db, day, ZONE);
    const floorBp = (amount: bigint, bp: number) => (amount * BigInt(bp)) / 10_000n;
    const expected = {
      // On the player's bets 2 % − 1.2 %; on the sub-agent's own bets the same; on `direct` all 2 %;
      // rounded down once over the day.
      top: ((n.plays.player.bet + n.plays.sub.bet) * 80n + n.plays.direct.bet * 200n) / 10_000n,
      // On its player's bets only: never on its own.
      sub: floorBp(n.plays.player.bet, 120),
    };
    expect(await balanceOf(t.app, n.top.token)).toBe(before.top + expected.top);
    expect(await balanceOf(t.app, n.subToken)).toBe(before.sub + expected.sub);

    const page = await post(t.app, '/v2/app/agent/rebate/page', {}, as(n.top.token));
    expect(page.body.data.list[0]).toMatchObject({
      day,
      rateBp: 200,
      amount: String(expected.top),
      betAmount: String(n.plays.player.bet + n.plays.sub.bet + n.plays.direct.bet),
      status: 'paid',
    });
    const detail = await post(t.app, '/v2/app/agent/rebate/detail', { day }, as(n.top.token));
    const lines = Object.fromEntries(
      detail.body.data.list.map((l: { account: string; rateBp: number; amount: string }) => [l.account, l]),
    );
    expect(Object.keys(lines).sort()).toEqual([n.direct.account, n.player.account, n.sub.account].sort());
    expect(lines[n.player.account]).toMatchObject({ rateBp: 80, amount: String(floorBp(n.plays.player.bet, 80)) });
    expect(lines[n.direct.account]).toMatchObject({ rateBp: 200 });

    // The settled day is rolled up: the report now reads it from the daily rows, with the same figures
    // (and the rebates it paid: the team's is the sub-agent's; the top agent's own is on its own page).
    const rolled = await report();
    const moving = { rebateAmount: '', userBalance: '', teamBalance: '' };
    expect({ ...rolled, ...moving }).toEqual({ ...live, ...moving });
    expect(rolled.rebateAmount).toBe(String(expected.sub));
    expect(live.rebateAmount).toBe('0');

    // Settling the day again, or three times at once, pays nothing more.
    await Promise.all([settleDay(t.db, day, ZONE), settleDay(t.db, day, ZONE), settleDay(t.db, day, ZONE)]);
    expect(await balanceOf(t.app, n.top.token)).toBe(before.top + expected.top);
    const rows = await t.db.select().from(agentRebates).where(eq(agentRebates.agentUserId, n.top.user.id));
    expect(rows).toHaveLength(1);

    // The dashboard shows the last rebate and today's figures: its team's, its own three bets apart.
    const home = await post(t.app, '/v2/app/agent/data/statistics', {}, as(n.top.token));
    expect(home.body.data).toMatchObject({
      teamSize: 3,
      directMembers: 2,
      lastRebate: { day, amount: String(expected.top), status: 'paid' },
    });
    expect(home.body.data.today.betCount).toBe(9);
  });

  it('are settled by a job that waits for the day to close, then queues the next day', async () => {
    const enqueued: Array<{ dedupeKey: string; delaySeconds?: number }> = [];
    const jobs = {
      enqueue: async (_db: unknown, job: { dedupeKey: string; delaySeconds?: number }) => {
        enqueued.push(job);
        return { id: 1, created: true };
      },
    } as unknown as JobQueue;
    let now = new Date('2030-01-15T14:00:00Z'); // 23:00 in Tokyo on the 15th
    const handler = rebateJobHandler({ db: t.db, jobs, zone: ZONE, delayMinutes: 10, now: () => now });
    const job = {
      id: 1,
      kind: 'agent-rebates',
      payload: { day: '2030-01-15' },
      attempts: 1,
      maxAttempts: 10,
      claim: 'x',
    };
    expect(await handler.run(job)).toEqual({ againInSeconds: 70 * 60 });
    expect(await t.db.select().from(rebatePeriods).where(eq(rebatePeriods.day, '2030-01-15'))).toHaveLength(0);
    now = new Date('2030-01-15T15:10:00Z');
    expect(await handler.run(job)).toBeUndefined();
    expect(await t.db.select().from(rebatePeriods).where(eq(rebatePeriods.day, '2030-01-15'))).toHaveLength(1);
    expect(enqueued).toEqual([
      { kind: 'agent-rebates', payload: { day: '2030-01-16' }, dedupeKey: 'rebate:2030-01-16', delaySeconds: 86_400 },
    ]);
  });
});
