import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-client';
import { openLiveStream, reconnectDelay, type LiveEventHandlers } from './event-stream';

/** Stands in for EventSource: the test opens it, sends events and drops it. */
class FakeSource {
  static made: FakeSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, Array<(e: Event) => void>>();
  constructor(readonly url: string) {
    FakeSource.made.push(this);
  }
  addEventListener(type: string, listener: (e: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data: unknown) {
    for (const l of this.listeners.get(type) ?? []) l(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close() {
    this.closed = true;
  }
}

const handlers = () =>
  ({
    balance: vi.fn(),
    letters: vi.fn(),
    order: vi.fn(),
    open: vi.fn(),
    ended: vi.fn(),
  }) satisfies LiveEventHandlers;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  FakeSource.made = [];
  vi.useRealTimers();
});

describe('openLiveStream', () => {
  it('opens the stream with a fresh ticket and hands each event to its handler', async () => {
    const on = handlers();
    const stop = openLiveStream(on, {
      getTicket: async () => ({ ticket: 'abc/1', expiresInSeconds: 60 }),
      createEventSource: (url) => new FakeSource(url) as unknown as EventSource,
    });
    await flush();
    const source = FakeSource.made[0]!;
    expect(source.url).toBe('/v2/app/events?ticket=abc%2F1');
    source.onopen!();
    expect(on.open).toHaveBeenCalledWith(false);
    source.emit('balance', { coins: '120', bonusLocked: '0' });
    source.emit('letters', { unread: 2 });
    source.emit('order', { kind: 'deposit', id: 'D1', status: 'paid' });
    expect(on.balance).toHaveBeenCalledWith({ coins: '120', bonusLocked: '0' });
    expect(on.letters).toHaveBeenCalledWith({ unread: 2 });
    expect(on.order).toHaveBeenCalledWith({ kind: 'deposit', id: 'D1', status: 'paid' });
    stop();
    expect(source.closed).toBe(true);
  });

  it('reconnects after a drop with a new ticket, waiting longer after each failure', async () => {
    vi.useFakeTimers();
    const on = handlers();
    let n = 0;
    const getTicket = vi.fn(async () => {
      n += 1;
      if (n === 2) throw new NetworkError('offline');
      return { ticket: `t${n}`, expiresInSeconds: 60 };
    });
    const delays: number[] = [];
    const stop = openLiveStream(on, {
      getTicket,
      createEventSource: (url) => new FakeSource(url) as unknown as EventSource,
      backoff: (attempt) => {
        delays.push(attempt);
        return attempt * 1000;
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    FakeSource.made[0]!.onopen!();
    FakeSource.made[0]!.onerror!();
    expect(FakeSource.made[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(1000); // ticket fails: offline
    await vi.advanceTimersByTimeAsync(2000);
    expect(delays).toEqual([1, 2]);
    const again = FakeSource.made[1]!;
    expect(again.url).toContain('ticket=t3');
    again.onopen!();
    expect(on.open).toHaveBeenLastCalledWith(true);
    stop();
  });

  it('stops for good when the session has ended (an `end` event or a refused ticket)', async () => {
    const on = handlers();
    openLiveStream(on, {
      getTicket: async () => ({ ticket: 't', expiresInSeconds: 60 }),
      createEventSource: (url) => new FakeSource(url) as unknown as EventSource,
    });
    await flush();
    FakeSource.made[0]!.emit('end', { reason: 'session_ended' });
    expect(on.ended).toHaveBeenCalledTimes(1);
    expect(FakeSource.made[0]!.closed).toBe(true);

    const refused = handlers();
    openLiveStream(refused, {
      getTicket: async () => {
        throw new ApiError(402, 'Session ended', null);
      },
      createEventSource: (url) => new FakeSource(url) as unknown as EventSource,
    });
    await flush();
    expect(refused.ended).toHaveBeenCalledTimes(1);
    expect(FakeSource.made).toHaveLength(1);
  });

  it('opens again when the server says its process is stopping, after the wait it names, as no failure', async () => {
    vi.useFakeTimers();
    const on = handlers();
    let n = 0;
    const backoff = vi.fn(() => 60_000);
    const stop = openLiveStream(on, {
      getTicket: async () => ({ ticket: `t${++n}`, expiresInSeconds: 60 }),
      createEventSource: (url) => new FakeSource(url) as unknown as EventSource,
      backoff,
    });
    await vi.advanceTimersByTimeAsync(0);
    const first = FakeSource.made[0]!;
    first.onopen!();
    first.emit('reconnect', { reason: 'server_stopping', afterMs: 700 });
    expect(first.closed).toBe(true);
    // The server closing the connection right after is not a drop to back off from.
    first.onerror!();
    await vi.advanceTimersByTimeAsync(699);
    expect(FakeSource.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSource.made).toHaveLength(2);
    expect(FakeSource.made[1]!.url).toContain('ticket=t2');
    FakeSource.made[1]!.onopen!();
    expect(on.open).toHaveBeenLastCalledWith(true);
    expect(backoff).not.toHaveBeenCalled();
    expect(on.ended).not.toHaveBeenCalled();
    stop();
  });

  it('waits 1 s doubling up to 30 s, jittered', () => {
    expect(reconnectDelay(1, () => 0.5)).toBe(1000);
    expect(reconnectDelay(3, () => 0.5)).toBe(4000);
    expect(reconnectDelay(20, () => 0.5)).toBe(30_000);
    expect(reconnectDelay(1, () => 0)).toBe(750);
  });
});
