// Today's chart by the hour on the site's clock: transfers and sign-ups placed at known instants land
// in the local hour they happened in, never in the UTC one, and the first and last instants of the
// local day are today's while the ones just outside are not.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse } from '@hall/contracts/admin';
import { inTransaction } from '../../db/transaction';
import { SYSTEM_ACCOUNTS, systemAccount, walletAccount } from '../ledger/accounts';
import { postTransfer, type TransferKind } from '../ledger/post';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { requestKey } from '../../test/money';
import { signedInOperator } from '../../test/operators';
import { dashboard } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SITE_TIME_ZONE: 'Asia/Tokyo' });
  // The ledger stamps a transfer with the time it is posted. To place one at a known hour, this test
  // database (and only it) takes the stamp from a setting of the posting transaction when one is set.
  await t.db.execute(
    sql.raw(`create function test_backdate_transfer() returns trigger language plpgsql as $$
    begin
      if coalesce(current_setting('test.posted_at', true), '') <> '' then
        new.created_at := current_setting('test.posted_at')::timestamptz;
      end if;
      return new;
    end $$`),
  );
  await t.db.execute(
    sql.raw(`create trigger test_backdate_transfer before insert on ledger_transfers
             for each row execute function test_backdate_transfer()`),
  );
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

/** Posts a transfer of `kind` for the player as if at `at`: into the wallet, or out of it for bets and withdrawals. */
async function postAt(at: string, kind: TransferKind, userId: number, amount: bigint) {
  await inTransaction(t.db, async (tx) => {
    await tx.execute(sql`select set_config('test.posted_at', ${at}, true)`);
    const wallet = await walletAccount(tx, userId);
    const house = await systemAccount(tx, SYSTEM_ACCOUNTS.house);
    const out = kind === 'bet' || kind === 'withdrawal_paid';
    await postTransfer(tx, {
      debitAccountId: out ? wallet : house,
      creditAccountId: out ? house : wallet,
      amount,
      kind,
      reference: `test:${kind}`,
      idempotencyKey: requestKey(),
    });
  });
}

const hour = (data: DashboardResponse, h: number) => data.hours.find((x) => x.hour === h)!;
const dayRow = (data: DashboardResponse, day: string) => data.days.find((d) => d.day === day)!;
const sum = (data: DashboardResponse, key: 'deposits' | 'bets' | 'wins' | 'withdrawals' | 'bonuses' | 'rebates') =>
  data.hours.reduce((total, h) => total + BigInt(h[key]), 0n).toString();

describe("today's figures by the hour", () => {
  it('land in the local hour of the site, the local day’s first and last instants included and no others', async () => {
    // 10 March 2025 in Tokyo (UTC+9) runs from 9 March 15:00 UTC to 10 March 15:00 UTC.
    const a = await createUser(t.db, { createdAt: new Date('2025-03-10T00:00:00+09:00') });
    const b = await createUser(t.db, { createdAt: new Date('2025-03-10T23:59:59.999+09:00') });
    await createUser(t.db, { createdAt: new Date('2025-03-09T23:59:59.999+09:00') });
    await createUser(t.db, { createdAt: new Date('2025-03-11T00:00:00+09:00') });

    await postAt('2025-03-09T23:59:59.999+09:00', 'deposit', a.id, 100n); // yesterday
    await postAt('2025-03-10T00:00:00+09:00', 'deposit', a.id, 2_000n); // hour 0 (15:00 UTC the day before)
    await postAt('2025-03-10T00:59:59.999+09:00', 'bet', a.id, 50n); // hour 0
    await postAt('2025-03-10T01:00:00+09:00', 'bet', a.id, 70n); // hour 1
    await postAt('2025-03-10T01:30:00+09:00', 'deposit', b.id, 300n); // hour 1, a second player
    await postAt('2025-03-10T09:15:00+09:00', 'withdrawal_paid', a.id, 40n); // hour 9 (00:15 UTC)
    await postAt('2025-03-10T13:30:00+09:00', 'win', a.id, 30n); // hour 13
    await postAt('2025-03-10T23:59:59.999+09:00', 'bonus', b.id, 5n); // hour 23
    await postAt('2025-03-10T23:59:59.999+09:00', 'rebate', b.id, 7n); // hour 23
    await postAt('2025-03-11T00:00:00+09:00', 'deposit', b.id, 900n); // tomorrow

    const data = await dashboard(t.db, 'Asia/Tokyo', new Date('2025-03-10T23:30:00+09:00'));
    expect(data.days.at(-1)!.day).toBe('2025-03-10');
    expect(data.hours.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, i) => i));

    expect(hour(data, 0)).toMatchObject({ registrations: 1, deposits: '2000', bets: '50', activePlayers: 1 });
    expect(hour(data, 1)).toMatchObject({ registrations: 0, deposits: '300', bets: '70', activePlayers: 2 });
    expect(hour(data, 9)).toMatchObject({ withdrawals: '40', activePlayers: 0 });
    expect(hour(data, 13)).toMatchObject({ wins: '30', ggr: '-30' });
    expect(hour(data, 23)).toMatchObject({ registrations: 1, bonuses: '5', rebates: '7', deposits: '0' });
    // The UTC hours of the same instants hold nothing: 15 (hour 0's deposit) and 0 (hour 9's payout).
    expect(hour(data, 15)).toMatchObject({ deposits: '0', bets: '0', registrations: 0 });
    const quiet = data.hours.filter((h) => ![0, 1, 9, 13, 23].includes(h.hour));
    for (const h of quiet)
      expect(h, `hour ${h.hour}`).toEqual({
        hour: h.hour,
        registrations: 0,
        deposits: '0',
        withdrawals: '0',
        bets: '0',
        wins: '0',
        ggr: '0',
        bonuses: '0',
        rebates: '0',
        activePlayers: 0,
      });

    // The hours add up to today's row of the thirty days; what fell outside the day is not in either.
    const today = dayRow(data, '2025-03-10');
    for (const key of ['deposits', 'bets', 'wins', 'withdrawals', 'bonuses', 'rebates'] as const)
      expect(sum(data, key), key).toBe(today[key]);
    expect(today).toMatchObject({ deposits: '2300', registrations: 2, ggr: '90', activePlayers: 2 });
    expect(dayRow(data, '2025-03-09')).toMatchObject({ deposits: '100', registrations: 1 });
  });

  it('keep 24 local hours on the day the clocks go back, the repeated hour holding both', async () => {
    // New York, 2 November 2025: 01:00-02:00 happens twice (EDT, then EST).
    const p = await createUser(t.db, { createdAt: new Date('2025-10-01T00:00:00Z') });
    await postAt('2025-11-02T05:30:00Z', 'deposit', p.id, 11n); // 01:30 EDT
    await postAt('2025-11-02T06:30:00Z', 'deposit', p.id, 22n); // 01:30 EST
    await postAt('2025-11-02T07:30:00Z', 'bet', p.id, 3n); // 02:30 EST
    await postAt('2025-11-02T04:00:00Z', 'bet', p.id, 4n); // 00:00 EDT, the day's first instant
    await postAt('2025-11-02T03:59:59Z', 'bet', p.id, 5n); // 23:59:59 EDT the day before

    const data = await dashboard(t.db, 'America/New_York', new Date('2025-11-02T20:00:00Z'));
    expect(data.days.at(-1)!.day).toBe('2025-11-02');
    expect(data.hours).toHaveLength(24);
    expect(hour(data, 0).bets).toBe('4');
    expect(hour(data, 1)).toMatchObject({ deposits: '33', activePlayers: 1 });
    expect(hour(data, 2).bets).toBe('3');
    expect(dayRow(data, '2025-11-01').bets).toBe('5');
  });

  it('come with the dashboard any operator opens', async () => {
    const op = await signedInOperator(t.app, 'support');
    const res = await post(t.app, '/v2/admin/dashboard', {}, op.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.hours).toHaveLength(24);
    expect(res.body.data.timeZone).toBe('Asia/Tokyo');
  });
});
