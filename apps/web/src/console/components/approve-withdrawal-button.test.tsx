import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminWithdrawal } from '@hall/contracts/withdrawal';
import type { z } from 'zod';
import consoleEn from '../../locales/console/en-US.json';
import { shimJsdomForAntd } from '../../test/antd-jsdom';
import { NS } from '../i18n';
import { ApproveWithdrawalButton } from './approve-withdrawal-button';

shimJsdomForAntd();
beforeAll(() => {
  i18next.addResourceBundle('en-US', NS, consoleEn, true, true);
});

const row = (openFlags: z.infer<typeof AdminWithdrawal>['openFlags']) =>
  ({
    withdrawSn: 'W1',
    account: 'taro',
    coinAmount: '5000',
    firstApprovedBy: null,
    openFlags,
  }) as unknown as z.infer<typeof AdminWithdrawal>;

function approve(r: ReturnType<typeof row>) {
  const onApprove = vi.fn();
  render(
    <MemoryRouter>
      <App>
        <ApproveWithdrawalButton row={r} me="kana" onApprove={onApprove} />
      </App>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
  return onApprove;
}

// antd's first render in jsdom is slow on a busy machine.
describe('approving a withdrawal', { timeout: 60_000 }, () => {
  it('shows each open AML flag with its figures, asks to approve anyway, and names the flags it showed', async () => {
    const onApprove = approve(
      row([
        { id: 7, rule: 'single_deposit', amount: '50000', threshold: '50000', createdAt: '2026-11-28T01:00:00.000Z' },
        { id: 9, rule: 'low_turnover', amount: '1200', threshold: '30000', createdAt: '2026-11-28T02:00:00.000Z' },
      ]),
    );
    const flags = await screen.findByTestId('approve-open-flags');
    expect(flags.textContent).toContain('This player has 2 AML flags waiting for review:');
    expect(
      within(flags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('One deposit at the threshold: 50,000 / 50,000'),
      expect.stringContaining('Little play before a withdrawal: 1,200 / 30,000'),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Approve anyway' }));
    await waitFor(() => expect(onApprove).toHaveBeenCalledWith([7, 9]));
  });

  it('asks the plain question when the player has no open flag', async () => {
    const onApprove = approve(row([]));
    await screen.findByText(/5,000/);
    expect(screen.queryByTestId('approve-open-flags')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onApprove).toHaveBeenCalledWith([]));
  });
});
