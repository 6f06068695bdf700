// The sandbox's "settle today now": pays today's rebates once, for support operators only, and does
// not exist when the sandboxes are off.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/app';
import { approvedAgent, as, createdMember, play, signInMember } from '../../test/agents';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, depositThroughSandbox } from '../../test/money';
import { signedInOperator } from '../../test/operators';

const SETTLE = '/v2/admin/sandbox/agent/settle-today';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SANDBOX: 'on' });
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

describe('settling today in the sandbox', () => {
  it("pays an agent today's rebate on its member's bets, once however often it is asked", async () => {
    const support = await signedInOperator(t.app, 'support');
    const agent = await approvedAgent(t.app, support, 200);
    const member = await createdMember(t.app, agent.token);
    const token = await signInMember(t.app, member.account);
    await depositThroughSandbox(t.app, token, '1000');
    const { bet } = await play(t.app, token, 3);
    const before = await balanceOf(t.app, agent.token);

    const first = await post(t.app, SETTLE, {}, support.headers);
    expect(first.status).toBe(200);
    expect(first.body.data.computed).toBe(true);
    expect(await balanceOf(t.app, agent.token)).toBe(before + (bet * 200n) / 10_000n);

    const again = await post(t.app, SETTLE, {}, support.headers);
    expect(again.body.data).toMatchObject({ computed: false, paid: 0 });
    expect(await balanceOf(t.app, agent.token)).toBe(before + (bet * 200n) / 10_000n);
    const rebates = await post(t.app, '/v2/app/agent/rebate/page', {}, as(agent.token));
    expect(rebates.body.data.list[0]).toMatchObject({ status: 'paid', betAmount: String(bet), rateBp: 200 });
  });

  it('is refused to operators who do not look after agents', async () => {
    const finance = await signedInOperator(t.app, 'finance');
    expect((await post(t.app, SETTLE, {}, finance.headers)).status).toBe(403);
  });

  it('does not exist when the sandboxes are off', async () => {
    const live = await createTestApp({ CAPTCHA: 'off', SANDBOX: 'off' });
    try {
      const support = await signedInOperator(live.app, 'support');
      expect((await post(live.app, SETTLE, {}, support.headers)).status).toBe(404);
    } finally {
      await live.close();
    }
  });
});
