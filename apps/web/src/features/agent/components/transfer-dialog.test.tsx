// The transfer dialog shows what the agent can give (its own balance beside the member's), and a
// refusal for more than that is told beside the amount with the server's figure.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SubMember } from '@hall/contracts/agent';
import agent from '../../../locales/agent/en-US.json';
import finance from '../../../locales/finance/en-US.json';
import common from '../../../locales/en-US.json';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { TransferDialog } from './member-dialogs';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'agent', agent, true, true);
  i18next.addResourceBundle('en-US', 'translation', common, true, true);
  i18next.addResourceBundle('en-US', 'finance', finance, true, true);
});

const member = { userId: 7, account: 'hanako', balance: '300', takeBackLimit: '300' } as unknown as SubMember;

describe('giving coins to a member', () => {
  it("shows the agent's own balance beside the member's, and says beside the amount when it is more", async () => {
    mockFetch({
      '/v2/app/user/balance': () => envelope({ coins: '700' }),
      '/v2/app/agent/type/member/transfer': () =>
        envelope(
          { reason: 'insufficient_funds', requestId: 'r' },
          400,
          'That is more than your balance: you have 700 coins.',
        ),
    });
    renderWithProviders(<TransferDialog visible member={member} direction="give" onClose={() => undefined} />);
    const dialog = await screen.findByTestId('transfer-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('own-balance').textContent).toBe('700 coins'));
    expect(dialog.textContent).toContain("hanako's balance");
    fireEvent.change(within(dialog).getByLabelText(agent.transfer.amount), { target: { value: '701' } });
    fireEvent.change(within(dialog).getByLabelText(agent.transfer.fundPassword), { target: { value: '246810' } });
    fireEvent.click(within(dialog).getByRole('button', { name: agent.transfer.give }));
    expect(await within(dialog).findByText('That is more than your balance: you have 700 coins.')).toBeTruthy();
  });
});
