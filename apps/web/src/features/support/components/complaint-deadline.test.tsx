// A complaint shows the player its deadline from the terms, and says so once it went to a manager.
import type { SupportTicketDetail } from '@hall/contracts/support';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import finance from '../../../locales/finance/en-US.json';
import support from '../../../locales/support/en-US.json';
import { useSessionStore } from '../../../lib/session-store';
import { createUser } from '../../../test/factories';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { TicketPage } from './ticket-page';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'support', support, true, true);
  i18next.addResourceBundle('en-US', 'finance', finance, true, true);
});

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const complaint = (escalatedAt: string | null): SupportTicketDetail => ({
  id: 9,
  ticketSn: 'S2025030110000099999999',
  topic: 'complaint',
  subject: 'My winnings were taken',
  status: 'answered',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T11:00:00.000Z',
  dueAt: '2025-03-15T10:00:00.000Z',
  escalatedAt,
  ackDueAt: '2025-03-04T15:00:00.000Z',
  acknowledgedAt: '2025-03-01T11:00:00.000Z',
  ackEscalatedAt: null,
  messages: [
    {
      id: 1,
      fromSupport: false,
      body: 'Round G1 paid, then nothing.',
      hasAttachment: false,
      createdAt: '2025-03-01T10:00:00.000Z',
    },
  ],
});

function renderTicket(ticket: SupportTicketDetail) {
  useSessionStore.getState().setToken('player-token');
  useSessionStore.getState().setSession({ user: createUser(), isAgent: false });
  mockFetch({ '/v2/app/support/ticket/get': () => envelope(ticket) });
  renderWithProviders(
    <MemoryRouter initialEntries={['/user/support/9']}>
      <Routes>
        <Route path="/user/support/:id" element={<TicketPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a complaint', () => {
  it('shows its deadline and what happens when it passes', async () => {
    renderTicket(complaint(null));
    expect((await screen.findByTestId('support-ticket-due')).textContent).toMatch(/2025/);
    expect(screen.getByText('Complaint')).toBeTruthy();
    expect(screen.getByText(/resolve a complaint within 14 days/)).toBeTruthy();
    expect(screen.queryByTestId('support-ticket-escalated')).toBeNull();
  });

  it('says a manager has it once escalated', async () => {
    renderTicket(complaint('2025-03-15T10:00:05.000Z'));
    expect(await screen.findByTestId('support-ticket-escalated')).toBeTruthy();
    expect(screen.getByText(/a manager has taken it over/)).toBeTruthy();
  });
});
