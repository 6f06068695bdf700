// The agent centre's team changes under parallel requests on PostgreSQL (a race needs connections):
// one account name is created once, the hourly creation limit holds exactly, and rate changes,
// promotions and operator updates racing on neighbouring levels never leave a sub-agent above its
// parent. With CI=true an unreachable database fails these tests, as every PostgreSQL test does.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/app';
import { approvedAgent, as, createdMember, signInMember } from '../../test/agents';
import { testEngine } from '../../test/database';
import { signedInOperator } from '../../test/operators';
import { MEMBERS_PER_HOUR } from './members';

type Reply = Awaited<ReturnType<typeof post>>;

/** Status and reason of each refused reply, counted: the refusals a race may give and nothing else. */
const refusals = (replies: Reply[]) => {
  const seen: Record<string, number> = {};
  for (const r of replies)
    if (r.status !== 200) {
      const key = `${r.status} ${r.body?.data?.reason ?? r.body?.msg}`;
      seen[key] = (seen[key] ?? 0) + 1;
    }
  return seen;
};

describe.runIf(testEngine() === 'postgres')('the team under parallel requests', () => {
  let t: TestApp;
  let support: Awaited<ReturnType<typeof signedInOperator>>;
  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA: 'off' });
    support = await signedInOperator(t.app, 'support');
  });
  afterAll(() => t?.close());

  const create = (token: string, account: string) =>
    post(t.app, '/v2/app/agent/sub/member/create', { account, password: 'first-pass-1' }, as(token));

  it('creates one account of 50 parallel creations under one name; the others are told it is taken', async () => {
    const agent = await approvedAgent(t.app, support);
    const account = `race${randomBytes(4).toString('hex')}`;
    const replies = await Promise.all(Array.from({ length: 50 }, () => create(agent.token, account)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(refusals(replies)).toEqual({ '409 account_taken': 49 });
    const list = await post(t.app, '/v2/app/agent/sub/member/page', { scope: 'direct' }, as(agent.token));
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0].account).toBe(account);
  });

  it(`creates exactly ${MEMBERS_PER_HOUR} of 60 parallel creations under distinct names in an hour`, async () => {
    const agent = await approvedAgent(t.app, support);
    const prefix = `lim${randomBytes(3).toString('hex')}`;
    const replies = await Promise.all(Array.from({ length: 60 }, (_, i) => create(agent.token, `${prefix}${i}`)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(MEMBERS_PER_HOUR);
    expect(refusals(replies)).toEqual({ [`429 too_many_requests`]: 60 - MEMBERS_PER_HOUR });
    const list = await post(t.app, '/v2/app/agent/sub/member/page', { scope: 'all' }, as(agent.token));
    expect(list.body.data.total).toBe(MEMBERS_PER_HOUR);
  });

  it('never leaves a sub-agent above its parent when rates, promotions and operator updates race', async () => {
    // top ── b ── c ── d, each a promoted sub-agent of the one before; rounds of 48 parallel changes
    // on all four levels at once, each allowed by the rates it read when it started.
    const top = await approvedAgent(t.app, support, 200);
    const level = async (parentToken: string, rate: number) => {
      const member = await createdMember(t.app, parentToken);
      const promoted = await post(
        t.app,
        '/v2/app/agent/sub/member/promote',
        { userId: member.userId, rebateRateBp: rate },
        as(parentToken),
      );
      expect(promoted.status).toBe(200);
      return { userId: member.userId, token: await signInMember(t.app, member.account) };
    };
    const b = await level(top.token, 150);
    const c = await level(b.token, 100);
    const d = await level(c.token, 50);

    // Rates drawn from a narrow band, so most changes pass their checks and neighbours overtake each other.
    const rate = () => 100 + 10 * Math.floor(Math.random() * 11);
    const setRate = (token: string, userId: number) =>
      post(t.app, '/v2/app/agent/sub/member/rate', { userId, rebateRateBp: rate() }, as(token));
    const operatorRate = () =>
      post(t.app, '/v2/admin/agent/update', { userId: top.user.id, rebateRateBp: rate() }, support.headers);

    const violations = async () =>
      (
        (await t.db
          .execute(sql`select child.user_id, child.rebate_rate_bp as child_rate, parent.rebate_rate_bp as parent_rate
        from agents child join users u on u.id = child.user_id join agents parent on parent.user_id = u.parent_id
        where child.status = 'approved' and parent.status = 'approved' and child.rebate_rate_bp > parent.rebate_rate_bp`)) as unknown as {
          rows: unknown[];
        }
      ).rows;

    for (let round = 0; round < 8; round++) {
      // Fresh members for b to promote in this round, while top lowers b.
      const fresh = await Promise.all(Array.from({ length: 6 }, () => createdMember(t.app, b.token)));
      const replies = await Promise.all([
        ...Array.from({ length: 10 }, operatorRate),
        ...Array.from({ length: 12 }, () => setRate(top.token, b.userId)),
        ...Array.from({ length: 12 }, () => setRate(b.token, c.userId)),
        ...Array.from({ length: 8 }, () => setRate(c.token, d.userId)),
        ...fresh.map((m) =>
          post(t.app, '/v2/app/agent/sub/member/promote', { userId: m.userId, rebateRateBp: rate() }, as(b.token)),
        ),
      ]);
      for (const [reason] of Object.entries(refusals(replies)))
        expect(['400 rate_above_parent', '400 rate_below_subagents']).toContain(reason);
      expect(await violations(), `round ${round}`).toEqual([]);
    }
  }, 60_000);
});
