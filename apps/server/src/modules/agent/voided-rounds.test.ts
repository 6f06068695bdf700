// A voided round's bet earns no agent rebate and counts in no team figure. A void after its day was
// settled leaves the rebate paid for that day as it was (the agent terms promise a rebate on the day's
// bets, paid once, and say nothing of taking one back), while the team report, rolled up or not,
// leaves the round out whenever it was voided.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { agentRebates } from '../../db/schema/agent';
import { gameRounds } from '../../db/schema/game';
import { createTestApp, post, type TestApp } from '../../test/app';
import { approvedAgent, as, createdMember, signInMember } from '../../test/agents';
import { testEngine } from '../../test/database';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, depositThroughSandbox, requestKey } from '../../test/money';
import { signedInOperator } from '../../test/operators';
import { voidRoundAs } from '../../test/voids';
import { dayOf, startOfDayIn } from './periods';
import { rollupDay } from './rollup';
import { settleDay } from './rebates';

const ZONE = 'Asia/Tokyo';
let t: TestApp;
let support: Awaited<ReturnType<typeof signedInOperator>>;
let admin: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SITE_TIME_ZONE: ZONE });
  support = await signedInOperator(t.app, 'support');
  admin = await signedInOperator(t.app, 'admin');
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

type Round = { roundSn: string; bet: string; win: string };
const total = (rounds: Round[], key: 'bet' | 'win') => rounds.reduce((n, r) => n + BigInt(r[key]), 0n);

/** An agent at 2 % with one member who has played `n` rounds of 200 coins. */
async function agentWithPlayingMember(n: number) {
  const agent = await approvedAgent(t.app, support, 200);
  const member = await createdMember(t.app, agent.token);
  const memberToken = await signInMember(t.app, member.account);
  await depositThroughSandbox(t.app, memberToken, '5000');
  const rounds: Round[] = [];
  for (let i = 0; i < n; i++) {
    const res = await post(
      t.app,
      '/v2/app/game/spin',
      { machineId: 'S-001', lineBet: 10, requestKey: requestKey() },
      as(memberToken),
    );
    expect(res.body.data.bet).toBe('200');
    rounds.push(res.body.data);
  }
  return { agent, member, rounds };
}

const statistics = async (token: string, body: object) =>
  (await post(t.app, '/v2/app/agent/type/report/statistics', body, as(token))).body.data as {
    betCount: number;
    betAmount: string;
    winAmount: string;
  };
const figuresOf = (rounds: Round[]) => ({
  betCount: rounds.length,
  betAmount: String(total(rounds, 'bet')),
  winAmount: String(total(rounds, 'win')),
});

describe('a voided round', () => {
  it('earns no rebate and counts in no team figure; voided after the day is settled, the paid rebate stands', async () => {
    const { agent, rounds } = await agentWithPlayingMember(4);
    const day = dayOf(new Date(), ZONE);
    const today = () => statistics(agent.token, { period: 'today' });

    // Voided before the day is settled: the live report and the rebate leave it out.
    await voidRoundAs(t.app, admin.headers, rounds[0]!.roundSn);
    expect(await today()).toMatchObject(figuresOf(rounds.slice(1)));
    await settleDay(t.db, day, ZONE);
    // 2 % of the three rounds left: 600 coins bet, 12 coins of rebate.
    expect(await balanceOf(t.app, agent.token)).toBe(12n);
    const [rebate] = await t.db.select().from(agentRebates).where(eq(agentRebates.agentUserId, agent.user.id));
    expect(rebate).toMatchObject({ betAmount: 600n, amount: 12n, status: 'paid' });
    // Read from the rolled-up day now, with the same figures.
    expect(await today()).toMatchObject(figuresOf(rounds.slice(1)));

    // Voided after: the rebate paid stays as it was, and settling again pays nothing more.
    await voidRoundAs(t.app, admin.headers, rounds[1]!.roundSn);
    await settleDay(t.db, day, ZONE);
    expect(await balanceOf(t.app, agent.token)).toBe(12n);
    expect(await t.db.select().from(agentRebates).where(eq(agentRebates.agentUserId, agent.user.id))).toEqual([rebate]);
    const page = await post(t.app, '/v2/app/agent/rebate/page', {}, as(agent.token));
    expect(page.body.data.list[0]).toMatchObject({ day, betAmount: '600', amount: '12' });
    // The team report takes it out of the rolled-up day.
    const kept = rounds.slice(2);
    expect(await today()).toMatchObject(figuresOf(kept));
    const [point] = (await post(t.app, '/v2/app/agent/type/report/statistics', { period: 'today' }, as(agent.token)))
      .body.data.days;
    expect(point).toMatchObject({ day, betAmount: String(total(kept, 'bet')) });
  });
});

describe.runIf(testEngine() === 'postgres')('a void racing the rollup of its round’s day', () => {
  it('is left out of the rolled-up day whichever commits first', async () => {
    for (let daysAgo = 2; daysAgo < 8; daysAgo++) {
      const { agent, rounds } = await agentWithPlayingMember(2);
      // The rounds moved to a day not yet rolled up, as if played then.
      const day = dayOf(new Date(Date.now() - daysAgo * 86_400_000), ZONE);
      const at = new Date(startOfDayIn(day, ZONE).getTime() + 3_600_000);
      for (const r of rounds)
        await t.db.update(gameRounds).set({ createdAt: at }).where(eq(gameRounds.roundSn, r.roundSn));
      await Promise.all([rollupDay(t.db, day, ZONE), voidRoundAs(t.app, admin.headers, rounds[0]!.roundSn)]);
      expect(await statistics(agent.token, { period: 'custom', from: day, to: day }), day).toMatchObject(
        figuresOf(rounds.slice(1)),
      );
    }
  }, 120_000);
});
