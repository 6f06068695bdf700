// The responsible-play page says what the server enforces about money coming in: every way counts
// against the deposit limits, and during a break or self-exclusion nothing comes in, a crypto deposit
// already on chain being held (never played) and sent back.
import type { ProtectionStatus } from '@hall/contracts/protection';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import finance from '../../../locales/finance/en-US.json';
import protection from '../../../locales/protection/en-US.json';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ProtectionPanel } from './protection-panel';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'protection', protection, true, true);
  i18next.addResourceBundle('en-US', 'finance', finance, true, true);
});

const limits = (['day', 'week', 'month'] as const).map((period) => ({
  period,
  amount: null,
  used: '0',
  pending: null,
}));

function showPage(start: Partial<ProtectionStatus>) {
  const status: ProtectionStatus = {
    realityCheckMinutes: 60,
    exclusion: null,
    coolingOffUntil: null,
    limits,
    lossLimits: limits,
    ...start,
  };
  mockFetch({ '/v2/app/protection/status': () => envelope(status) });
  renderWithProviders(
    <MemoryRouter>
      <ProtectionPanel />
    </MemoryRouter>,
  );
}

describe('the rule on money coming in', () => {
  it('says under the deposit limits that every way in counts and a crypto deposit past one is held', async () => {
    showPage({});
    const section = await screen.findByTestId('deposit-limits');
    expect(section.textContent).toContain('Every way coins come in counts');
    expect(section.textContent).toContain('it is held, never added to your balance or played, and sent back to you');
    expect((await screen.findByTestId('loss-limits')).textContent).not.toContain('Every way coins come in counts');
    expect((await screen.findByTestId('take-a-break')).textContent).toContain(
      'an unfinished account transfer is closed',
    );
  });

  it('repeats what is closed, crypto included, while a break runs', async () => {
    showPage({ exclusion: { kind: 'timeout', until: new Date(Date.now() + 86_400_000).toISOString() } });
    const notice = await screen.findByTestId('protection-closure');
    expect(notice.textContent).toContain('Crypto sent to an address you were given before cannot be refused');
  });
});
