// Agent transfers under parallel requests on PostgreSQL (a race needs connections): one agent's
// wallet is never overdrawn, and take-backs never exceed what the agent gave.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, depositThroughSandbox, requestKey } from '../../test/money';
import { signedInOperator } from '../../test/operators';
import { approvedAgent, FUND_PASSWORD } from '../../test/agents';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

async function agentWithTeam(members: number) {
  const agent = await approvedAgent(t.app, await signedInOperator(t.app, 'support'), 100);
  const team = [];
  for (let i = 0; i < members; i++) {
    const member = await createSignedInUser(t.db, { parentId: agent.user.id });
    team.push(member);
  }
  return { agent, team };
}

const transfer = (token: string, url: string, userId: number, amount: string) =>
  post(t.app, url, { userId, amount, fundPassword: FUND_PASSWORD, requestKey: requestKey() }, { token });

describe.runIf(testEngine() === 'postgres')('agent transfers in parallel', () => {
  it('100 transfers from one agent to ten members never overdraw it', async () => {
    const { agent, team } = await agentWithTeam(10);
    await depositThroughSandbox(t.app, agent.token, '2000');
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        transfer(agent.token, '/v2/app/agent/type/member/transfer', team[i % 10]!.user.id, '30'),
      ),
    );
    // 2000 pays 66 transfers of 30 (1980); the other 34 find too little left.
    const accepted = results.filter((r) => r.status === 200).length;
    expect(accepted).toBe(66);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.data.reason === 'insufficient_funds')).toBe(
      true,
    );
    expect(await balanceOf(t.app, agent.token)).toBe(2000n - 66n * 30n);
    let given = 0n;
    for (const member of team) given += await balanceOf(t.app, member.token);
    expect(given).toBe(66n * 30n);
  }, 180_000);

  it('50 take-backs from one member never take more than the agent gave', async () => {
    const { agent, team } = await agentWithTeam(1);
    const member = team[0]!;
    await depositThroughSandbox(t.app, agent.token, '1000');
    await depositThroughSandbox(t.app, member.token, '1000');
    expect((await transfer(agent.token, '/v2/app/agent/type/member/transfer', member.user.id, '500')).status).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        transfer(agent.token, '/v2/app/agent/type/member/transfer/decrease', member.user.id, '20'),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(25);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.data.reason === 'take_back_limit')).toBe(true);
    expect(await balanceOf(t.app, member.token)).toBe(1000n);
    expect(await balanceOf(t.app, agent.token)).toBe(1000n);
  }, 120_000);
});
