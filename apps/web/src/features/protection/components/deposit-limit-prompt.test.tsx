import type { ProtectionStatus } from '@hall/contracts/protection';
import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import protection from '../../../locales/protection/en-US.json';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { DepositLimitPrompt } from './deposit-limit-prompt';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'protection', protection, true, true);
});

const limits = (day: string | null): ProtectionStatus['limits'] =>
  (['day', 'week', 'month'] as const).map((period) => ({
    period,
    amount: period === 'day' ? day : null,
    used: '0',
    pending: null,
  }));

function show(status: Pick<ProtectionStatus, 'limits'>) {
  return mockFetch({
    '/v2/app/protection/status': () =>
      envelope({ exclusion: null, coolingOffUntil: null, lossLimits: limits(null), ...status }),
  });
}

const render = () =>
  renderWithProviders(
    <MemoryRouter>
      <DepositLimitPrompt />
    </MemoryRouter>,
  );

describe('the deposit limit prompt', () => {
  it('invites a player with no deposit limit to set one, with the rule and the way there', async () => {
    show({ limits: limits(null) });
    render();
    const prompt = await screen.findByTestId('deposit-limit-prompt');
    expect(prompt.textContent).toContain('Lowering it works at once; raising or removing it waits 24 hours.');
    expect(screen.getByRole('link', { name: 'Set a deposit limit' }).getAttribute('href')).toBe(
      '/user/responsible-play',
    );
  });

  it('stays away once a limit is set', async () => {
    const { calls } = show({ limits: limits('3000') });
    render();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/protection/status'))).toBe(true));
    // The answer is in: a tick for it to render, and still no prompt.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('deposit-limit-prompt')).toBeNull();
  });
});
