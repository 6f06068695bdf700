// Stop at the reality check ends the play session for real: the answer gives the session's time and
// its net result from the rounds played, spins are refused (saying until when) for the pause, neither
// Continue nor a new interval reopens play early, and once the pause is over a new session begins.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { depositThroughSandbox, requestKey } from '../../test/money';
import { STOP_PAUSE_MINUTES } from './reality-check';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };
type Player = Awaited<ReturnType<typeof createSignedInUser>>;
const spin = (p: Player) =>
  post(t.app, '/v2/app/game/spin', { machineId: 'P-004', requestKey: requestKey() }, { ...en, token: p.token });
const answer = (p: Player, action: 'continue' | 'stop') =>
  post(t.app, '/v2/app/protection/reality-check', { action }, { ...en, token: p.token });

describe('Stop at the reality check', () => {
  it('ends the session with its time and net result, and refuses play until the pause is over', async () => {
    const p = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, p.token, '5000');
    let net = 0n;
    for (let i = 0; i < 3; i++) {
      const played = await spin(p);
      expect(played.status).toBe(200);
      net += BigInt(played.body.data.win) - BigInt(played.body.data.bet);
    }
    const before = Date.now();
    const stopped = await answer(p, 'stop');
    expect(stopped.status).toBe(200);
    expect(stopped.body.data).toMatchObject({ action: 'stop', sessionMinutes: 0, sessionNet: net.toString() });
    const until = new Date(stopped.body.data.pausedUntil).getTime();
    expect(until).toBeGreaterThanOrEqual(before + STOP_PAUSE_MINUTES * 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + STOP_PAUSE_MINUTES * 60_000);

    const refused = await spin(p);
    expect(refused.status).toBe(403);
    expect(refused.body.data).toMatchObject({ reason: 'play_paused', pausedUntil: stopped.body.data.pausedUntil });
    expect(refused.body.msg).toMatch(
      /^You stopped this play session\. Take a short pause: play reopens at \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/,
    );
    // Neither Continue nor a new interval reopens play early; the balance is untouched by the refusals.
    expect((await answer(p, 'continue')).body.data.reason).toBe('play_paused');
    await post(t.app, '/v2/app/protection/reality-check/interval', { minutes: 30 }, { ...en, token: p.token });
    expect((await spin(p)).body.data.reason).toBe('play_paused');
    // Stop again (another tab) keeps the pause already running.
    expect((await answer(p, 'stop')).body.data.pausedUntil).toBe(stopped.body.data.pausedUntil);

    // The pause over (its end moved into the past), a new session begins.
    await t.app.store.put(`reality-check:${p.user.id}`, JSON.stringify({ pausedUntil: Date.now() - 1000 }), 3600);
    expect((await spin(p)).status).toBe(200);
  });

  it('counts the net result over the session only, not rounds played before it', async () => {
    const p = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, p.token, '5000');
    expect((await spin(p)).status).toBe(200);
    // The session began after that round: its net result is nothing.
    const now = Date.now();
    const session = { since: now + 1000, answeredAt: now + 1000, seenAt: now, minutes: 60 };
    await t.app.store.put(`reality-check:${p.user.id}`, JSON.stringify(session), 3600);
    expect((await answer(p, 'stop')).body.data.sessionNet).toBe('0');
  });
});
