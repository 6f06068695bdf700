// A voided round moved nothing in the end (its stake returned, its win taken back): the figures that
// protect the player leave it out, the reality check's session result and the loss counted against a
// loss limit alike.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { depositThroughSandbox, requestKey } from '../../test/money';
import { signedInOperator } from '../../test/operators';
import { voidRoundAs } from '../../test/voids';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInOperator(t.app, 'admin');
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };
type Player = Awaited<ReturnType<typeof createSignedInUser>>;
type Round = { roundSn: string; bet: string; win: string };
const net = (rounds: Round[]) => rounds.reduce((n, r) => n + BigInt(r.win) - BigInt(r.bet), 0n);

async function funded() {
  const p = await createSignedInUser(t.db);
  await depositThroughSandbox(t.app, p.token, '5000');
  return p;
}

/** Spins on the machine until one round is what `wanted` asks for, then twice more; returns all. */
async function playUntil(p: Player, body: object, wanted: (r: Round) => boolean) {
  const rounds: Round[] = [];
  let found: Round | undefined;
  for (let i = 0; i < 300 && !found; i++) {
    const res = await post(
      t.app,
      '/v2/app/game/spin',
      { ...body, requestKey: requestKey() },
      { ...en, token: p.token },
    );
    expect(res.status).toBe(200);
    rounds.push(res.body.data);
    if (wanted(res.body.data)) found = res.body.data;
  }
  expect(found).toBeDefined();
  for (let i = 0; i < 2; i++) {
    const res = await post(
      t.app,
      '/v2/app/game/spin',
      { ...body, requestKey: requestKey() },
      { ...en, token: p.token },
    );
    rounds.push(res.body.data);
  }
  return { rounds, voided: found! };
}

describe('a voided round', () => {
  it('counts for nothing in the reality check’s session result', async () => {
    const p = await funded();
    // One that changed the balance, so leaving it out shows.
    const { rounds, voided } = await playUntil(p, { machineId: 'P-004' }, (r) => r.win !== r.bet);
    await voidRoundAs(t.app, admin.headers, voided.roundSn);
    const stopped = await post(
      t.app,
      '/v2/app/protection/reality-check',
      { action: 'stop' },
      { ...en, token: p.token },
    );
    expect(stopped.status).toBe(200);
    const kept = rounds.filter((r) => r !== voided);
    expect(stopped.body.data.sessionNet).toBe(net(kept).toString());
  });

  it('no longer counts against a loss limit', async () => {
    const p = await funded();
    const limit = await post(
      t.app,
      '/v2/app/protection/deposit-limit',
      { kind: 'loss', period: 'day', amount: '4000' },
      { ...en, token: p.token },
    );
    expect(limit.status).toBe(200);
    const { rounds, voided } = await playUntil(p, { machineId: 'S-001', lineBet: 1 }, (r) => r.win === '0');
    const used = async () =>
      (await post(t.app, '/v2/app/protection/status', {}, { ...en, token: p.token })).body.data.lossLimits[0].used;
    const loss = (rs: Round[]) => (net(rs) < 0n ? -net(rs) : 0n);
    expect(await used()).toBe(loss(rounds).toString());
    await voidRoundAs(t.app, admin.headers, voided.roundSn);
    expect(await used()).toBe(loss(rounds.filter((r) => r !== voided)).toString());
  });
});
