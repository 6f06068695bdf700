// The dashboard's figures follow the ledger: a deposit, a spin and a sign-up move today's numbers
// by exactly their amounts, and the queues count what waits for a decision.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_DAYS } from '@hall/contracts/admin';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, depositThroughSandbox, spinOnce } from '../../test/money';
import { signedInOperator } from '../../test/operators';
import { voidRoundAs } from '../../test/voids';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SITE_TIME_ZONE: 'Asia/Tokyo' });
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

async function today(headers: Record<string, string>) {
  const res = await post(t.app, '/v2/admin/dashboard', {}, headers);
  expect(res.status).toBe(200);
  const { days, hours, queues, timeZone } = res.body.data;
  return { today: days.at(-1), days, hours: hours as Array<Record<string, string | number>>, queues, timeZone };
}

describe('the dashboard', () => {
  it('moves today by exactly what the ledger posted', async () => {
    const op = await signedInOperator(t.app, 'content');
    const before = await today(op.headers);
    expect(before.timeZone).toBe('Asia/Tokyo');
    expect(before.days).toHaveLength(DASHBOARD_DAYS);
    const todayInTokyo = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
    expect(before.today.day).toBe(todayInTokyo);

    const p = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, p.token, '3000');
    await spinOnce(t.app, p.token);
    const wallet = await balanceOf(t.app, p.token);
    const after = await today(op.headers);

    expect(after.today.registrations - before.today.registrations).toBe(1);
    expect(BigInt(after.today.deposits) - BigInt(before.today.deposits)).toBe(3000n);
    const bet = BigInt(after.today.bets) - BigInt(before.today.bets);
    const won = BigInt(after.today.wins) - BigInt(before.today.wins);
    expect(bet).toBeGreaterThan(0n);
    // What the player has now is what it paid in, less the bet, plus the win.
    expect(wallet).toBe(3000n - bet + won);
    expect(BigInt(after.today.ggr)).toBe(BigInt(after.today.bets) - BigInt(after.today.wins));
    expect(after.today.activePlayers - before.today.activePlayers).toBe(1);
    // Today hour by hour adds up to today.
    expect(after.hours).toHaveLength(24);
    for (const key of ['deposits', 'bets', 'wins', 'ggr', 'withdrawals', 'bonuses', 'rebates']) {
      const total = after.hours.reduce((sum, h) => sum + BigInt(h[key]!), 0n);
      expect(total, key).toBe(BigInt(after.today[key]));
    }
    expect(after.hours.reduce((sum, h) => sum + Number(h.registrations), 0)).toBe(after.today.registrations);
  });

  it('leaves a round voided today out of today’s bets and wins', async () => {
    const admin = await signedInOperator(t.app, 'admin');
    const p = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, p.token, '3000');
    const before = await today(admin.headers);
    const rounds = [await spinOnce(t.app, p.token), await spinOnce(t.app, p.token), await spinOnce(t.app, p.token)];
    expect(await voidRoundAs(t.app, admin.headers, rounds[1]!.roundSn)).toMatchObject({ unrecovered: '0' });
    const after = await today(admin.headers);
    const kept = [rounds[0]!, rounds[2]!];
    expect(BigInt(after.today.bets) - BigInt(before.today.bets)).toBe(kept.reduce((n, r) => n + BigInt(r.bet), 0n));
    expect(BigInt(after.today.wins) - BigInt(before.today.wins)).toBe(kept.reduce((n, r) => n + BigInt(r.win), 0n));
    expect(BigInt(after.today.ggr)).toBe(BigInt(after.today.bets) - BigInt(after.today.wins));
    // The hours still add up to the day.
    for (const key of ['bets', 'wins', 'ggr'])
      expect(
        after.hours.reduce((sum, h) => sum + BigInt(h[key]!), 0n),
        key,
      ).toBe(BigInt(after.today[key]));
  });

  it('counts the queues waiting for an operator', async () => {
    const support = await signedInOperator(t.app, 'support');
    const before = await today(support.headers);
    const p = await createSignedInUser(t.db);
    await post(
      t.app,
      '/v2/admin/adjustment/propose',
      { userId: p.user.id, amount: '10', reason: 'Goodwill' },
      support.headers,
    );
    await post(t.app, '/v2/app/agent/apply', {}, { token: p.token });
    const ticket = await post(
      t.app,
      '/v2/app/support/ticket/create',
      { topic: 'deposit', subject: 'Where is my deposit?', message: 'Paid an hour ago.' },
      { token: p.token },
    );
    expect(ticket.status).toBe(200);
    const after = await today(support.headers);
    expect(after.queues.supportTickets - before.queues.supportTickets).toBe(1);
    expect(after.queues.adjustments - before.queues.adjustments).toBe(1);
    expect(after.queues.agentApplications - before.queues.agentApplications).toBe(1);
    expect(after.queues).toMatchObject({
      kyc: expect.any(Number),
      withdrawals: expect.any(Number),
      amlFlags: expect.any(Number),
    });
  });

  it('is for operators only', async () => {
    const p = await createSignedInUser(t.db);
    expect((await post(t.app, '/v2/admin/dashboard', {}, { token: p.token })).status).toBe(401);
    expect((await post(t.app, '/v2/admin/dashboard', {})).status).toBe(401);
  });
});
