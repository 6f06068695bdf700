import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import bonus from '../../../locales/bonus/en-US.json';
import finance from '../../../locales/finance/en-US.json';
import { createBonusOffer } from '../../../test/factories';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { DepositBonusPreview } from './deposit-bonus-preview';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'bonus', bonus, true, true);
  i18next.addResourceBundle('en-US', 'finance', finance, true, true);
});

const firstDeposit = createBonusOffer();

const line = (bonusCoins: string, refusal: string | null) => ({
  offerId: 1,
  code: 'first-deposit',
  kind: 'first_deposit',
  promotionId: 10,
  bonus: bonusCoins,
  wageringMultiple: 20,
  minDeposit: '1000',
  refusal,
});

describe('the bonus preview beside the deposit form', () => {
  it('says what the amount earns and its wagering, asking once the typing pauses', async () => {
    const { calls } = mockFetch({
      '/v2/app/bonus/offers': () => envelope({ list: [firstDeposit] }),
      '/v2/app/bonus/deposit/preview': () => envelope({ offers: [line('5000', null)] }),
    });
    renderWithProviders(<DepositBonusPreview coins={5000n} />);
    const granted = await screen.findByTestId('deposit-bonus-granted');
    expect(granted.textContent).toContain('You will get 5,000 bonus coins');
    expect(granted.textContent).toContain(
      'First deposit bonus: wager 20× the bonus (100,000 coins) within 30 days to move it, and what it wins, to your cash.',
    );
    const previews = calls.filter((call) => call.url.endsWith('/deposit/preview'));
    expect(previews.map((call) => call.body)).toEqual([{ coins: '5000' }]);
  });

  it('says in plain words why a deposit earns no bonus', async () => {
    mockFetch({
      '/v2/app/bonus/offers': () => envelope({ list: [firstDeposit] }),
      '/v2/app/bonus/deposit/preview': () => envelope({ offers: [line('0', 'below_minimum')] }),
    });
    renderWithProviders(<DepositBonusPreview coins={500n} />);
    const refused = await screen.findByTestId('deposit-bonus-refused');
    expect(refused.textContent).toContain('No bonus with this deposit');
    expect(refused.textContent).toContain(
      'First deposit bonus: The deposit is below the 1,000-coin minimum for the first deposit bonus.',
    );
  });

  it('asks nothing until there is an amount', () => {
    const { calls } = mockFetch({});
    renderWithProviders(<DepositBonusPreview coins={null} />);
    expect(screen.getByTestId('deposit-bonus-preview').textContent).toBe('');
    expect(calls.filter((call) => call.url.endsWith('/deposit/preview'))).toHaveLength(0);
  });
});
