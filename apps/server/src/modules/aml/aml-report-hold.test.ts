// A flag reported as suspicious holds the player's withdrawals, even with a verified identity and for
// withdrawals asked for before the report, until a second decision: the hold released, or the account
// closed. Both are audited and told to the player in words that never mention a report.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { amlFlags } from '../../db/schema/aml';
import { stationLetters } from '../../db/schema/content';
import { kycSubmissions } from '../../db/schema/kyc';
import { auditLog } from '../../db/schema/operator';
import { users } from '../../db/schema/user';
import { storedPassword } from '../../test/passwords';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { depositThroughSandbox, requestKey } from '../../test/money';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let support: Awaited<ReturnType<typeof signedInOperator>>;
let finance: Awaited<ReturnType<typeof signedInOperator>>;
let fundHash: string;
beforeAll(async () => {
  t = await createTestApp({
    AML_SINGLE_DEPOSIT: '50000',
    AML_DAILY_DEPOSIT: '10000000',
    AML_DAILY_WITHDRAW: '10000000',
    AML_TURNOVER_RATIO: '0',
    KYC_WITHDRAWAL_THRESHOLD: '10000000',
    JOB_POLL_MS: '0',
  });
  support = await signedInOperator(t.app, 'support');
  finance = await signedInOperator(t.app, 'finance');
  fundHash = await storedPassword('246810');
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };

/** A verified player ready to withdraw, with one deposit that raised a single-deposit flag. */
async function flaggedPlayer() {
  const p = await createSignedInUser(t.db, { firstName: 'Taro', lastName: 'Yamada', fundPasswordHash: fundHash });
  await t.db
    .insert(kycSubmissions)
    .values({ userId: p.user.id, status: 'approved', frontFile: 'f', backFile: 'b', handheldFile: 'h' });
  const bankId = (await post(t.app, '/v2/app/user/bank/list', {}, { token: p.token })).body.data[0].id;
  const card = await post(
    t.app,
    '/v2/app/user/bank/save',
    { bankId, cardNumber: '1234567', holderFirstName: 'Taro', holderLastName: 'Yamada' },
    { token: p.token },
  );
  await depositThroughSandbox(t.app, p.token, '50000');
  const [flag] = await t.db.select().from(amlFlags).where(eq(amlFlags.userId, p.user.id));
  return { ...p, cardId: card.body.data.id as number, flagId: flag!.id };
}

async function withdraw(p: { token: string; cardId: number }, amount: string) {
  const channels = (await post(t.app, '/v2/app/draw/channels', {}, { token: p.token })).body.data as {
    id: number;
    code: string;
  }[];
  return post(
    t.app,
    '/v2/app/draw/withdraw',
    {
      channelId: channels.find((c) => c.code === 'sandbox-payout')!.id,
      bankCardId: p.cardId,
      amount,
      fundPassword: '246810',
      requestKey: requestKey(),
    },
    { ...en, token: p.token },
  );
}

const letters = (userId: number) =>
  t.db.select().from(stationLetters).where(eq(stationLetters.recipientId, userId)).orderBy(asc(stationLetters.id));

const review = (id: number, decision: 'cleared' | 'reported') =>
  post(t.app, '/v2/admin/aml/review', { id, decision, note: 'Looked at it' }, { ...en, ...support.headers });
const resolve = (id: number, decision: string, note = 'Decided') =>
  post(t.app, '/v2/admin/aml/resolve', { id, decision, note }, { ...en, ...support.headers });
const approve = (withdrawSn: string, flagsSeen?: number[]) =>
  post(t.app, '/v2/admin/draw/approve', { withdrawSn, flagsSeen }, { ...en, ...finance.headers });

/** Words a letter or refusal must never say: the player may not learn of a report. */
const TIP_OFF = /report|suspicio|AML|launder|FIU/i;

describe('an open flag', () => {
  it('is shown beside the withdrawal, and only an approval that names every open flag goes through, audited', async () => {
    const p = await flaggedPlayer();
    const waiting = await withdraw(p, '5000');
    const sn = waiting.body.data.withdrawSn as string;
    const queueRow = async () =>
      (
        await post(t.app, '/v2/admin/draw/list', { status: 'review' }, { ...en, ...finance.headers })
      ).body.data.list.find((r: { withdrawSn: string }) => r.withdrawSn === sn);
    expect(await queueRow()).toMatchObject({
      amlReview: true,
      openFlags: [{ id: p.flagId, rule: 'single_deposit', amount: '50000', threshold: '50000' }],
    });

    // Approved blind: refused with the flags to look at, and nothing changes.
    const blind = await approve(sn);
    expect(blind.status).toBe(409);
    expect(blind.body.data.reason).toBe('aml_flags_unseen');
    expect(blind.body.data.flags.map((f: { id: number }) => f.id)).toEqual([p.flagId]);
    expect(blind.body.msg).toContain('waiting for review');
    expect((await queueRow()).status).toBe('review');

    // A second flag raised after the queue was read: an approval naming the first alone is refused.
    await depositThroughSandbox(t.app, p.token, '60000');
    const flags = await t.db.select().from(amlFlags).where(eq(amlFlags.userId, p.user.id)).orderBy(asc(amlFlags.id));
    expect(flags).toHaveLength(2);
    const stale = await approve(sn, [p.flagId]);
    expect(stale.status).toBe(409);
    expect(stale.body.data.flags.map((f: { id: number }) => f.id)).toEqual(flags.map((f) => f.id));

    // Both named: approved, and the audit row keeps which flags the approver saw.
    const seen = await approve(
      sn,
      flags.map((f) => f.id),
    );
    expect(seen.body.data.status).toBe('processing');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'withdrawal.approve'), eq(auditLog.targetId, sn)));
    expect(audit!.after).toEqual({ status: 'processing', openFlagsSeen: flags.map((f) => f.id) });

    // Cleared, a flag no longer asks: the next withdrawal is approved without naming any.
    for (const f of flags) await review(f.id, 'cleared');
    const next = (await withdraw(p, '5000')).body.data.withdrawSn as string;
    expect((await approve(next)).body.data.status).toBe('processing');
  });
});

describe('a reported flag', () => {
  it('holds every withdrawal, new or waiting, until the hold is released; each step told and audited', async () => {
    const p = await flaggedPlayer();
    const waiting = await withdraw(p, '5000');
    expect(waiting.status).toBe(200);
    const sn = waiting.body.data.withdrawSn as string;
    const lettersBefore = (await letters(p.user.id)).length;

    expect((await review(p.flagId, 'reported')).body.data.status).toBe('reported');
    // A verified identity does not lift it: the report does not ask for documents.
    const refused = await withdraw(p, '5000');
    expect(refused.status).toBe(403);
    expect(refused.body.data.reason).toBe('withdrawals_held');
    expect(refused.body.msg).toContain('routine account review');
    expect(refused.body.msg).not.toMatch(TIP_OFF);
    // The one asked for before the report does not leave either.
    const held = await approve(sn);
    expect(held.status).toBe(409);
    expect(held.body.data.reason).toBe('aml_hold');

    const hold = (await letters(p.user.id)).slice(lettersBefore);
    expect(hold).toHaveLength(1);
    expect(hold[0]!.titleEn).toBe('Withdrawals paused for a review');
    for (const text of Object.values(hold[0]!)) if (typeof text === 'string') expect(text).not.toMatch(TIP_OFF);

    const released = await resolve(p.flagId, 'released', 'FIU raised no objection');
    expect(released.status).toBe(200);
    expect(released.body.data).toMatchObject({
      status: 'released',
      note: 'Looked at it',
      resolutionNote: 'FIU raised no objection',
      resolvedBy: support.username,
    });
    expect((await approve(sn)).body.data.status).toBe('processing');
    expect((await withdraw(p, '5000')).status).toBe(200);
    const after = (await letters(p.user.id)).slice(lettersBefore);
    expect(after.map((l) => l.titleEn)).toEqual(['Withdrawals paused for a review', 'Withdrawals available again']);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'aml_flag'), eq(auditLog.targetId, String(p.flagId))));
    expect(audits.map((a) => a.action).sort()).toEqual(['aml.release', 'aml.report']);
    expect(audits.find((a) => a.action === 'aml.release')!.after).toEqual({
      status: 'released',
      note: 'FIU raised no objection',
    });

    // Decided once: neither decision applies again, nor to a flag that was never reported.
    expect((await resolve(p.flagId, 'account_closed')).body.data.reason).toBe('aml_not_reported');
    const other = await flaggedPlayer();
    const notReported = await resolve(other.flagId, 'released');
    expect(notReported.status).toBe(409);
    expect(notReported.body.data.reason).toBe('aml_not_reported');
    await review(other.flagId, 'cleared');
    expect((await resolve(other.flagId, 'released')).body.data.reason).toBe('aml_not_reported');
  });

  it('closing the account freezes it, ends its sessions and tells the player about the balance', async () => {
    const p = await flaggedPlayer();
    await review(p.flagId, 'reported');
    const closed = await resolve(p.flagId, 'account_closed', 'Confirmed by compliance');
    expect(closed.body.data.status).toBe('account_closed');
    const [user] = await t.db.select().from(users).where(eq(users.id, p.user.id));
    expect(user!.status).toBe('frozen');
    // Its session ended with the closing: the site signs it out (402, as for any revoked session).
    expect((await post(t.app, '/v2/app/user/info', {}, { token: p.token })).status).toBe(402);
    const titles = (await letters(p.user.id)).map((l) => l.titleEn);
    expect(titles).toContain('Your account has been closed');
    expect(titles).not.toContain('Withdrawals available again');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'aml.close_account'), eq(auditLog.targetId, String(p.flagId))));
    expect(audit!.operatorId).toBe(support.operator.id);
  });

  it('with two reported flags, releasing one keeps the hold and tells the player nothing yet', async () => {
    const p = await flaggedPlayer();
    await depositThroughSandbox(t.app, p.token, '60000');
    const flags = await t.db.select().from(amlFlags).where(eq(amlFlags.userId, p.user.id));
    expect(flags).toHaveLength(2);
    for (const f of flags) await review(f.id, 'reported');
    await resolve(flags[0]!.id, 'released');
    expect((await withdraw(p, '5000')).body.data.reason).toBe('withdrawals_held');
    expect((await letters(p.user.id)).map((l) => l.titleEn)).not.toContain('Withdrawals available again');
    await resolve(flags[1]!.id, 'released');
    expect((await withdraw(p, '5000')).status).toBe(200);
  });

  it('the second decision is for support and finance only, and its input is checked', async () => {
    const p = await createSignedInUser(t.db);
    const content = await signedInOperator(t.app, 'content');
    const body = { id: 1, decision: 'released', note: 'x' };
    expect((await post(t.app, '/v2/admin/aml/resolve', body, { token: p.token })).status).toBe(401);
    expect((await post(t.app, '/v2/admin/aml/resolve', body, content.headers)).status).toBe(403);
    for (const bad of [
      { id: 1, decision: 'cleared', note: 'x' },
      { id: 1, decision: 'released', note: ' ' },
      { id: 1, decision: 'released' },
      { id: 0, decision: 'released', note: 'x' },
      { id: 1, decision: 'released', note: 'x'.repeat(501) },
    ]) {
      const res = await post(t.app, '/v2/admin/aml/resolve', bad, { ...en, ...finance.headers });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.data.reason).toBe('validation_failed');
    }
    expect((await resolve(999999999, 'released')).status).toBe(404);
  });
});
