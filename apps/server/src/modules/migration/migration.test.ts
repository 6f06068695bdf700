// Account migration through the sandbox provider: every step in order, the balance moved once with
// a letter and a record, every refusal a clear envelope in the player's language; a debit that
// answers late found by its status; parallel confirms of one account credit it once (PostgreSQL).
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stationLetters } from '../../db/schema/content';
import { createTestApp, post, type TestApp } from '../../test/app';
import { mailedMigrationCode } from '../../test/migration';
import { testEngine } from '../../test/database';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, requestKey } from '../../test/money';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
beforeAll(async () => {
  // A short provider timeout, so `yen-timeout` answers after it.
  t = await createTestApp({ JSY_TIMEOUT_MS: '300', JOB_POLL_MS: '0' });
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };
let n = 0;
const fresh = (kind: 'yen' | 'yuan') => `${kind}-t${Date.now() % 1_000_000}${(n += 1)}`;

type Player = Awaited<ReturnType<typeof createSignedInUser>>;
const player = () => createSignedInUser(t.db, { firstName: 'Taro', lastName: 'Yamada' });
const call = (p: Player, path: string, body: object = {}, headers: Record<string, string> = en) =>
  post(t.app, `/v2/app/jsy/transfer${path}`, body, { ...headers, token: p.token });

const mailedCode = (account: string) => mailedMigrationCode(t, account);

/** Takes a player through every step up to the confirmation. */
async function signedInAtProvider(p: Player, account: string, currency: 'JPY' | 'CNY') {
  expect((await call(p, '/validate', { account, currency })).body.data.next).toBe('card');
  expect((await call(p, '/validate/card', { cardLast4: '6789', holderName: 'Yamada Taro' })).body.data.next).toBe(
    'code',
  );
  const sent = await call(p, '/resend/validate/code');
  expect(sent.body.data).toMatchObject({
    next: 'login',
    codeSentTo: expect.stringMatching(/^[a-z]{2}•••@sandbox\.jsy\.test$/),
  });
  const login = await call(p, '/login', { password: 'sandbox-pass', code: await mailedCode(account) });
  expect(login.body.data.next).toBe('confirm');
  return login.body.data;
}

describe('account migration', () => {
  it('moves a yen account once: the coins, a letter, a record, and never again', async () => {
    const p = await player();
    const account = fresh('yen');
    const session = await signedInAtProvider(p, account, 'JPY');
    expect(session).toMatchObject({
      account,
      currency: 'JPY',
      balance: '50000',
      coinAmount: '50000',
      holderName: 'Taro Yamada',
    });
    const key = requestKey();
    const done = await call(p, '/confirm', { requestKey: key });
    expect(done.body.data).toMatchObject({
      status: 'completed',
      account,
      currency: 'JPY',
      amount: '50000',
      coinAmount: '50000',
    });
    expect(await balanceOf(t.app, p.token)).toBe(50000n);
    // The same confirm again, under the same key or another, is the same migration.
    expect((await call(p, '/confirm', { requestKey: key })).body.data.migrationSn).toBe(done.body.data.migrationSn);
    expect((await call(p, '/confirm', { requestKey: requestKey() })).body.data.migrationSn).toBe(
      done.body.data.migrationSn,
    );
    expect(await balanceOf(t.app, p.token)).toBe(50000n);
    const list = await call(p, '/list', { pageSize: 10 });
    expect(list.body.data.list).toEqual([expect.objectContaining({ migrationSn: done.body.data.migrationSn })]);
    const letters = await t.db.select().from(stationLetters).where(eq(stationLetters.recipientId, p.user.id));
    expect(letters.map((l) => l.titleEn)).toContain('Your balance has been transferred');
    expect(letters.find((l) => l.titleEn === 'Your balance has been transferred')!.bodyEn).toContain('50,000 coins');
    // Nobody can migrate that account again.
    const other = await player();
    const again = await call(other, '/validate', { account: account.toUpperCase(), currency: 'JPY' });
    expect(again.body).toMatchObject({ code: 409, data: { reason: 'already_migrated' } });
    // Operators see it.
    const support = await signedInOperator(t.app, 'support');
    const admin = await post(t.app, '/v2/admin/migration/list', { account }, support.headers);
    expect(admin.body.data.list).toEqual([
      expect.objectContaining({ playerAccount: p.user.account, account, status: 'completed' }),
    ]);
  });

  it('converts a yuan account at 20 coins a yuan', async () => {
    const p = await player();
    const account = fresh('yuan');
    const session = await signedInAtProvider(p, account, 'CNY');
    expect(session).toMatchObject({ balance: '125050', coinAmount: '25010' });
    expect((await call(p, '/confirm', { requestKey: requestKey() })).body.data.status).toBe('completed');
    expect(await balanceOf(t.app, p.token)).toBe(25010n);
  });

  it('refuses every wrong step clearly, in the player’s language, and credits nothing', async () => {
    const p = await player();
    const refused = async (path: string, body: object, status: number, reason: string, headers = en) => {
      const res = await call(p, path, body, headers);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.data.reason).toBe(reason);
      return res;
    };
    expect(
      (await refused('/validate', { account: 'nobody', currency: 'JPY' }, 404, 'provider_account_unknown')).body.msg,
    ).toBe('No such account at the previous provider.');
    await refused('/validate', { account: 'yen-frozen', currency: 'JPY' }, 403, 'provider_account_frozen');
    const ja = await refused('/validate', { account: fresh('yen'), currency: 'CNY' }, 400, 'currency_mismatch', {
      'accept-language': 'ja-JP',
    });
    expect(ja.body.msg).toBe('円建てのアカウントです。日本向けの移行ページをご利用ください。');
    // Out of order: no session yet, then a step ahead of its turn.
    await refused('/login', { password: 'x', code: '123456' }, 410, 'migration_expired');
    const account = fresh('yen');
    await call(p, '/validate', { account, currency: 'JPY' });
    await refused('/login', { password: 'x', code: '123456' }, 409, 'migration_step');
    await refused('/validate/card', { cardLast4: '6789', holderName: 'Hanako Suzuki' }, 400, 'holder_not_player');
    await refused('/validate/card', { cardLast4: '1111', holderName: 'Taro Yamada' }, 400, 'card_mismatch');
    await call(p, '/validate/card', { cardLast4: '6789', holderName: 'Taro Yamada' });
    await call(p, '/resend/validate/code');
    await refused('/resend/validate/code', {}, 429, 'code_too_soon');
    // Five wrong tries burn the code, even with the right one sent sixth.
    for (let i = 0; i < 5; i += 1)
      await refused('/login', { password: 'wrong-pass', code: '000000' }, 400, 'provider_login_failed');
    await refused('/login', { password: 'sandbox-pass', code: await mailedCode(account) }, 429, 'too_many_attempts');
    await refused('/confirm', { requestKey: requestKey() }, 409, 'migration_step');
    // Bad input is a validation error, never a 500.
    for (const body of [
      { account: 'a b', currency: 'JPY' },
      { account: 'x'.repeat(40), currency: 'JPY' },
      { account: 'yen-a', currency: 'USD' },
    ]) {
      expect((await call(p, '/validate', body)).status).toBe(400);
    }
    expect((await call(p, '/validate/card', { cardLast4: '67a9', holderName: 'Taro Yamada' })).status).toBe(400);
    expect(await balanceOf(t.app, p.token)).toBe(0n);
    // A player without a real name cannot pass the card step.
    const anonymous = await createSignedInUser(t.db);
    await call(anonymous, '/validate', { account: fresh('yen'), currency: 'JPY' });
    const res = await call(anonymous, '/validate/card', { cardLast4: '6789', holderName: 'Taro Yamada' });
    expect(res.body.data.reason).toBe('profile_incomplete');
  });

  it('records a refused debit as failed and credits nothing', async () => {
    const p = await player();
    await signedInAtProvider(p, 'yen-fail', 'JPY');
    const res = await call(p, '/confirm', { requestKey: requestKey() });
    expect(res.body.data).toMatchObject({ status: 'failed', reason: 'The account refused the debit (sandbox).' });
    expect(await balanceOf(t.app, p.token)).toBe(0n);
  });

  it('asks the status of a debit that answers too late, and completes it once', async () => {
    const p = await player();
    await signedInAtProvider(p, 'yen-timeout', 'JPY');
    const res = await call(p, '/confirm', { requestKey: requestKey() });
    expect(res.body.data.status).toBe('completed');
    expect(await balanceOf(t.app, p.token)).toBe(50000n);
    // The safety-net job, run later, changes nothing.
    await t.app.jobs.runDueJobs();
    expect(await balanceOf(t.app, p.token)).toBe(50000n);
  });
});

describe.runIf(testEngine() === 'postgres')('account migration racing', () => {
  it('twenty parallel confirms of one account credit it once', async () => {
    const p = await player();
    await signedInAtProvider(p, fresh('yen'), 'JPY');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(p, '/confirm', { requestKey: requestKey() })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.migrationSn)).size).toBe(1);
    expect(await balanceOf(t.app, p.token)).toBe(50000n);
    const letters = await t.db
      .select()
      .from(stationLetters)
      .where(
        and(eq(stationLetters.recipientId, p.user.id), eq(stationLetters.titleEn, 'Your balance has been transferred')),
      );
    expect(letters).toHaveLength(1);
  });
});
