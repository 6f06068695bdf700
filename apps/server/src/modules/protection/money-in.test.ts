// Every way coins enter a player's cash passes the player's protections (money-in.ts): each path of
// MONEY_IN_PATHS is taken with room under a deposit limit (credited, and counted against the limit),
// with the week's limit used up and on a break: refused, or, for a crypto deposit already on chain,
// held out of the wallet with a letter to the player and a place in the operators' list. A migration
// that reached its confirmation before a break never completes. Parallel paths cannot pass one limit
// together (PostgreSQL).
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stationLetters } from '../../db/schema/content';
import { cryptoDeposits } from '../../db/schema/crypto';
import { accountMigrations } from '../../db/schema/migration';
import { playerExclusions } from '../../db/schema/protection';
import { approvedAgent, as, createdMember, FUND_PASSWORD, signInMember } from '../../test/agents';
import { createTestApp, post, type TestApp } from '../../test/app';
import { mailedMigrationCode } from '../../test/migration';
import { testEngine } from '../../test/database';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, channelByCode, depositThroughSandbox, requestKey } from '../../test/money';
import { signedInOperator } from '../../test/operators';
import { sign } from '../../lib/callback-signature';
import { MONEY_IN_PATHS, type MoneyInPath } from './money-in';

let t: TestApp;
let maker: Awaited<ReturnType<typeof signedInOperator>>;
let checker: Awaited<ReturnType<typeof signedInOperator>>;
let financeMaker: Awaited<ReturnType<typeof signedInOperator>>;
let agent: Awaited<ReturnType<typeof approvedAgent>>;
beforeAll(async () => {
  t = await createTestApp({ JSY_TIMEOUT_MS: '300', JOB_POLL_MS: '0', CAPTCHA: 'off' });
  maker = await signedInOperator(t.app, 'support');
  checker = await signedInOperator(t.app, 'finance');
  financeMaker = await signedInOperator(t.app, 'finance');
  agent = await approvedAgent(t.app, maker);
  await depositThroughSandbox(t.app, agent.token, '900000');
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };
const USDT = 1_000_000n;

interface Player {
  userId: number;
  token: string;
  /** The player's TRON address, issued before anything else happens. */
  address: string;
}

/** What became of coins brought in: credited, refused (with the envelope's reason), or held (why). */
type Outcome = { credited: true } | { refused: string; msg: string } | { held: string };

interface Path {
  coins: bigint;
  player?: () => Promise<{ userId: number; token: string }>;
  /** What happens before the player's protections change (a migration reaches its confirmation). */
  prepare?: (p: Player) => Promise<void>;
  bring: (p: Player) => Promise<Outcome>;
}

const outcome = (res: { status: number; body: { msg: string; data: { reason?: string } } }): Outcome =>
  res.status === 200 ? { credited: true } : { refused: res.body.data.reason!, msg: res.body.msg };

function signed(fields: Record<string, string>) {
  const body = { timestamp: String(Math.floor(Date.now() / 1000)), nonce: randomUUID(), ...fields };
  return { ...body, sign: sign(body, t.app.config.PAYMENT_SANDBOX_SECRET) };
}

/** A confirmed TRON USDT transfer to the address, as the chain watcher reports it. */
async function usdtArrives(address: string, amount: bigint) {
  const txid = randomBytes(32).toString('hex');
  const fields = { network: 'TRON', coin: 'USDT', txid, outputIndex: '0', address };
  const res = await post(
    t.app,
    '/v2/crypto/watcher/report',
    signed({ ...fields, amount: amount.toString(), confirmations: '19' }),
    en,
  );
  expect(res.status).toBe(200);
  return txid;
}

const migrationCall = (p: Player, path: string, body: object = {}) =>
  post(t.app, `/v2/app/jsy/transfer${path}`, body, { ...en, token: p.token });

const mailedCode = (account: string) => mailedMigrationCode(t, account);

let accounts = 0;
/** Takes the player through every step of a yen account's migration up to the confirmation. */
async function migrationAtConfirm(p: Player) {
  const account = `yen-mi${Date.now() % 1_000_000}${(accounts += 1)}`;
  await migrationCall(p, '/validate', { account, currency: 'JPY' });
  await migrationCall(p, '/validate/card', { cardLast4: '6789', holderName: 'Yamada Taro' });
  await migrationCall(p, '/resend/validate/code');
  const login = await migrationCall(p, '/login', { password: 'sandbox-pass', code: await mailedCode(account) });
  expect(login.body.data.next).toBe('confirm');
}

const adjustments = new Map<number, number>();

/** Each way in, and how a test takes it. The type makes a new path in MONEY_IN_PATHS need a case here. */
const PATHS: Record<MoneyInPath, Path> = {
  bank_deposit: {
    coins: 1500n,
    bring: async (p) => {
      const channel = await channelByCode(t.app, p.token, 'sandbox-jpy');
      const body = { channelId: channel.id, amount: '1500', requestKey: requestKey() };
      return outcome(await post(t.app, '/v2/app/pay/order', body, { ...en, token: p.token }));
    },
  },
  crypto_deposit: {
    // 10 USDT at the fallback 150 JPY, one coin per yen.
    coins: 1500n,
    bring: async (p) => {
      const txid = await usdtArrives(p.address, 10n * USDT);
      const [row] = await t.db.select().from(cryptoDeposits).where(eq(cryptoDeposits.txid, txid));
      return row!.status === 'credited' ? { credited: true } : { held: row!.holdReason! };
    },
  },
  migration: {
    // A sandbox yen account holds 50,000 yen: 50,000 coins.
    coins: 50000n,
    prepare: migrationAtConfirm,
    bring: async (p) => outcome(await migrationCall(p, '/confirm', { requestKey: requestKey() })),
  },
  agent_transfer: {
    coins: 1500n,
    player: async () => {
      const member = await createdMember(t.app, agent.token);
      return { userId: member.userId, token: await signInMember(t.app, member.account) };
    },
    bring: async (p) => {
      const body = { userId: p.userId, amount: '1500', fundPassword: FUND_PASSWORD, requestKey: requestKey() };
      return outcome(await post(t.app, '/v2/app/agent/type/member/transfer', body, as(agent.token)));
    },
  },
  adjustment: {
    coins: 1500n,
    prepare: async (p) => {
      const body = { userId: p.userId, amount: '1500', reason: 'Bank transfer booked by hand', deposit: true };
      const res = await post(t.app, '/v2/admin/adjustment/propose', body, maker.headers);
      adjustments.set(p.userId, res.body.data.id);
    },
    bring: async (p) =>
      outcome(
        await post(
          t.app,
          '/v2/admin/adjustment/approve',
          { id: adjustments.get(p.userId) },
          { ...checker.headers, ...en },
        ),
      ),
  },
};

async function playerFor(path: Path): Promise<Player> {
  const made = path.player
    ? await path.player()
    : await createSignedInUser(t.db, { firstName: 'Taro', lastName: 'Yamada' }).then((p) => ({
        userId: p.user.id,
        token: p.token,
      }));
  // The crypto address is issued while deposits are open, as for a player who took it long before.
  const address = await post(
    t.app,
    '/v2/cpp/coins/deposit/address',
    { coin: 'USDT', network: 'TRON' },
    {
      token: made.token,
    },
  );
  return { ...made, address: address.body.data.address };
}

const protection = (p: Player, path: string, body: object = {}) =>
  post(t.app, `/v2/app/protection${path}`, body, { ...en, token: p.token });

async function weekUsed(p: Player) {
  const status = await protection(p, '/status');
  return status.body.data.limits.find((l: { period: string }) => l.period === 'week').used as string;
}

it('every way coins come in has its case here', () => {
  expect(Object.keys(PATHS).sort()).toEqual([...MONEY_IN_PATHS].sort());
});

describe.each(MONEY_IN_PATHS)('coins in by %s', (name) => {
  const path = PATHS[name];

  it('are credited within the limits and count against them', async () => {
    const p = await playerFor(path);
    await protection(p, '/deposit-limit', { period: 'week', amount: '100000' });
    await path.prepare?.(p);
    expect(await path.bring(p)).toEqual({ credited: true });
    expect(await weekUsed(p)).toBe(path.coins.toString());
    // A bank order waiting for payment is not in the balance yet; every other path is.
    if (name !== 'bank_deposit') expect(await balanceOf(t.app, p.token)).toBe(path.coins);
  });

  it("are refused with the week's limit used up, or held when already on chain", async () => {
    const p = await playerFor(path);
    await protection(p, '/deposit-limit', { period: 'week', amount: '1000' });
    await path.prepare?.(p);
    // A bank order of the whole limit, awaiting payment, uses it up.
    const channel = await channelByCode(t.app, p.token, 'sandbox-jpy');
    const order = { channelId: channel.id, amount: '1000', requestKey: requestKey() };
    expect((await post(t.app, '/v2/app/pay/order', order, { ...en, token: p.token })).status).toBe(200);
    const result = await path.bring(p);
    if (name === 'crypto_deposit') expect(result).toEqual({ held: 'deposit_limit' });
    else if (name === 'agent_transfer' || name === 'adjustment')
      expect(result).toEqual({
        refused: 'recipient_deposit_limit',
        msg: "This would pass the player's own deposit limit: at most 0 more coins can come in now.",
      });
    else
      expect(result).toEqual({
        refused: 'deposit_limit',
        msg: 'This deposit would pass your weekly deposit limit: you can deposit 0 more coins in these 7 days.',
      });
    expect(await balanceOf(t.app, p.token)).toBe(0n);
    expect(await weekUsed(p)).toBe('1000');
  });

  it('are refused on a break, or held when already on chain', async () => {
    const p = await playerFor(path);
    await path.prepare?.(p);
    expect((await protection(p, '/timeout', { days: 1 })).status).toBe(200);
    const result = await path.bring(p);
    if (name === 'crypto_deposit') expect(result).toEqual({ held: 'excluded' });
    else if (name === 'agent_transfer' || name === 'adjustment')
      expect(result).toEqual({
        refused: 'recipient_closed',
        msg: 'This player has paused deposits and play (a break or self-exclusion) and cannot receive coins now.',
      });
    else
      expect(result).toMatchObject({ refused: 'timed_out', msg: expect.stringMatching(/^You are on a break until/) });
    expect(await balanceOf(t.app, p.token)).toBe(0n);
  });
});

describe('a crypto deposit held by the player’s protections', () => {
  it('is told to the player, listed for operators, and credited only once they allow it', async () => {
    const p = await playerFor(PATHS.crypto_deposit);
    expect((await protection(p, '/timeout', { days: 1 })).status).toBe(200);
    const txid = await usdtArrives(p.address, 10n * USDT);
    const [letter] = await t.db.select().from(stationLetters).where(eq(stationLetters.recipientId, p.userId));
    expect(letter).toMatchObject({ titleEn: 'Your crypto deposit is held' });
    expect(letter!.bodyEn).toContain(`Your USDT deposit worth 1,500 coins (transaction ${txid}) arrived while`);
    expect(letter!.bodyJp).toContain('1,500 コイン相当の USDT の入金');

    const listed = await post(t.app, '/v2/admin/crypto/deposit/list', { status: 'held', txid }, checker.headers);
    expect(listed.body.data.list).toMatchObject([{ txid, status: 'held', holdReason: 'excluded', userId: p.userId }]);
    const id = listed.body.data.list[0].id as number;
    // The player sees it held, never the reason operators read.
    const own = await post(t.app, '/v2/cpp/coins/deposit/list', {}, { ...en, token: p.token });
    expect(own.body.data.list).toMatchObject([{ txid, status: 'held', coinAmount: null }]);

    // Operators cannot credit it while the break runs: the same decision applies to them.
    const proposal = { id, coins: '1500', note: 'Credit once the break is over' };
    expect((await post(t.app, '/v2/admin/crypto/deposit/propose', proposal, financeMaker.headers)).status).toBe(200);
    const refused = await post(t.app, '/v2/admin/crypto/deposit/approve', { id }, { ...checker.headers, ...en });
    expect(refused.body.data.reason).toBe('recipient_closed');
    expect(await balanceOf(t.app, p.token)).toBe(0n);
    const [still] = await t.db.select().from(cryptoDeposits).where(eq(cryptoDeposits.id, id));
    expect(still!.status).toBe('held');
  });
});

describe('a migration that reached its confirmation', () => {
  it('is closed by a break taken before the confirmation: refused, the session gone', async () => {
    const p = await playerFor(PATHS.migration);
    await migrationAtConfirm(p);
    expect((await migrationCall(p, '/session')).body.data).toMatchObject({ next: 'confirm' });
    expect((await protection(p, '/timeout', { days: 1 })).status).toBe(200);
    // The player's page no longer offers it, and a confirmation is refused and moves nothing.
    expect((await migrationCall(p, '/session')).body.data).toBeNull();
    const confirm = await migrationCall(p, '/confirm', { requestKey: requestKey() });
    expect(confirm.status).toBe(410);
    expect(await balanceOf(t.app, p.token)).toBe(0n);
    expect(await t.db.select().from(accountMigrations).where(eq(accountMigrations.userId, p.userId))).toEqual([]);
  });

  it('is refused at the confirmation by a self-exclusion, and the session ends with it', async () => {
    const p = await playerFor(PATHS.migration);
    await migrationAtConfirm(p);
    // Self-excluded elsewhere (a row, as if from another device), while this page still shows the step.
    const now = Date.now();
    await t.db.insert(playerExclusions).values({
      userId: p.userId,
      kind: 'self_exclusion',
      startsAt: new Date(now - 1000),
      endsAt: new Date(now + 180 * 24 * 3600_000),
    });
    const confirm = await migrationCall(p, '/confirm', { requestKey: requestKey() });
    expect(confirm.body.data.reason).toBe('self_excluded');
    expect(await balanceOf(t.app, p.token)).toBe(0n);
    expect((await migrationCall(p, '/confirm', { requestKey: requestKey() })).status).toBe(410);
  });
});

describe.runIf(testEngine() === 'postgres')('parallel ways in', () => {
  it('cannot pass one limit together: agent transfers and bank orders see each other', async () => {
    const p = await playerFor(PATHS.agent_transfer);
    await protection(p, '/deposit-limit', { period: 'day', amount: '1000' });
    const channel = await channelByCode(t.app, p.token, 'sandbox-jpy');
    const gives = Array.from({ length: 40 }, () =>
      post(
        t.app,
        '/v2/app/agent/type/member/transfer',
        { userId: p.userId, amount: '100', fundPassword: FUND_PASSWORD, requestKey: requestKey() },
        as(agent.token),
      ),
    );
    const orders = Array.from({ length: 10 }, () =>
      post(
        t.app,
        '/v2/app/pay/order',
        { channelId: channel.id, amount: '1000', requestKey: requestKey() },
        { ...en, token: p.token },
      ),
    );
    const results = await Promise.all([...gives, ...orders]);
    const given = results.slice(0, 40).filter((r) => r.status === 200).length;
    const ordered = results.slice(40).filter((r) => r.status === 200).length;
    // Fifty at once: either one order of the whole limit, or at most ten gifts of 100: never more than 1,000.
    expect(given * 100 + ordered * 1000).toBeLessThanOrEqual(1000);
    expect(given + ordered).toBeGreaterThan(0);
    expect(await balanceOf(t.app, p.token)).toBe(BigInt(given * 100));
    expect(BigInt(await weekUsed(p))).toBe(BigInt(given * 100 + ordered * 1000));
  });
});
