// The live event stream (Server-Sent Events, GET /v2/app/events) of a signed-in tab: asks for a
// single-use ticket with the session's TOKEN (EventSource cannot send headers, and the token must not
// sit in a URL), opens the stream with it, and when the stream drops asks for a new ticket and opens
// again, waiting longer after each failure (1 s doubling to 30 s, with jitter). The server's `end`
// event, or a ticket refused with 401/402, means the session is over: it stops for good and says so.
// A `reconnect` event (the serving process is stopping) is no failure: it opens again when told.
import type { BalanceEvent, LettersEvent, OrderEvent, ReconnectEvent, StreamTicket } from '@hall/contracts/events';
import { ApiError, apiPost } from './api-client';
import { API_BASE_URL } from './config';

export interface LiveEventHandlers {
  balance(event: BalanceEvent): void;
  letters(event: LettersEvent): void;
  order(event: OrderEvent): void;
  /** The stream is open; `again` after a drop, when events may have been missed meanwhile. */
  open?(again: boolean): void;
  /** The session has ended (the stream will not reopen). */
  ended?(): void;
}

export interface LiveStreamOptions {
  baseUrl?: string;
  getTicket?: () => Promise<StreamTicket>;
  createEventSource?: (url: string) => EventSource;
  /** Milliseconds before the n-th reconnection (n from 1). */
  backoff?: (attempt: number) => number;
}

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}

const parse = <T>(event: Event): T | undefined => {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return undefined;
  }
};

/** Opens the stream and keeps it open; returns the function that closes it. */
export function openLiveStream(handlers: LiveEventHandlers, options: LiveStreamOptions = {}): () => void {
  const {
    baseUrl = API_BASE_URL,
    getTicket = () => apiPost<StreamTicket>('/v2/app/events/ticket', {}),
    createEventSource = (url) => new EventSource(url),
    backoff = reconnectDelay,
  } = options;
  let stopped = false;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let opened = false;

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    source = null;
  };
  const end = () => {
    if (stopped) return;
    stop();
    handlers.ended?.();
  };
  const retry = () => {
    source?.close();
    source = null;
    if (stopped) return;
    failures += 1;
    timer = setTimeout(() => void connect(), backoff(failures));
  };

  async function connect() {
    if (stopped) return;
    let ticket: StreamTicket;
    try {
      ticket = await getTicket();
    } catch (error) {
      if (error instanceof ApiError && error.endsSession) end();
      else retry();
      return;
    }
    if (stopped) return;
    const es = createEventSource(`${baseUrl}/v2/app/events?ticket=${encodeURIComponent(ticket.ticket)}`);
    source = es;
    es.onopen = () => {
      failures = 0;
      handlers.open?.(opened);
      opened = true;
    };
    // A ticket works once: EventSource's own reconnection would be refused, so every drop gets a new one.
    es.onerror = () => {
      if (source === es) retry();
    };
    es.addEventListener('balance', (e) => {
      const data = parse<BalanceEvent>(e);
      if (data) handlers.balance(data);
    });
    es.addEventListener('letters', (e) => {
      const data = parse<LettersEvent>(e);
      if (data) handlers.letters(data);
    });
    es.addEventListener('order', (e) => {
      const data = parse<OrderEvent>(e);
      if (data) handlers.order(data);
    });
    es.addEventListener('end', end);
    es.addEventListener('reconnect', (e) => {
      if (source !== es) return;
      es.close();
      source = null;
      if (stopped) return;
      timer = setTimeout(() => void connect(), parse<ReconnectEvent>(e)?.afterMs ?? backoff(1));
    });
  }

  if (typeof EventSource === 'undefined' && !options.createEventSource) return stop;
  void connect();
  return stop;
}
