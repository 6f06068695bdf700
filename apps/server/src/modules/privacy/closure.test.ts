// Closing an account (the player, with the password; only with an empty wallet and no payment open)
// and erasing it (an operator, after the retention period): personal data replaced by a pseudonym,
// the ledger's entries kept under it and still verifying.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCards, banks } from '../../db/schema/bank';
import { stationLetters } from '../../db/schema/content';
import { kycSubmissions } from '../../db/schema/kyc';
import { ledgerAccounts, ledgerEntries } from '../../db/schema/ledger';
import { mailOutbox } from '../../db/schema/mail';
import { auditLog } from '../../db/schema/operator';
import { playerNotes } from '../../db/schema/players';
import { dataExports } from '../../db/schema/privacy';
import { userIdentities } from '../../db/schema/oauth';
import { sessions } from '../../db/schema/session';
import { users } from '../../db/schema/user';
import { inTransaction } from '../../db/transaction';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { depositThroughSandbox, spinOnce } from '../../test/money';
import { signedInOperator } from '../../test/operators';
import { storedPassword } from '../../test/passwords';
import { SYSTEM_ACCOUNTS, systemAccount, walletAccount, walletBalance } from '../ledger/accounts';
import { postTransfer } from '../ledger/post';
import { sendPlayerLetter } from '../letters/service';

let t: TestApp;
let support: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off' });
  support = await signedInOperator(t.app, 'support');
});
afterAll(() => t.close());

const PASSWORD = 'close-me-1';
const player = async () =>
  createSignedInUser(t.db, { passwordHash: await storedPassword(PASSWORD), firstName: 'Hanako', phone: '+81-90-1' });
const close = (token: string, password = PASSWORD) => post(t.app, '/v2/app/user/close', { password }, { token });
const erase = (userId: number, headers = support.headers) =>
  post(t.app, '/v2/admin/player/erase', { userId, reason: 'retention period over' }, headers);

/** Takes the wallet to zero as a paid-out withdrawal would, so the account may close. */
async function emptyWallet(userId: number) {
  const coins = await walletBalance(t.db, userId);
  await inTransaction(t.db, async (tx) =>
    postTransfer(tx, {
      debitAccountId: await walletAccount(tx, userId),
      creditAccountId: await systemAccount(tx, SYSTEM_ACCOUNTS.adjustments),
      amount: coins,
      kind: 'adjustment',
      reference: `test:${userId}`,
      idempotencyKey: `test-empty:${userId}`,
    }),
  );
}

describe('closing my account', () => {
  it('needs the password and an empty wallet; then it cannot sign in or play', async () => {
    const { user, token } = await player();
    await depositThroughSandbox(t.app, token, '3000');

    const wrong = await close(token, 'not-it');
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.reason).toBe('password_wrong');
    const withCoins = await close(token);
    expect(withCoins.status).toBe(409);
    expect(withCoins.body.data.reason).toBe('balance_left');

    await emptyWallet(user.id);
    expect((await close(token)).status).toBe(200);
    expect((await post(t.app, '/v2/app/user/balance', {}, { token })).status).toBe(402);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ status: 'closed' });
    expect(row!.closedAt).not.toBeNull();

    const signIn = await post(t.app, '/v2/app/auth/login', { account: user.account, password: PASSWORD }, {}, nextIp());
    expect(signIn.status).toBe(403);
    expect(signIn.body.data.reason).toBe('account_closed');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(user.id)), eq(auditLog.action, 'player.close')));
    expect(audit).toEqual([expect.objectContaining({ operatorId: null })]);
  });

  it('waits for an open deposit order', async () => {
    const { token } = await player();
    const channels = await post(t.app, '/v2/app/pay/query', {}, { token });
    const channel = channels.body.data.find((c: { code: string }) => c.code === 'sandbox-jpy');
    await post(
      t.app,
      '/v2/app/pay/order',
      { channelId: channel.id, amount: '1000', requestKey: 'k-close-1' },
      { token },
    );
    const refused = await close(token);
    expect(refused.status).toBe(409);
    expect(refused.body.data.reason).toBe('deposit_open');
  });
});

describe('erasing a closed account', () => {
  it('is refused before the retention period and for an open account, and by the wrong role', async () => {
    const open = await player();
    expect((await erase(open.user.id)).body.data.reason).toBe('not_closed');
    expect((await close(open.token)).status).toBe(200);
    const early = await erase(open.user.id);
    expect(early.status).toBe(409);
    expect(early.body.data.reason).toBe('retention_running');
    const finance = await signedInOperator(t.app, 'finance');
    expect((await erase(open.user.id, finance.headers)).status).toBe(403);
  });

  it('leaves no personal data in the user row or its personal tables, and the ledger verifies', async () => {
    const { user, token } = await player();
    await depositThroughSandbox(t.app, token, '3000');
    await spinOnce(t.app, token);
    await emptyWallet(user.id);
    const [bank] = await t.db.select().from(banks).limit(1);
    await t.db.insert(bankCards).values({
      userId: user.id,
      bankId: bank!.id,
      cardNumberSealed: t.app.secretBox.seal('4111222233334444'),
      cardFingerprint: 'k.fp',
      cardLast4: '4444',
      holderFirstName: 'Hanako',
      holderLastName: 'Yamada',
    });
    await t.db.insert(kycSubmissions).values({
      userId: user.id,
      frontFile: 'front.jpg',
      backFile: 'back.jpg',
      handheldFile: 'hand.jpg',
    });
    await t.db.insert(userIdentities).values({ provider: 'google', subject: `g-${user.id}`, userId: user.id });
    await t.db.insert(mailOutbox).values({ to: user.email, subject: 'Your code' });
    await t.db.insert(playerNotes).values({ userId: user.id, operatorId: support.operator.id, text: 'called' });
    await t.db.insert(dataExports).values({ userId: user.id, status: 'ready', documentSealed: 'x' });
    await sendPlayerLetter(t.db, user.id, () => ({ title: 'Hello Hanako', body: '<p>Hi</p>' }));
    expect((await close(token)).status).toBe(200);

    const entriesOf = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(ledgerEntries)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
          .where(eq(ledgerAccounts.ownerUserId, user.id))
      )[0]!.n;
    const before = await entriesOf();
    expect(before).toBeGreaterThan(0);

    // Five years and a day after it closed.
    await t.db
      .update(users)
      .set({ closedAt: sql`now() - interval '5 years 1 day'` })
      .where(eq(users.id, user.id));
    expect((await erase(user.id)).status).toBe(200);

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      account: `erased-${user.id}`,
      email: `erased-${user.id}@erased.invalid`,
      passwordHash: '!erased',
      fundPasswordHash: null,
      nickname: null,
      firstName: null,
      lastName: null,
      pinyinName: null,
      phone: null,
      countryCode: null,
      idNumber: null,
      birthDate: null,
      status: 'closed',
    });
    expect(row!.erasedAt).not.toBeNull();
    const [card] = await t.db.select().from(bankCards).where(eq(bankCards.userId, user.id));
    expect(card).toMatchObject({
      cardNumberSealed: 'erased',
      cardFingerprint: null,
      cardLast4: '****',
      holderFirstName: 'erased',
      holderLastName: 'erased',
    });
    const [kyc] = await t.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, user.id));
    expect(kyc).toMatchObject({ frontFile: 'erased', backFile: 'erased', handheldFile: 'erased' });
    for (const [table, column] of [
      [sessions, sessions.userId],
      [userIdentities, userIdentities.userId],
      [playerNotes, playerNotes.userId],
      [dataExports, dataExports.userId],
      [stationLetters, stationLetters.recipientId],
    ] as const)
      expect(await t.db.select().from(table).where(eq(column, user.id))).toEqual([]);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).toEqual([]);

    // The books are untouched: every entry is still there, under the pseudonymous account.
    expect(await entriesOf()).toBe(before);
    await expectLedgerVerified(t.db);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'player.erase'));
    expect(audit).toEqual([expect.objectContaining({ operatorId: support.operator.id, targetId: String(user.id) })]);
    expect(JSON.stringify(audit)).not.toContain(user.email);
    expect((await erase(user.id)).body.data.reason).toBe('already_erased');
  });
});
