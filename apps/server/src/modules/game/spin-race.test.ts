// A repeated request key under parallel spins: one round, one nonce, the same answer for every
// copy, and no gap in the provably fair sequence (PostgreSQL only: a race needs connections).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, depositThroughSandbox, requestKey } from '../../test/money';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const spin = (token: string, key: string) =>
  post(t.app, '/v2/app/game/spin', { machineId: 'P-004', requestKey: key }, { token });

describe.runIf(testEngine() === 'postgres')('spins with one request key in parallel', () => {
  it('50 copies play one round, take one nonce, and all answer with that round', async () => {
    const { token } = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, token, '5000');
    const before = (await post(t.app, '/v2/app/game/seed/get', {}, { token })).body.data.nonce as number;
    const key = requestKey();
    const results = await Promise.all(Array.from({ length: 50 }, () => spin(token, key)));
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 50 }, () => 200));
    const rounds = new Set(results.map((r) => r.body.data.roundSn));
    expect(rounds.size).toBe(1);
    expect(results.every((r) => r.body.data.nonce === before)).toBe(true);
    expect((await post(t.app, '/v2/app/game/seed/get', {}, { token })).body.data.nonce).toBe(before + 1);
    const records = await post(t.app, '/v2/app/record/game/record/count', {}, { token });
    expect(records.body.data.records).toBe(1);
    const round = results[0]!.body.data;
    expect(await balanceOf(t.app, token)).toBe(5000n - BigInt(round.bet) + BigInt(round.win));
    // The next spin takes the very next nonce: the sequence has no gap.
    expect((await spin(token, requestKey())).body.data.nonce).toBe(before + 1);
  }, 60_000);
});
