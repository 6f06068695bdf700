import type { BonusWallet } from '@hall/contracts/bonus';
import { describe, expect, it } from 'vitest';
import { bonusWalletKeys, playableCoins, setBonusFromSpin } from './bonus-wallet';
import { createQueryClient } from './query-client';

const active: NonNullable<BonusWallet['active']> = {
  id: 5,
  offerId: 1,
  offerCode: 'first-deposit',
  kind: 'first_deposit',
  promotionId: 10,
  periodKey: 'once',
  sourceRef: 'deposit:D1',
  amount: '5000',
  wageringRequired: '100000',
  wagered: '0',
  status: 'active',
  expiresAt: '2026-12-26T00:00:00.000Z',
  createdAt: '2026-11-26T00:00:00.000Z',
  endedAt: null,
  settledAmount: null,
};
const wallet: BonusWallet = {
  cash: '5000',
  bonus: '5000',
  active,
  contribution: { video_slot: 100, pachislot: 100 },
};

function clientWith(data: BonusWallet) {
  const client = createQueryClient(() => undefined);
  client.setQueryData(bonusWalletKeys.all, data);
  return client;
}

describe('the bonus wallet after a spin', () => {
  it("moves the wagering and the locked coins on from the spin's answer", () => {
    const client = clientWith(wallet);
    setBonusFromSpin(client, '4960', { balance: '5000', wagered: '40', required: '100000' });
    expect(client.getQueryData<BonusWallet>(bonusWalletKeys.all)).toMatchObject({
      cash: '4960',
      bonus: '5000',
      active: { id: 5, wagered: '40', wageringRequired: '100000' },
    });
  });

  it('asks again when the bonus ended with the spin (wagered through or played out)', () => {
    const client = clientWith(wallet);
    setBonusFromSpin(client, '105000', null);
    expect(client.getQueryState(bonusWalletKeys.all)?.isInvalidated).toBe(true);
  });

  it('only updates the cash when no bonus is being wagered', () => {
    const client = clientWith({ ...wallet, bonus: '0', active: null, contribution: null });
    setBonusFromSpin(client, '900', null);
    expect(client.getQueryData<BonusWallet>(bonusWalletKeys.all)).toMatchObject({ cash: '900', active: null });
    expect(client.getQueryState(bonusWalletKeys.all)?.isInvalidated).toBe(false);
  });

  it('lets a bet use the bonus being wagered once the cash is spent', () => {
    expect(playableCoins(0n, wallet)).toBe(5000n);
    expect(playableCoins(100n, { ...wallet, active: null })).toBe(100n);
    expect(playableCoins(null, wallet)).toBeNull();
  });
});
