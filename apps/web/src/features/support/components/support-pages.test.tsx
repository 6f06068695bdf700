import type { SupportTicketDetail } from '@hall/contracts/support';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import finance from '../../../locales/finance/en-US.json';
import support from '../../../locales/support/en-US.json';
import { useSessionStore } from '../../../lib/session-store';
import { createUser } from '../../../test/factories';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { NewRequestPage } from './new-request-page';
import { SupportPage } from './support-page';
import { TicketPage } from './ticket-page';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'support', support, true, true);
  i18next.addResourceBundle('en-US', 'finance', finance, true, true);
});

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const signIn = () => {
  useSessionStore.getState().setToken('player-token');
  useSessionStore.getState().setSession({ user: createUser(), isAgent: false });
};

const ticket = (overrides: Partial<SupportTicketDetail> = {}): SupportTicketDetail => ({
  id: 7,
  ticketSn: 'S2025030110000012345678',
  topic: 'deposit',
  subject: 'Deposit not credited',
  status: 'answered',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T11:00:00.000Z',
  dueAt: null,
  escalatedAt: null,
  ackDueAt: null,
  acknowledgedAt: null,
  ackEscalatedAt: null,
  messages: [
    {
      id: 1,
      fromSupport: false,
      body: 'I paid D123.\nNothing arrived.',
      hasAttachment: true,
      createdAt: '2025-03-01T10:00:00.000Z',
    },
    {
      id: 2,
      fromSupport: true,
      body: 'It is credited now.',
      hasAttachment: false,
      createdAt: '2025-03-01T11:00:00.000Z',
    },
  ],
  ...overrides,
});

function renderAt(path: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/user/support" element={<SupportPage />} />
        <Route path="/user/support/new" element={<NewRequestPage />} />
        <Route path="/user/support/:id" element={<TicketPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the customer service page', () => {
  it('gives a visitor the contact address and the way to sign in, and asks for no requests', async () => {
    const { calls } = mockFetch({ '/v2/app/support/contact': () => envelope({ email: 'help@hall.example' }) });
    renderAt('/user/support');
    const email = await screen.findByTestId('support-email');
    expect(email.textContent).toBe('help@hall.example');
    expect(email.getAttribute('href')).toBe('mailto:help@hall.example');
    expect(screen.getByRole('button', { name: 'Sign in to send a help request' })).toBeTruthy();
    expect(calls.map((c) => new URL(c.url, 'http://x').pathname)).toEqual(['/v2/app/support/contact']);
  });

  it("lists a player's requests with their status, each opening its conversation", async () => {
    signIn();
    mockFetch({
      '/v2/app/support/contact': () => envelope({ email: 'help@hall.example' }),
      '/v2/app/support/ticket/list': () => envelope({ list: [ticket()], total: 1, page: 1, pageSize: 10 }),
    });
    renderAt('/user/support');
    const link = await screen.findByRole('link', { name: /Deposit not credited/ });
    expect(link.getAttribute('href')).toBe('/user/support/7');
    expect(within(link).getByTestId('support-status').textContent).toBe('Answered');
    expect(screen.getByRole('link', { name: 'New request' }).getAttribute('href')).toBe('/user/support/new');
    expect((await screen.findByTestId('support-email')).textContent).toBe('help@hall.example');
  });
});

describe('a new help request', () => {
  it('asks for the topic, subject and message, then sends them and opens the request', async () => {
    signIn();
    const { calls } = mockFetch({
      '/v2/app/support/ticket/create': () => envelope(ticket({ status: 'open', messages: [] })),
      '/v2/app/support/ticket/get': () => envelope(ticket({ status: 'open', messages: [] })),
    });
    renderAt('/user/support/new');
    const submit = await screen.findByRole('button', { name: 'Send request' });
    fireEvent.click(submit);
    expect(await screen.findByText('Please choose a topic')).toBeTruthy();
    expect(screen.getByText('Please input a subject')).toBeTruthy();
    expect(screen.getByText('Please input your message')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'deposit' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: '  Deposit not credited ' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'I paid D123.\nNothing arrived.' } });
    expect(screen.getByText('29 / 4000 characters')).toBeTruthy();
    fireEvent.click(submit);
    await waitFor(() => expect(calls[0]?.url).toContain('/v2/app/support/ticket/create'));
    expect(calls[0]!.body).toEqual({
      topic: 'deposit',
      subject: 'Deposit not credited',
      message: 'I paid D123.\nNothing arrived.',
    });
    expect(await screen.findByRole('heading', { name: 'Deposit not credited' })).toBeTruthy();
  });

  it('starts on the topic the address names (a data request from the page of my data), and on none otherwise', async () => {
    signIn();
    const { calls } = mockFetch({
      '/v2/app/support/ticket/create': () => envelope(ticket({ topic: 'data_request', status: 'open' })),
      '/v2/app/support/ticket/get': () => envelope(ticket({ topic: 'data_request', status: 'open' })),
    });
    renderAt('/user/support/new?topic=data_request');
    const topic = (await screen.findByLabelText('Topic')) as HTMLSelectElement;
    expect(topic.value).toBe('data_request');
    expect(topic.selectedOptions[0]?.textContent).toBe('Your data (privacy request)');
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Correct my name' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'My family name is spelt wrong.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(calls[0]?.body).toMatchObject({ topic: 'data_request' }));
  });

  it('ignores a topic in the address that is none of ours', async () => {
    signIn();
    mockFetch({});
    renderAt('/user/support/new?topic=refund-everything');
    expect(((await screen.findByLabelText('Topic')) as HTMLSelectElement).value).toBe('');
  });

  it('says a refusal of the server (too many requests) beside the form', async () => {
    signIn();
    mockFetch({
      '/v2/app/support/ticket/create': () =>
        envelope(
          { reason: 'too_many_requests', requestId: 'r', retryAfterSeconds: 600 },
          429,
          'You have sent 5 help requests in the last hour.',
        ),
    });
    renderAt('/user/support/new');
    fireEvent.change(await screen.findByLabelText('Topic'), { target: { value: 'other' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Hello' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello there' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect((await screen.findByTestId('support-refusal')).textContent).toContain('You have sent 5 help requests');
  });
});

describe('one help request', () => {
  it('shows the conversation, the screenshot on request, and sends a reply', async () => {
    signIn();
    const { calls } = mockFetch({
      '/v2/app/support/ticket/get': () => envelope(ticket()),
      '/v2/app/support/attachment': () => envelope({ image: 'data:image/jpeg;base64,AAAA' }),
      '/v2/app/support/ticket/reply': (call) =>
        envelope(
          ticket({
            status: 'open',
            messages: [
              ...ticket().messages,
              {
                id: 3,
                fromSupport: false,
                body: (call.body as { message: string }).message,
                hasAttachment: false,
                createdAt: '2025-03-01T12:00:00.000Z',
              },
            ],
          }),
        ),
    });
    renderAt('/user/support/7');
    const messages = await screen.findAllByTestId('support-message');
    expect(messages).toHaveLength(2);
    expect(within(messages[0]!).getByText('You')).toBeTruthy();
    expect(within(messages[1]!).getByText('Customer service')).toBeTruthy();
    expect(within(messages[1]!).getByText('It is credited now.')).toBeTruthy();
    expect(screen.getByText(/Customer service has answered/)).toBeTruthy();

    fireEvent.click(within(messages[0]!).getByRole('button', { name: 'Show screenshot' }));
    expect((await screen.findByTestId('support-screenshot')).getAttribute('src')).toBe('data:image/jpeg;base64,AAAA');

    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Thank you!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getAllByTestId('support-message')).toHaveLength(3));
    expect(calls.find((c) => c.url.endsWith('/reply'))!.body).toEqual({ id: 7, message: 'Thank you!' });
    expect(screen.getAllByTestId('support-status')[0]!.textContent).toBe('Waiting for us');
  });

  it("says another player's or a missing request is not found", async () => {
    signIn();
    mockFetch({
      '/v2/app/support/ticket/get': () => envelope({ reason: 'not_found', requestId: 'r' }, 404, 'Not found'),
    });
    renderAt('/user/support/999');
    expect(await screen.findByText('Help request not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All help requests' }).getAttribute('href')).toBe('/user/support');
  });
});
