// A self-exclusion closes deposits and play, never the player's money: the responsible-gaming page
// promises that any balance can still be withdrawn, so a self-excluded player who signs in again
// asks for a withdrawal and has the coins held for payout like anyone else.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storedPassword } from '../../test/passwords';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, channelByCode, depositThroughSandbox, requestKey } from '../../test/money';
import { startSession } from '../session/service';

let t: TestApp;
let passwordHash: string;
let fundHash: string;
beforeAll(async () => {
  t = await createTestApp();
  [passwordHash, fundHash] = await Promise.all([storedPassword('Secret12'), storedPassword('246810')]);
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };

describe('a self-excluded player', () => {
  it('can still withdraw the balance, while deposits stay closed', async () => {
    const p = await createSignedInUser(t.db, {
      passwordHash,
      fundPasswordHash: fundHash,
      firstName: 'Taro',
      lastName: 'Yamada',
    });
    const bankId = (await post(t.app, '/v2/app/user/bank/list', {}, { token: p.token })).body.data[0].id;
    const card = await post(
      t.app,
      '/v2/app/user/bank/save',
      { bankId, cardNumber: '1234567', holderFirstName: 'Taro', holderLastName: 'Yamada' },
      { token: p.token },
    );
    await depositThroughSandbox(t.app, p.token, '10000');

    const excluded = await post(
      t.app,
      '/v2/app/protection/exclude',
      { period: '6m', password: 'Secret12' },
      { ...en, token: p.token },
    );
    expect(excluded.body.data.exclusion.kind).toBe('self_exclusion');
    // The exclusion signed the player out; signing in again is allowed.
    const { token } = await startSession(t.db, p.user.id, { idleMinutes: 30, maxHours: 12 });

    const deposit = await post(
      t.app,
      '/v2/app/pay/order',
      { channelId: (await channelByCode(t.app, token, 'sandbox-jpy')).id, amount: '1000', requestKey: requestKey() },
      { ...en, token },
    );
    expect(deposit.body.data.reason).toBe('self_excluded');

    const channels = (await post(t.app, '/v2/app/draw/channels', {}, { token })).body.data as {
      id: number;
      code: string;
    }[];
    const withdrawal = await post(
      t.app,
      '/v2/app/draw/withdraw',
      {
        channelId: channels.find((c) => c.code === 'sandbox-payout')!.id,
        amount: '10000',
        bankCardId: card.body.data.id,
        fundPassword: '246810',
        requestKey: requestKey(),
      },
      { ...en, token },
    );
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(200);
    // The whole balance is held for the payout.
    expect(await balanceOf(t.app, token)).toBe(0n);
  });
});
