// Finance reports follow the books: a deposit and a spin today move today's row by exactly their
// amounts; a month report sums the same; the CSV holds both tables; only finance may read them.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, depositThroughSandbox, spinOnce } from '../../test/money';
import { signedInOperator } from '../../test/operators';
import { voidRoundAs } from '../../test/voids';
import { inTransaction } from '../../db/transaction';
import { SYSTEM_ACCOUNTS, systemAccount, walletAccount } from '../ledger/accounts';
import { postTransfer } from '../ledger/post';
import { financeReport, plainDecimal } from './service';

const ZONE = 'Asia/Tokyo';
let t: TestApp;
let finance: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp({ SITE_TIME_ZONE: ZONE });
  finance = await signedInOperator(t.app, 'finance');
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
const report = (body: object, headers: Record<string, string> = finance.headers) =>
  post(t.app, '/v2/admin/report', body, headers);
/** Today's row of a day report's games. */
const todaysGames = (res: Awaited<ReturnType<typeof report>>) =>
  (res.body.data.games as Array<{ period: string; bets: string; wins: string; ggr: string }>).find(
    (g) => g.period === today(),
  ) ?? { period: today(), bets: '0', wins: '0', ggr: '0' };

describe('finance reports', () => {
  it('move by exactly what was paid in and played today, by day and by month', async () => {
    const day = today();
    const before = (await report({ from: day, to: day })).body.data;
    const p = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, p.token, '6000');
    await spinOnce(t.app, p.token);
    const after = (await report({ from: day, to: day })).body.data;
    expect(after.timeZone).toBe(ZONE);

    const jpy = (r: typeof before) =>
      r.payments.find(
        (x: { channel: string; direction: string }) => x.channel === 'sandbox-jpy' && x.direction === 'deposit',
      ) ?? {
        count: 0,
        amount: '0',
        coins: '0',
      };
    expect(jpy(after).count - jpy(before).count).toBe(1);
    expect(Number(jpy(after).amount) - Number(jpy(before).amount)).toBe(6000);
    const games = (r: typeof before) =>
      r.games.find((g: { period: string }) => g.period === day) ?? { bets: '0', wins: '0', ggr: '0' };
    expect(BigInt(games(after).bets) - BigInt(games(before).bets)).toBeGreaterThan(0n);
    expect(BigInt(games(after).ggr)).toBe(BigInt(games(after).bets) - BigInt(games(after).wins));

    const month = (await report({ granularity: 'month', from: `${day.slice(0, 8)}01`, to: day })).body.data;
    const thisMonth = month.games.find((g: { period: string }) => g.period === day.slice(0, 7));
    expect(BigInt(thisMonth.bets)).toBeGreaterThanOrEqual(BigInt(games(after).bets));

    const csv = await post(t.app, '/v2/admin/report/export', { from: day, to: day }, finance.headers);
    expect(csv.body.data.filename).toBe(`report-day-${day}-${day}.csv`);
    expect(csv.body.data.csv).toContain('period,bets,wins,ggr,bonuses,rebates');
    expect(csv.body.data.csv).toContain(`${day},deposit,sandbox-jpy,JPY`);
  });

  it('leave a round voided today out of today’s bets and wins', async () => {
    const day = today();
    const admin = await signedInOperator(t.app, 'admin');
    const p = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, p.token, '6000');
    const before = todaysGames(await report({ from: day, to: day }));
    const rounds = [await spinOnce(t.app, p.token), await spinOnce(t.app, p.token), await spinOnce(t.app, p.token)];
    // The wallet holds the win: all of it is taken back.
    expect(await voidRoundAs(t.app, admin.headers, rounds[0]!.roundSn)).toMatchObject({ unrecovered: '0' });
    const after = todaysGames(await report({ from: day, to: day }));
    const kept = rounds.slice(1);
    expect(BigInt(after.bets) - BigInt(before.bets)).toBe(kept.reduce((n, r) => n + BigInt(r.bet), 0n));
    expect(BigInt(after.wins) - BigInt(before.wins)).toBe(kept.reduce((n, r) => n + BigInt(r.win), 0n));
    expect(BigInt(after.ggr)).toBe(BigInt(after.bets) - BigInt(after.wins));
  });

  it('keep in the wins the part of a voided round’s win already spent, which the house bore', async () => {
    const day = today();
    const admin = await signedInOperator(t.app, 'admin');
    const p = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, p.token, '6000');
    let round: Awaited<ReturnType<typeof spinOnce>> | undefined;
    for (let i = 0; i < 300 && !round; i++) {
      const played = await spinOnce(t.app, p.token, 'S-001');
      if (BigInt(played.win) > BigInt(played.bet)) round = played;
    }
    // Every coin of the wallet, the win too, leaves it before the void.
    const spent = await balanceOf(t.app, p.token);
    await inTransaction(t.db, async (tx) =>
      postTransfer(tx, {
        debitAccountId: await walletAccount(tx, p.user.id),
        creditAccountId: await systemAccount(tx, SYSTEM_ACCOUNTS.house),
        amount: spent,
        kind: 'adjustment',
        reference: 'test:spent',
        idempotencyKey: `test-spent:${round!.roundSn}`,
      }),
    );
    const before = todaysGames(await report({ from: day, to: day }));
    const voided = await voidRoundAs(t.app, admin.headers, round!.roundSn);
    expect(BigInt(voided.unrecovered)).toBeGreaterThan(0n);
    const after = todaysGames(await report({ from: day, to: day }));
    // The stake comes off the bets, the win taken back off the wins; GGR moves by what the house lost.
    expect(BigInt(before.bets) - BigInt(after.bets)).toBe(BigInt(round!.bet));
    expect(BigInt(before.wins) - BigInt(after.wins)).toBe(BigInt(voided.recovered));
    expect(BigInt(after.ggr) - BigInt(before.ggr)).toBe(BigInt(voided.recovered) - BigInt(round!.bet));
  });

  it('without dates covers the last seven days of the site, whatever the time zone of the browser', async () => {
    const res = await report({});
    expect(res.status).toBe(200);
    expect(res.body.data.to).toBe(today());
    const [y, m, d] = today().split('-').map(Number) as [number, number, number];
    expect(res.body.data.from).toBe(new Date(Date.UTC(y, m - 1, d - 6)).toISOString().slice(0, 10));
    // 20:00 in London on 31 March is already 1 April in Tokyo: the site's day, not the clock's.
    const late = await financeReport(t.db, ZONE, { granularity: 'day' }, new Date('2026-03-31T20:00:00Z'));
    expect([late.from, late.to]).toEqual(['2026-03-26', '2026-04-01']);
    const csv = await post(t.app, '/v2/admin/report/export', {}, finance.headers);
    expect(csv.body.data.filename).toBe(`report-day-${res.body.data.from}-${today()}.csv`);
    // One end alone is a mistake, not a default.
    expect((await report({ from: today() })).status).toBe(400);
  });

  it('writes money as plain decimals of its currency', () => {
    expect(plainDecimal(123450n, 'JPY')).toBe('123450');
    expect(plainDecimal(123450n, 'CNY')).toBe('1234.50');
    expect(plainDecimal(-5n, 'CNY')).toBe('-0.05');
  });

  it('refuses backwards or too long ranges and other roles', async () => {
    expect((await report({ from: '2026-02-01', to: '2026-01-01' })).status).toBe(400);
    expect((await report({ from: '2024-01-01', to: '2026-01-01' })).status).toBe(400);
    expect((await report({ from: '2026-1-1', to: '2026-01-02' })).status).toBe(400);
    const support = await signedInOperator(t.app, 'support');
    expect((await report({ from: '2026-01-01', to: '2026-01-02' }, support.headers)).status).toBe(403);
  });
});
