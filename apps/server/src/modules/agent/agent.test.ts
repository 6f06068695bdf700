// The agent network through the API: applying and review, codes and invite links, subordinates and
// their subtree walls, promotion and rates, the depth limit, transfers and take-backs on the ledger.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stationLetters } from '../../db/schema/content';
import { auditLog } from '../../db/schema/operator';
import { users } from '../../db/schema/user';
import { storedPassword } from '../../test/passwords';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, depositThroughSandbox, requestKey } from '../../test/money';
import { signedInOperator } from '../../test/operators';
import { approvedAgent, as, createdMember, FUND_PASSWORD, fundedPlayer, signInMember } from '../../test/agents';
import type { LiveNote } from '../../db/live-notes';
import { MEMBERS_PER_HOUR, parentForCode } from './members';

let t: TestApp;
let support: Awaited<ReturnType<typeof signedInOperator>>;
let fundHash: string;
beforeAll(async () => {
  t = await createTestApp({ AGENT_MAX_DEPTH: '3', PUBLIC_URL: 'http://127.0.0.1:4000', CAPTCHA: 'off' });
  support = await signedInOperator(t.app, 'support');
  fundHash = await storedPassword(FUND_PASSWORD);
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };

describe('applying to become an agent', () => {
  it('goes from none to pending, rejected with the reason, pending again and approved', async () => {
    const p = await fundedPlayer(t.app);
    const status = async () => (await post(t.app, '/v2/app/agent/apply/status', {}, as(p.token))).body.data;
    expect(await status()).toMatchObject({ status: 'none', reason: null, appliedAt: null });

    expect((await post(t.app, '/v2/app/agent/apply', {}, as(p.token))).body.data.status).toBe('pending');
    const twice = await post(t.app, '/v2/app/agent/apply', {}, as(p.token));
    expect(twice.status).toBe(409);
    expect(twice.body.data.reason).toBe('agent_applied');

    const pending = await post(t.app, '/v2/admin/agent/list', { status: 'pending', pageSize: 100 }, support.headers);
    expect(pending.body.data.list.map((a: { userId: number }) => a.userId)).toContain(p.user.id);

    const rejected = await post(
      t.app,
      '/v2/admin/agent/review',
      { userId: p.user.id, approve: false, reason: 'Tell us about your network first.' },
      support.headers,
    );
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'Tell us about your network first.' });
    expect(await status()).toMatchObject({ status: 'rejected', reason: 'Tell us about your network first.' });
    // A reviewed application is not reviewed again.
    const again = await post(
      t.app,
      '/v2/admin/agent/review',
      { userId: p.user.id, approve: true, rebateRateBp: 100 },
      support.headers,
    );
    expect(again.status).toBe(409);

    expect((await post(t.app, '/v2/app/agent/apply', {}, as(p.token))).body.data).toMatchObject({
      status: 'pending',
      reason: null,
    });
    const approved = await post(
      t.app,
      '/v2/admin/agent/review',
      { userId: p.user.id, approve: true, rebateRateBp: 150 },
      support.headers,
    );
    expect(approved.body.data).toMatchObject({ status: 'approved', rebateRateBp: 150, account: p.user.account });
    expect(await status()).toMatchObject({ status: 'approved' });
    expect((await post(t.app, '/v2/app/agent/is/agent', {}, as(p.token))).body.data).toBe(true);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'agent'), eq(auditLog.targetId, String(p.user.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['agent.approve', 'agent.reject']);
  });

  it('tells the player each decision by letter: rejected with the reason, approved with the rate, a new rate, suspended, restored', async () => {
    const p = await fundedPlayer(t.app);
    const letters = async () =>
      (await t.db.select().from(stationLetters).where(eq(stationLetters.recipientId, p.user.id))).sort(
        (a, b) => a.id - b.id,
      );
    const decide = (url: string, body: object) => post(t.app, url, { userId: p.user.id, ...body }, support.headers);
    await post(t.app, '/v2/app/agent/apply', {}, as(p.token));
    await decide('/v2/admin/agent/review', { approve: false, reason: 'Tell us <more> about your network.' });
    await post(t.app, '/v2/app/agent/apply', {}, as(p.token));
    await decide('/v2/admin/agent/review', { approve: true, rebateRateBp: 150 });
    // A review refused (already reviewed) and a change that changes nothing tell nothing.
    expect((await decide('/v2/admin/agent/review', { approve: true, rebateRateBp: 100 })).status).toBe(409);
    await decide('/v2/admin/agent/update', { rebateRateBp: 150 });
    await decide('/v2/admin/agent/update', { rebateRateBp: 225 });
    await decide('/v2/admin/agent/update', { suspended: true });
    await decide('/v2/admin/agent/update', { suspended: false });

    const sent = await letters();
    expect(sent.map((l) => [l.titleEn, l.bodyEn])).toEqual([
      [
        'Your agent application was not approved',
        '<p>Your application to become an agent was not approved. Reason: Tell us &lt;more&gt; about your network. You may apply again in the agent centre.</p>',
      ],
      [
        'You are now an agent',
        "<p>Your application to become an agent was approved. Your rebate rate is 1.5% of your team's bets. Your invite link and your team's pages are in the agent centre.</p>",
      ],
      ['Your rebate rate has changed', "<p>Your rebate rate is now 2.25% of your team's bets (it was 1.5%).</p>"],
      ['Your agent account is suspended', expect.stringContaining('suspended your agent account')],
      ['Your agent account is active again', expect.stringContaining('restored your agent account')],
    ]);
    // In each language, numbers as that language writes them.
    expect(sent[1]!.titleJp).toBe('代理に承認されました');
    expect(sent[2]!.bodyVi).toContain('2,25%');
  });

  it('answers parallel first applications with one application', async () => {
    const p = await fundedPlayer(t.app);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post(t.app, '/v2/app/agent/apply', {}, as(p.token))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
  });

  it('is reviewed by support or an administrator only, within the rate cap', async () => {
    const p = await fundedPlayer(t.app);
    await post(t.app, '/v2/app/agent/apply', {}, as(p.token));
    const finance = await signedInOperator(t.app, 'finance');
    const refused = await post(
      t.app,
      '/v2/admin/agent/review',
      { userId: p.user.id, approve: true, rebateRateBp: 100 },
      finance.headers,
    );
    expect(refused.status).toBe(403);
    const tooHigh = await post(
      t.app,
      '/v2/admin/agent/review',
      { userId: p.user.id, approve: true, rebateRateBp: 301 },
      support.headers,
    );
    expect(tooHigh.status).toBe(400);
    const rejectWithoutReason = await post(
      t.app,
      '/v2/admin/agent/review',
      { userId: p.user.id, approve: false },
      support.headers,
    );
    expect(rejectWithoutReason.status).toBe(400);
    const unknown = await post(
      t.app,
      '/v2/admin/agent/review',
      { userId: 987_654_321, approve: true, rebateRateBp: 100 },
      support.headers,
    );
    expect(unknown.status).toBe(404);
  });

  it('gives an approved agent a code and an invite link that opens registration with it', async () => {
    const agent = await approvedAgent(t.app, support, 120);
    const res = await post(t.app, '/v2/app/agent/code', {}, as(agent.token));
    expect(res.status).toBe(200);
    const { code, inviteUrl, rebateRateBp } = res.body.data;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(inviteUrl).toBe(`http://127.0.0.1:4000/?agentCode=${code}`);
    expect(rebateRateBp).toBe(120);
    // The code is not derived from the user id: two agents' codes share nothing predictable.
    const other = (await post(t.app, '/v2/app/agent/code', {}, as((await approvedAgent(t.app, support)).token))).body
      .data.code;
    expect(other).not.toBe(code);
    // Registration accepts it in any case.
    expect(await parentForCode(t.db, code.toLowerCase(), 3)).toBe(agent.user.id);
  });
});

describe('the agent pages of someone who is not an active agent', () => {
  it('refuse a player, a pending applicant and a suspended agent, and say which', async () => {
    const plain = await fundedPlayer(t.app);
    const pending = await fundedPlayer(t.app);
    await post(t.app, '/v2/app/agent/apply', {}, as(pending.token));
    const suspended = await approvedAgent(t.app, support);
    await post(t.app, '/v2/admin/agent/update', { userId: suspended.user.id, suspended: true }, support.headers);

    for (const [who, reason] of [
      [plain, 'not_agent'],
      [pending, 'not_agent'],
      [suspended, 'agent_suspended'],
    ] as const) {
      for (const [url, body] of [
        ['/v2/app/agent/code', {}],
        ['/v2/app/agent/sub/member/page', {}],
        ['/v2/app/agent/sub/member/create', { account: 'newkid01', password: 'secret-12' }],
        [
          '/v2/app/agent/type/member/transfer',
          { userId: 1, amount: '1', fundPassword: FUND_PASSWORD, requestKey: requestKey() },
        ],
      ] as const) {
        const res = await post(t.app, url, body, as(who.token));
        expect(res.status, `${url} ${reason}`).toBe(403);
        expect(res.body.data.reason).toBe(reason);
      }
    }
    expect((await post(t.app, '/v2/app/agent/is/agent', {}, as(suspended.token))).body.data).toBe(false);
    expect((await post(t.app, '/v2/app/agent/apply/status', {}, as(suspended.token))).body.data.status).toBe(
      'suspended',
    );
  });

  it('stop a suspended agent code from registering players, until the agent is restored', async () => {
    const agent = await approvedAgent(t.app, support);
    const { code } = (await post(t.app, '/v2/app/agent/code', {}, as(agent.token))).body.data;
    await post(t.app, '/v2/admin/agent/update', { userId: agent.user.id, suspended: true }, support.headers);
    await expect(parentForCode(t.db, code, 3)).rejects.toMatchObject({ reason: 'agent_code_unknown' });
    await post(t.app, '/v2/admin/agent/update', { userId: agent.user.id, suspended: false }, support.headers);
    expect(await parentForCode(t.db, code, 3)).toBe(agent.user.id);
  });
});

describe("an operator's change of an agent's rate or suspension", () => {
  it('is made by support or an administrator only, each change audited with its before and after', async () => {
    const agent = await approvedAgent(t.app, support, 120);
    const trail = () =>
      t.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.targetType, 'agent'),
            eq(auditLog.targetId, String(agent.user.id)),
            eq(auditLog.action, 'agent.update'),
          ),
        )
        .orderBy(auditLog.id);
    for (const role of ['finance', 'content'] as const) {
      const other = await signedInOperator(t.app, role);
      for (const body of [{ rebateRateBp: 60 }, { suspended: true }]) {
        const refused = await post(t.app, '/v2/admin/agent/update', { userId: agent.user.id, ...body }, other.headers);
        expect(refused.status, role).toBe(403);
      }
    }
    expect(await trail()).toHaveLength(0);
    expect((await post(t.app, '/v2/app/agent/code', {}, as(agent.token))).body.data.rebateRateBp).toBe(120);

    const rate = await post(
      t.app,
      '/v2/admin/agent/update',
      { userId: agent.user.id, rebateRateBp: 80 },
      support.headers,
    );
    expect(rate.body.data).toMatchObject({ rebateRateBp: 80, status: 'approved' });
    const admin = await signedInOperator(t.app, 'admin');
    const stop = await post(t.app, '/v2/admin/agent/update', { userId: agent.user.id, suspended: true }, admin.headers);
    expect(stop.body.data.status).toBe('suspended');
    // Nothing changes, nothing is written.
    await post(t.app, '/v2/admin/agent/update', { userId: agent.user.id, suspended: true }, admin.headers);

    const rows = await trail();
    expect(rows.map((r) => [r.operatorId, r.before, r.after])).toEqual([
      [
        support.operator.id,
        { status: 'approved', rebateRateBp: 120, reason: null },
        { status: 'approved', rebateRateBp: 80, reason: null },
      ],
      [
        admin.operator.id,
        { status: 'approved', rebateRateBp: 80, reason: null },
        { status: 'suspended', rebateRateBp: 80, reason: null },
      ],
    ]);
  });
});

describe('subordinates', () => {
  it('are created by the agent, listed at once, and must choose their own password first', async () => {
    const agent = await approvedAgent(t.app, support);
    const member = await createdMember(t.app, agent.token);
    const page = await post(t.app, '/v2/app/agent/sub/member/page', {}, as(agent.token));
    expect(page.body.data.total).toBe(1);
    expect(page.body.data.list[0]).toMatchObject({
      userId: member.userId,
      account: member.account,
      depth: 1,
      parentAccount: agent.user.account,
      isAgent: false,
      balance: '0',
      takeBackLimit: '0',
    });

    const login = await post(
      t.app,
      '/v2/app/auth/login',
      { account: member.account, password: 'first-pass-1' },
      en,
      nextIp(),
    );
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;
    expect((await post(t.app, '/v2/app/user/info', {}, as(token))).body.data.passwordChangeRequired).toBe(true);
    // The allowed calls are matched by route, so a query string does not lock the player out.
    expect((await post(t.app, '/v2/app/user/info?from=sign-in', {}, as(token))).status).toBe(200);
    const blocked = await post(t.app, '/v2/app/user/balance', {}, as(token));
    expect(blocked.status).toBe(403);
    expect(blocked.body.data.reason).toBe('password_change_required');
    const changed = await post(
      t.app,
      '/v2/app/auth/password/update',
      { oldPassword: 'first-pass-1', newPassword: 'my-own-pass-2' },
      as(token),
    );
    expect(changed.status).toBe(200);
    expect((await post(t.app, '/v2/app/user/balance', {}, as(token))).status).toBe(200);
  });

  it('refuse an account that is taken, and an invalid one', async () => {
    const agent = await approvedAgent(t.app, support);
    const member = await createdMember(t.app, agent.token);
    const taken = await post(
      t.app,
      '/v2/app/agent/sub/member/create',
      { account: member.account.toUpperCase(), password: 'secret-12' },
      as(agent.token),
    );
    expect(taken.status).toBe(409);
    const invalid = await post(
      t.app,
      '/v2/app/agent/sub/member/create',
      { account: 'a b', password: 'secret-12' },
      as(agent.token),
    );
    expect(invalid.status).toBe(400);
  });

  // Fifty-one accounts, each with its password hashed (argon2id, at the test run's smallest cost now,
  // but it ran past the default timeout once on a busy two-core machine at the full one).
  it('are created at most fifty an hour by one agent', { timeout: 120_000 }, async () => {
    const agent = await approvedAgent(t.app, support);
    const create = (i: number) =>
      post(
        t.app,
        '/v2/app/agent/sub/member/create',
        { account: `r${i}x${Date.now() % 100000}`, password: 'secret-12' },
        as(agent.token),
      );
    for (let i = 0; i < MEMBERS_PER_HOUR; i++) expect((await create(i)).status).toBe(200);
    const refused = await create(MEMBERS_PER_HOUR);
    expect(refused.status).toBe(429);
    const page = await post(t.app, '/v2/app/agent/sub/member/page', { pageSize: 100 }, as(agent.token));
    expect(page.body.data.total).toBe(MEMBERS_PER_HOUR);
  });

  it('are listed for an operator in any agent’s tree, one level at a time', async () => {
    const top = await approvedAgent(t.app, support);
    const member = await createdMember(t.app, top.token);
    await post(t.app, '/v2/app/agent/sub/member/promote', { userId: member.userId, rebateRateBp: 50 }, as(top.token));
    const below = await createdMember(t.app, await signInMember(t.app, member.account));
    const first = await post(t.app, '/v2/admin/agent/tree', { userId: top.user.id }, support.headers);
    expect(first.body.data.list.map((m: { userId: number }) => m.userId)).toEqual([member.userId]);
    const second = await post(t.app, '/v2/admin/agent/tree', { userId: member.userId }, support.headers);
    expect(second.body.data.list.map((m: { userId: number }) => m.userId)).toEqual([below.userId]);
    const player = await fundedPlayer(t.app);
    const asPlayer = await post(t.app, '/v2/admin/agent/tree', { userId: top.user.id }, as(player.token));
    expect(asPlayer.status).toBe(401);
  });

  it("stay behind the agent's wall: another agent cannot list, promote, transfer to or take from them", async () => {
    const a = await approvedAgent(t.app, support);
    const b = await approvedAgent(t.app, support);
    await depositThroughSandbox(t.app, b.token, '1000');
    const member = await createdMember(t.app, a.token);
    const ofB = await post(t.app, '/v2/app/agent/sub/member/page', { scope: 'all' }, as(b.token));
    expect(ofB.body.data.list.map((m: { userId: number }) => m.userId)).not.toContain(member.userId);

    const missing = 987_654_321;
    for (const userId of [member.userId, missing, a.user.id, b.user.id]) {
      const promote = await post(t.app, '/v2/app/agent/sub/member/promote', { userId, rebateRateBp: 10 }, as(b.token));
      expect(promote.status, `promote ${userId}`).toBe(404);
      const rate = await post(t.app, '/v2/app/agent/sub/member/rate', { userId, rebateRateBp: 10 }, as(b.token));
      expect(rate.status, `rate ${userId}`).toBe(404);
      for (const url of ['/v2/app/agent/type/member/transfer', '/v2/app/agent/type/member/transfer/decrease']) {
        const res = await post(
          t.app,
          url,
          { userId, amount: '10', fundPassword: FUND_PASSWORD, requestKey: requestKey() },
          as(b.token),
        );
        expect(res.status, `${url} ${userId}`).toBe(404);
        expect(res.body.data.reason).toBe('not_found');
      }
    }
    expect(await balanceOf(t.app, b.token)).toBe(1000n);
  });

  it('are searched by account prefix, and listed on all levels below sub-agents', async () => {
    const top = await approvedAgent(t.app, support, 200);
    const direct = await createdMember(t.app, top.token);
    const promoted = await post(
      t.app,
      '/v2/app/agent/sub/member/promote',
      { userId: direct.userId, rebateRateBp: 150 },
      as(top.token),
    );
    expect(promoted.body.data).toMatchObject({ isAgent: true, rebateRateBp: 150 });
    const subToken = await signInMember(t.app, direct.account);
    const deep = await createdMember(t.app, subToken);

    const directOnly = await post(t.app, '/v2/app/agent/sub/member/page', {}, as(top.token));
    expect(directOnly.body.data.list.map((m: { userId: number }) => m.userId)).toEqual([direct.userId]);
    const all = await post(t.app, '/v2/app/agent/sub/member/page', { scope: 'all' }, as(top.token));
    expect(all.body.data.list.map((m: { userId: number; depth: number }) => [m.userId, m.depth])).toEqual([
      [deep.userId, 2],
      [direct.userId, 1],
    ]);
    const search = await post(
      t.app,
      '/v2/app/agent/sub/member/page',
      { scope: 'all', account: deep.account.slice(0, 6).toUpperCase() },
      as(top.token),
    );
    expect(search.body.data.list.map((m: { userId: number }) => m.userId)).toEqual([deep.userId]);
    // Wildcards in the search are text, not patterns.
    const wildcard = await post(t.app, '/v2/app/agent/sub/member/page', { scope: 'all', account: '%' }, as(top.token));
    expect(wildcard.body.data.total).toBe(0);
  });
});

describe('rates', () => {
  it('never let a sub-agent earn more than its agent, nor an agent less than its sub-agents', async () => {
    const top = await approvedAgent(t.app, support, 200);
    const member = await createdMember(t.app, top.token);
    const above = await post(
      t.app,
      '/v2/app/agent/sub/member/promote',
      { userId: member.userId, rebateRateBp: 201 },
      as(top.token),
    );
    expect(above.status).toBe(400);
    expect(above.body.data.reason).toBe('rate_above_parent');
    expect(above.body.msg).toContain('2%');
    await post(t.app, '/v2/app/agent/sub/member/promote', { userId: member.userId, rebateRateBp: 120 }, as(top.token));
    const twice = await post(
      t.app,
      '/v2/app/agent/sub/member/promote',
      { userId: member.userId, rebateRateBp: 100 },
      as(top.token),
    );
    expect(twice.status).toBe(409);

    const lowered = await post(
      t.app,
      '/v2/app/agent/sub/member/rate',
      { userId: member.userId, rebateRateBp: 90 },
      as(top.token),
    );
    expect(lowered.body.data.rebateRateBp).toBe(90);
    // The operator cannot take the top agent below its sub-agent, nor the sub-agent above the top.
    const below = await post(
      t.app,
      '/v2/admin/agent/update',
      { userId: top.user.id, rebateRateBp: 80 },
      support.headers,
    );
    expect(below.body.data.reason).toBe('rate_below_subagents');
    const over = await post(
      t.app,
      '/v2/admin/agent/update',
      { userId: member.userId, rebateRateBp: 250 },
      support.headers,
    );
    expect(over.body.data.reason).toBe('rate_above_parent');
    const fine = await post(
      t.app,
      '/v2/admin/agent/update',
      { userId: top.user.id, rebateRateBp: 90 },
      support.headers,
    );
    expect(fine.body.data.rebateRateBp).toBe(90);
  });

  it('change only for a direct sub-agent', async () => {
    const top = await approvedAgent(t.app, support, 200);
    const member = await createdMember(t.app, top.token);
    const notAgent = await post(
      t.app,
      '/v2/app/agent/sub/member/rate',
      { userId: member.userId, rebateRateBp: 50 },
      as(top.token),
    );
    expect(notAgent.body.data.reason).toBe('member_not_agent');
  });
});

describe('the depth limit (3 levels here)', () => {
  it('stops creating and promoting below the deepest level, and registration codes there', async () => {
    const top = await approvedAgent(t.app, support, 200);
    let token = top.token;
    let last = { userId: top.user.id, account: top.user.account };
    // Levels 1 and 2 are sub-agents; level 3 is the last that may exist.
    for (let level = 1; level <= 2; level++) {
      const member = await createdMember(t.app, token);
      const promoted = await post(
        t.app,
        '/v2/app/agent/sub/member/promote',
        { userId: member.userId, rebateRateBp: 100 },
        as(token),
      );
      expect(promoted.status, `level ${level}`).toBe(200);
      token = await signInMember(t.app, member.account);
      last = member;
    }
    const deepest = await createdMember(t.app, token);
    const promoteDeepest = await post(
      t.app,
      '/v2/app/agent/sub/member/promote',
      { userId: deepest.userId, rebateRateBp: 50 },
      as(token),
    );
    expect(promoteDeepest.body.data.reason).toBe('agent_tree_full');
    const { code } = (await post(t.app, '/v2/app/agent/code', {}, as(token))).body.data;
    expect(await parentForCode(t.db, code, 3)).toBe(last.userId);
    // The level-2 agent's code still works (its players land on level 3); at 2 levels it would not.
    await expect(parentForCode(t.db, code, 2)).rejects.toMatchObject({ reason: 'agent_tree_full' });
    const all = await post(t.app, '/v2/app/agent/sub/member/page', { scope: 'all' }, as(top.token));
    expect(all.body.data.list.map((m: { depth: number }) => m.depth).sort()).toEqual([1, 2, 3]);
  });
});

describe('transfers', () => {
  it('give coins to a member, tell it by letter, and take back only what was given and is still held', async () => {
    const agent = await approvedAgent(t.app, support);
    await depositThroughSandbox(t.app, agent.token, '1000');
    const member = await createdMember(t.app, agent.token);
    const memberToken = await signInMember(t.app, member.account);
    const give = (amount: string, key = requestKey(), fundPassword = FUND_PASSWORD) =>
      post(
        t.app,
        '/v2/app/agent/type/member/transfer',
        { userId: member.userId, amount, fundPassword, requestKey: key },
        as(agent.token),
      );
    const take = (amount: string, key = requestKey()) =>
      post(
        t.app,
        '/v2/app/agent/type/member/transfer/decrease',
        { userId: member.userId, amount, fundPassword: FUND_PASSWORD, requestKey: key },
        as(agent.token),
      );

    const wrong = await give('300', requestKey(), '135790');
    expect(wrong.body.data.reason).toBe('fund_password_wrong');
    expect(await balanceOf(t.app, agent.token)).toBe(1000n);

    const key = requestKey();
    const first = await give('300', key);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ balance: '700', takeBackLimit: '300' });
    // The same request again moves nothing and answers the same transfer.
    const replay = await give('300', key);
    expect(replay.body.data.transferId).toBe(first.body.data.transferId);
    const reused = await give('301', key);
    expect(reused.status).toBe(409);
    expect(reused.body.data.reason).toBe('idempotency_key_reused');
    expect(await balanceOf(t.app, agent.token)).toBe(700n);
    expect(await balanceOf(t.app, memberToken)).toBe(300n);

    const letters = await t.db.select().from(stationLetters).where(eq(stationLetters.recipientId, member.userId));
    expect(letters).toHaveLength(1);
    expect(letters[0]!.bodyEn).toBe(`Your agent ${agent.user.account} transferred 300 coins to your account.`);
    expect(letters[0]!.titleJp).toBe('代理からコインを受け取りました');

    // More than the agent's balance, or more than it sent: each says which, with the figure.
    const tooMuch = await give('701');
    expect(tooMuch.body.data.reason).toBe('insufficient_funds');
    expect(tooMuch.body.msg).toBe('That is more than your balance: you have 700 coins.');

    // The member's own deposit is not the agent's to take.
    await depositThroughSandbox(t.app, memberToken, '1000');
    const over = await take('301');
    expect(over.body.data.reason).toBe('take_back_limit');
    expect(over.body.msg).toBe('That is more than you sent this member and have not taken back: at most 300 coins.');
    const backKey = requestKey();
    const back = await take('200', backKey);
    expect(back.body.data).toMatchObject({ balance: '900', takeBackLimit: '100' });
    // The same take-back again is answered as the first, though 200 is now over the limit.
    const backAgain = await take('200', backKey);
    expect(backAgain.status).toBe(200);
    expect(backAgain.body.data.transferId).toBe(back.body.data.transferId);
    expect(await balanceOf(t.app, memberToken)).toBe(1100n);
    expect((await take('101')).body.data.reason).toBe('take_back_limit');
    expect((await take('100')).body.data.takeBackLimit).toBe('0');
    expect(await balanceOf(t.app, memberToken)).toBe(1000n);
  });

  it("push the member's new unread count to its open pages with the letter", async () => {
    const agent = await approvedAgent(t.app, support);
    await depositThroughSandbox(t.app, agent.token, '1000');
    const member = await createdMember(t.app, agent.token);
    // What the event bus carries once committed is what makes every open page read its unread count again.
    const notes: LiveNote[] = [];
    const unsubscribe = t.app.events.subscribe((note) => notes.push(note));
    try {
      const given = await post(
        t.app,
        '/v2/app/agent/type/member/transfer',
        { userId: member.userId, amount: '100', fundPassword: FUND_PASSWORD, requestKey: requestKey() },
        as(agent.token),
      );
      expect(given.status).toBe(200);
      await expect.poll(() => notes).toContainEqual({ type: 'letters', userId: member.userId });
    } finally {
      unsubscribe();
    }
  });

  it('take back no more than the member still holds', async () => {
    const agent = await approvedAgent(t.app, support);
    await depositThroughSandbox(t.app, agent.token, '1000');
    const member = await createdMember(t.app, agent.token);
    const memberToken = await signInMember(t.app, member.account);
    await post(
      t.app,
      '/v2/app/agent/type/member/transfer',
      { userId: member.userId, amount: '500', fundPassword: FUND_PASSWORD, requestKey: requestKey() },
      as(agent.token),
    );
    // The member, promoted to sub-agent, passes 400 of it on to a player of its own and holds 100.
    const promoted = await post(
      t.app,
      '/v2/app/agent/sub/member/promote',
      { userId: member.userId, rebateRateBp: 100 },
      as(agent.token),
    );
    expect(promoted.status).toBe(200);
    const grandchild = await createdMember(t.app, memberToken);
    await t.db.update(users).set({ fundPasswordHash: fundHash }).where(eq(users.id, member.userId));
    const passOn = await post(
      t.app,
      '/v2/app/agent/type/member/transfer',
      { userId: grandchild.userId, amount: '400', fundPassword: FUND_PASSWORD, requestKey: requestKey() },
      as(memberToken),
    );
    expect(passOn.status).toBe(200);
    const res = await post(
      t.app,
      '/v2/app/agent/type/member/transfer/decrease',
      { userId: member.userId, amount: '500', fundPassword: FUND_PASSWORD, requestKey: requestKey() },
      as(agent.token),
    );
    expect(res.body.data.reason).toBe('insufficient_funds');
    expect(res.body.msg).toBe('That is more than the member holds now: 100 coins.');
    // The agent gives to its grandchild directly, but takes back only from a direct subordinate.
    const fromDeep = await post(
      t.app,
      '/v2/app/agent/type/member/transfer/decrease',
      { userId: grandchild.userId, amount: '1', fundPassword: FUND_PASSWORD, requestKey: requestKey() },
      as(agent.token),
    );
    expect(fromDeep.body.data.reason).toBe('take_back_direct_only');
  });
});
