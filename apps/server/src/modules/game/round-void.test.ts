// Voiding a round on malfunction through the real app: the stake returned and the win taken back on
// the ledger, never below a zero wallet (what was spent is recorded as unrecovered), once only, by the
// roles that may, audited, told to the player by letter and shown on the round and in the records.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../../db/schema/game';
import { auditLog } from '../../db/schema/operator';
import { inTransaction } from '../../db/transaction';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, depositThroughSandbox, requestKey } from '../../test/money';
import { signedInOperator } from '../../test/operators';
import { SYSTEM_ACCOUNTS, systemAccount, walletAccount } from '../ledger/accounts';
import { postTransfer } from '../ledger/post';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInOperator(t.app, 'admin');
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };
const reason = 'Reels stopped on a line the paytable does not pay';
const voidAs = (headers: Record<string, string>, body: object) =>
  post(t.app, '/v2/admin/game/round/void', body, { ...en, ...headers });

type Played = { roundSn: string; bet: string; win: string };
const won = (r: Played) => BigInt(r.win) > 0n;
const lost = (r: Played) => r.win === '0';
const wonMoreThanStaked = (r: Played) => BigInt(r.win) > BigInt(r.bet);

/** A funded player and the first of their rounds that is what the test needs. */
async function playedRound(wanted: (round: Played) => boolean) {
  const player = await createSignedInUser(t.db);
  await depositThroughSandbox(t.app, player.token, '5000');
  for (let i = 0; i < 300; i += 1) {
    const res = await post(
      t.app,
      '/v2/app/game/spin',
      { machineId: 'S-001', lineBet: 1, requestKey: requestKey() },
      { token: player.token },
    );
    expect(res.status).toBe(200);
    const round = res.body.data as Played;
    if (wanted(round)) return { player, round };
  }
  throw new Error('no such round in 300 spins');
}

const letters = async (token: string) =>
  (await post(t.app, '/v2/app/station/query', { page: 1, pageSize: 50 }, { ...en, token })).body.data.list as Array<{
    title: string;
    body: string;
  }>;

const recordTotals = async (token: string) =>
  (await post(t.app, '/v2/app/record/game/record/count', {}, { token })).body.data as {
    records: number;
    bets: string;
    wins: string;
  };

describe('voiding a round', () => {
  it('returns the stake, takes the win back, tells the player and shows the round as voided', async () => {
    const { player, round } = await playedRound(won);
    const before = await balanceOf(t.app, player.token);
    const totalsBefore = await recordTotals(player.token);
    const res = await voidAs(admin.headers, { roundSn: round.roundSn, reason });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      roundSn: round.roundSn,
      account: player.user.account,
      bet: round.bet,
      win: round.win,
      voided: { reason, refunded: round.bet, recovered: round.win, unrecovered: '0' },
    });
    expect(await balanceOf(t.app, player.token)).toBe(before + BigInt(round.bet) - BigInt(round.win));

    const mail = await letters(player.token);
    expect(mail.filter((l) => l.title === `Round ${round.roundSn} has been voided`)).toHaveLength(1);
    expect(mail[0]!.body).toContain(reason);
    expect(mail[0]!.body).toContain(`${round.bet} coins</strong> has been returned`);

    const shown = await post(t.app, '/v2/app/game/round/get', { roundSn: round.roundSn }, { token: player.token });
    expect(shown.body.data.voided).toMatchObject({ reason });
    const records = await post(
      t.app,
      '/v2/app/record/game/record/query',
      { page: 1, pageSize: 1 },
      {
        token: player.token,
      },
    );
    const listed = (records.body.data.list as Array<{ roundSn: string; voided: boolean; profit: string }>).map((r) => [
      r.roundSn,
      r.voided,
      r.profit,
    ]);
    expect(listed).toContainEqual([round.roundSn, true, '0']);
    expect(listed.filter(([, voided]) => voided)).toHaveLength(1);
    // The totals leave the voided round out: it moved nothing in the end.
    const totals = await recordTotals(player.token);
    expect(totals.records).toBe(totalsBefore.records - 1);
    expect(BigInt(totals.bets)).toBe(BigInt(totalsBefore.bets) - BigInt(round.bet));
    expect(BigInt(totals.wins)).toBe(BigInt(totalsBefore.wins) - BigInt(round.win));

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'round.void'), eq(auditLog.targetId, round.roundSn)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.operatorId).toBe(admin.operator.id);
  });

  it('a second time moves nothing, sends nothing and audits nothing more', async () => {
    const { player, round } = await playedRound(won);
    const first = await voidAs(admin.headers, { roundSn: round.roundSn, reason });
    const after = await balanceOf(t.app, player.token);
    const again = await voidAs(admin.headers, { roundSn: round.roundSn, reason: 'Another reason entirely' });
    expect(again.status).toBe(200);
    expect(again.body.data.voided).toEqual(first.body.data.voided);
    expect(await balanceOf(t.app, player.token)).toBe(after);
    expect((await letters(player.token)).filter((l) => l.title.includes(round.roundSn))).toHaveLength(1);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, round.roundSn));
    expect(audit).toHaveLength(1);
  });

  it('fifty times at once moves the money once, sends one letter and writes one audit entry', async () => {
    const { player, round } = await playedRound(won);
    const before = await balanceOf(t.app, player.token);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => voidAs(admin.headers, { roundSn: round.roundSn, reason })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const moved = BigInt(round.bet) - BigInt(round.win);
    expect(await balanceOf(t.app, player.token)).toBe(before + moved);
    expect((await letters(player.token)).filter((l) => l.title.includes(round.roundSn))).toHaveLength(1);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.targetId, round.roundSn))).toHaveLength(1);
  });

  it('of a lost round returns the stake', async () => {
    const { player, round } = await playedRound(lost);
    const before = await balanceOf(t.app, player.token);
    const res = await voidAs(admin.headers, { roundSn: round.roundSn, reason });
    expect(res.body.data.voided).toMatchObject({ refunded: round.bet, recovered: '0', unrecovered: '0' });
    expect(await balanceOf(t.app, player.token)).toBe(before + BigInt(round.bet));
  });

  it('takes back only what the wallet holds when the win was spent, and says the rest is not owed', async () => {
    const { player, round } = await playedRound(wonMoreThanStaked);
    // The player spends every coin of the wallet, the win too (here: the coins leave for the house).
    const spent = await balanceOf(t.app, player.token);
    await inTransaction(t.db, async (tx) =>
      postTransfer(tx, {
        debitAccountId: await walletAccount(tx, player.user.id),
        creditAccountId: await systemAccount(tx, SYSTEM_ACCOUNTS.house),
        amount: spent,
        kind: 'adjustment',
        reference: 'test:spent',
        idempotencyKey: `test-spent:${round.roundSn}`,
      }),
    );
    const res = await voidAs(admin.headers, { roundSn: round.roundSn, reason });
    expect(res.status).toBe(200);
    // The returned stake is all the wallet holds: that much of the win comes back, the rest is borne.
    const unrecovered = (BigInt(round.win) - BigInt(round.bet)).toString();
    expect(res.body.data.voided).toMatchObject({ refunded: round.bet, recovered: round.bet, unrecovered });
    expect(await balanceOf(t.app, player.token)).toBe(0n);
    const [letter] = await letters(player.token);
    expect(letter!.body).toContain(`${unrecovered} coins of the win had already been spent`);
  });

  it('is for admin and finance only, needs a reason and names a round that exists', async () => {
    const { round } = await playedRound(lost);
    const desk = await signedInOperator(t.app, 'support');
    expect((await voidAs(desk.headers, { roundSn: round.roundSn, reason })).status).toBe(403);
    const short = await voidAs(admin.headers, { roundSn: round.roundSn, reason: 'bad' });
    expect(short.status).toBe(400);
    const unknown = await voidAs(admin.headers, { roundSn: 'G000000000', reason });
    expect(unknown.body).toMatchObject({ code: 404, msg: 'The round does not exist.' });
    const finance = await signedInOperator(t.app, 'finance');
    expect((await voidAs(finance.headers, { roundSn: round.roundSn, reason })).status).toBe(200);
    const [row] = await t.db.select().from(gameRounds).where(eq(gameRounds.roundSn, round.roundSn));
    const got = await post(t.app, '/v2/admin/game/round/get', { roundSn: row!.roundSn }, finance.headers);
    expect(got.body.data.voided.reason).toBe(reason);
  });
});
