// What a help request's deadlines tell the player: a complaint's acknowledgement (due, met, or late and
// told to a manager) and a data request's one-month answer (and where to turn once it is missed).
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

const ticket = (overrides: Partial<SupportTicketDetail>): SupportTicketDetail => ({
  id: 9,
  ticketSn: 'S2025030110000099999999',
  topic: 'complaint',
  subject: 'My winnings were taken',
  status: 'open',
  createdAt: '2025-03-03T01:00:00.000Z',
  updatedAt: '2025-03-03T01:00:00.000Z',
  dueAt: '2025-03-17T01:00:00.000Z',
  escalatedAt: null,
  ackDueAt: '2025-03-05T15:00:00.000Z',
  acknowledgedAt: null,
  ackEscalatedAt: null,
  messages: [
    {
      id: 1,
      fromSupport: false,
      body: 'Round G1 paid, then nothing.',
      hasAttachment: false,
      createdAt: '2025-03-03T01:00:00.000Z',
    },
  ],
  ...overrides,
});

function renderTicket(detail: SupportTicketDetail) {
  useSessionStore.getState().setToken('player-token');
  useSessionStore.getState().setSession({ user: createUser(), isAgent: false });
  mockFetch({ '/v2/app/support/ticket/get': () => envelope(detail) });
  renderWithProviders(
    <MemoryRouter initialEntries={['/user/support/9']}>
      <Routes>
        <Route path="/user/support/:id" element={<TicketPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The term a deadline is shown under, found by its data's test id. */
const termOf = (testId: string) => screen.getByTestId(testId).previousElementSibling?.textContent;

describe("a complaint's acknowledgement", () => {
  it('shows when it is due and what the terms promise, until it is acknowledged', async () => {
    renderTicket(ticket({}));
    const ack = await screen.findByTestId('support-ticket-ack');
    expect(termOf('support-ticket-ack')).toBe('Acknowledge by');
    expect(ack.textContent).toMatch(/2025/);
    expect(screen.getByTestId('support-ticket-ack-text').textContent).toBe(support.detail.ackText);
  });

  it('shows when it was acknowledged, and no promise still to keep', async () => {
    renderTicket(ticket({ acknowledgedAt: '2025-03-04T02:00:00.000Z', status: 'answered' }));
    await screen.findByTestId('support-ticket-ack');
    expect(termOf('support-ticket-ack')).toBe('Acknowledged');
    expect(screen.queryByTestId('support-ticket-ack-text')).toBeNull();
  });

  it('says a manager was told once it was late', async () => {
    renderTicket(ticket({ ackEscalatedAt: '2025-03-05T15:00:03.000Z' }));
    expect((await screen.findByTestId('support-ticket-ack-text')).textContent).toBe(support.detail.ackLateText);
  });

  it('is not shown on other topics', async () => {
    renderTicket(ticket({ topic: 'deposit', dueAt: null, ackDueAt: null }));
    await screen.findByTestId('support-ticket');
    expect(screen.queryByTestId('support-ticket-ack')).toBeNull();
    expect(screen.queryByTestId('support-ticket-due')).toBeNull();
  });
});

describe('a data request', () => {
  const request = (escalatedAt: string | null) =>
    ticket({ topic: 'data_request', dueAt: '2025-04-03T01:00:00.000Z', ackDueAt: null, escalatedAt });

  it('shows the date it is answered by, a month on, and what happens if it is not', async () => {
    renderTicket(request(null));
    expect((await screen.findByTestId('support-ticket-due')).textContent).toMatch(/2025/);
    expect(termOf('support-ticket-due')).toBe('Answer by');
    expect(screen.getByText('Your data (privacy request)')).toBeTruthy();
    expect(screen.getByText(support.detail.dataRequestText)).toBeTruthy();
    expect(screen.queryByTestId('support-ticket-ack')).toBeNull();
  });

  it('names the data protection authority once a manager has it', async () => {
    renderTicket(request('2025-04-03T01:00:04.000Z'));
    expect(await screen.findByTestId('support-ticket-escalated')).toBeTruthy();
    expect(screen.getByText(support.detail.dataRequestEscalatedText)).toBeTruthy();
    expect(screen.queryByText(support.detail.escalatedText)).toBeNull();
  });
});
