// The desk's view of a help request's deadlines: a complaint's acknowledgement (due, met, missed) and
// its resolution or a data request's answer (due, missed); the acknowledge action asks first and is
// offered only while a complaint waits for it.
import type { AdminSupportTicket } from '@hall/contracts/support';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import consoleEn from '../../locales/console/en-US.json';
import { shimJsdomForAntd } from '../../test/antd-jsdom';
import { dateTime } from '../format';
import { NS } from '../i18n';
import { AcknowledgeButton, awaitsAcknowledgement, TicketDeadlines } from './ticket-deadlines';

shimJsdomForAntd();
beforeAll(() => {
  i18next.addResourceBundle('en-US', NS, consoleEn, true, true);
});

const complaint = (overrides: Partial<AdminSupportTicket> = {}) => ({
  topic: 'complaint' as const,
  status: 'open' as const,
  dueAt: '2026-12-01T03:00:00.000Z',
  escalatedAt: null,
  ackDueAt: '2026-11-19T15:00:00.000Z',
  acknowledgedAt: null,
  ackEscalatedAt: null,
  ...overrides,
});

// antd's first render in jsdom is slow on a busy machine.
describe("a help request's deadlines in the queue", { timeout: 60_000 }, () => {
  it("show a complaint's acknowledgement due and its resolution date", () => {
    render(<TicketDeadlines ticket={complaint()} />);
    expect(screen.getByTestId('ticket-ack').textContent).toBe(`Acknowledge by ${dateTime('2026-11-19T15:00:00.000Z')}`);
    expect(screen.getByTestId('ticket-due').textContent).toBe(`Resolve by ${dateTime('2026-12-01T03:00:00.000Z')}`);
  });

  it('show when it was acknowledged, or that the acknowledgement was missed and escalated', () => {
    const { unmount } = render(<TicketDeadlines ticket={complaint({ acknowledgedAt: '2026-11-18T01:00:00.000Z' })} />);
    expect(screen.getByTestId('ticket-ack').textContent).toBe(`Acknowledged ${dateTime('2026-11-18T01:00:00.000Z')}`);
    unmount();
    render(<TicketDeadlines ticket={complaint({ ackEscalatedAt: '2026-11-19T15:00:02.000Z' })} />);
    expect(screen.getByTestId('ticket-ack').textContent).toBe(
      `Not acknowledged by ${dateTime('2026-11-19T15:00:00.000Z')}: escalated`,
    );
  });

  it("show a data request's answer date, and none for topics without a deadline", () => {
    const { unmount } = render(
      <TicketDeadlines
        ticket={complaint({ topic: 'data_request', ackDueAt: null, dueAt: '2026-12-17T03:00:00.000Z' })}
      />,
    );
    expect(screen.queryByTestId('ticket-ack')).toBeNull();
    expect(screen.getByTestId('ticket-due').textContent).toBe(`Answer by ${dateTime('2026-12-17T03:00:00.000Z')}`);
    unmount();
    render(<TicketDeadlines ticket={complaint({ topic: 'deposit', ackDueAt: null, dueAt: null })} />);
    expect(screen.queryByTestId('ticket-ack')).toBeNull();
    expect(screen.queryByTestId('ticket-due')).toBeNull();
  });

  it('offer the acknowledge action only while an open complaint waits for it, and ask before it', async () => {
    expect(awaitsAcknowledgement(complaint())).toBe(true);
    expect(awaitsAcknowledgement(complaint({ ackEscalatedAt: '2026-11-19T15:00:02.000Z' }))).toBe(true);
    expect(awaitsAcknowledgement(complaint({ acknowledgedAt: '2026-11-18T01:00:00.000Z' }))).toBe(false);
    expect(awaitsAcknowledgement(complaint({ status: 'closed' }))).toBe(false);
    expect(awaitsAcknowledgement(complaint({ topic: 'deposit', ackDueAt: null }))).toBe(false);

    const onAcknowledge = vi.fn();
    render(<AcknowledgeButton ticketSn="S1" onAcknowledge={onAcknowledge} />);
    fireEvent.click(screen.getByTestId('ticket-acknowledge'));
    expect(await screen.findByText(/Tell the player that complaint S1 is received/)).toBeTruthy();
    expect(onAcknowledge).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: 'Acknowledge' }).at(-1)!);
    await waitFor(() => expect(onAcknowledge).toHaveBeenCalledTimes(1));
  });
});
