// The event streams this process holds, by player. A note from the bus wakes the player's streams:
// `balance` and `letters` are read afresh (a burst of postings is read once), `order` is sent as it
// is, `session` checks the stream's session at once. Every heartbeat also checks the session, so a
// stream ends when its session is revoked, expires or idles out, or the account is frozen. When the
// process stops, each stream is told to reconnect (to another process) after a spread-out moment.
import type { ServerResponse } from 'node:http';
import type { BalanceEvent, EndEvent, LettersEvent, OrderEvent, ReconnectEvent } from '@hall/contracts/events';
import type { Executor } from '../../db/client';
import { bonusBalance, walletBalance } from '../ledger/accounts';
import type { LiveNote } from '../../db/live-notes';

export const streamTiming = {
  /** A comment line this often keeps proxies from closing a quiet stream; the session is checked too. */
  heartbeatMs: 20_000,
  /** What EventSource waits before reconnecting by itself (the site reconnects with its own backoff). */
  retryMs: 5_000,
  /** Notes arriving within this window are read once. */
  coalesceMs: 50,
  /**
   * When the process stops, each stream is told to come back after a moment drawn from
   * [reconnectMinMs, reconnectMinMs + reconnectSpreadMs): a process's streams land on the others
   * spread over a second instead of all at once.
   */
  reconnectMinMs: 250,
  reconnectSpreadMs: 1_000,
};

const reconnectDelay = () => streamTiming.reconnectMinMs + Math.floor(Math.random() * streamTiming.reconnectSpreadMs);

/** At most this many streams per player in one process (tabs); a new one beyond it ends the oldest. */
export const STREAMS_PER_PLAYER = 8;

type Refresh = 'balance' | 'letters';

export async function readBalance(db: Executor, userId: number): Promise<BalanceEvent> {
  const [coins, locked] = await Promise.all([walletBalance(db, userId), bonusBalance(db, userId)]);
  return { coins: coins.toString(), bonusLocked: locked.toString() };
}

/**
 * What a stream reads from the modules that own it (the letters and the sessions), handed in when
 * the app is built: those modules note their changes here, so this module does not import them.
 */
export interface StreamSources {
  unreadCount(userId: number): Promise<number>;
  sessionLive(sessionId: number): Promise<boolean>;
}

export interface StreamDeps {
  db: Executor;
  sources: StreamSources;
  log: { warn(obj: object, msg: string): void };
}

export class PlayerStream {
  private readonly pending = new Set<Refresh>();
  private flushTimer: NodeJS.Timeout | undefined;
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;
  onClose: (() => void) | undefined;

  constructor(
    private readonly deps: StreamDeps,
    readonly userId: number,
    readonly sessionId: number,
    private readonly raw: ServerResponse,
  ) {
    raw.on('close', () => this.close());
    this.heartbeat = setInterval(() => {
      this.write(': heartbeat\n\n');
      void this.checkSession();
    }, streamTiming.heartbeatMs);
  }

  /** The stream's first words: the reconnect hint and the state as it is now. */
  async start(): Promise<void> {
    this.write(`retry: ${streamTiming.retryMs}\n\n`);
    this.pending.add('balance').add('letters');
    await this.flush();
  }

  hear(note: LiveNote): void {
    if (this.closed) return;
    if (note.type === 'order') this.send('order', note.order);
    else if (note.type === 'session') void this.checkSession();
    else {
      this.pending.add(note.type);
      this.flushTimer ??= setTimeout(() => void this.flush(), streamTiming.coalesceMs);
    }
  }

  private async flush(): Promise<void> {
    this.flushTimer = undefined;
    const due = [...this.pending];
    this.pending.clear();
    try {
      for (const what of due) {
        if (this.closed) return;
        if (what === 'balance') this.send('balance', await readBalance(this.deps.db, this.userId));
        else this.send('letters', { unread: await this.deps.sources.unreadCount(this.userId) } satisfies LettersEvent);
      }
    } catch (err) {
      this.deps.log.warn({ err, userId: this.userId }, 'event stream read failed');
    }
  }

  private async checkSession(): Promise<void> {
    if (this.closed) return;
    try {
      if (await this.deps.sources.sessionLive(this.sessionId)) return;
    } catch (err) {
      this.deps.log.warn({ err, userId: this.userId }, 'event stream session check failed');
      return;
    }
    this.end({ reason: 'session_ended' });
  }

  private send(event: 'balance' | 'letters' | 'order', data: BalanceEvent | LettersEvent | OrderEvent): void {
    this.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** Tells the page not to come back with this session, and closes. */
  end(data: EndEvent): void {
    this.write(`event: end\ndata: ${JSON.stringify(data)}\n\n`);
    this.close();
  }

  /**
   * Tells the page to open a new stream after `afterMs` (this process is stopping), and closes. The
   * `retry` field says the same to a plain EventSource.
   */
  reconnect(afterMs: number): void {
    const data: ReconnectEvent = { reason: 'server_stopping', afterMs };
    this.write(`retry: ${afterMs}\nevent: reconnect\ndata: ${JSON.stringify(data)}\n\n`);
    this.close();
  }

  private write(chunk: string): void {
    if (!this.closed && !this.raw.destroyed) this.raw.write(chunk);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.flushTimer);
    if (!this.raw.writableEnded) this.raw.end();
    this.onClose?.();
  }
}

/** The streams of this process by player. */
export class StreamHub {
  private readonly byUser = new Map<number, Set<PlayerStream>>();
  private stopping = false;

  add(stream: PlayerStream): void {
    // Opened while the process stops (it still finishes what reached it): sent on at once.
    if (this.stopping) return stream.reconnect(reconnectDelay());
    let set = this.byUser.get(stream.userId);
    if (!set) this.byUser.set(stream.userId, (set = new Set()));
    set.add(stream);
    stream.onClose = () => {
      set.delete(stream);
      if (set.size === 0 && this.byUser.get(stream.userId) === set) this.byUser.delete(stream.userId);
    };
    // Sets iterate in insertion order: the first is the oldest.
    while (set.size > STREAMS_PER_PLAYER) set.values().next().value!.close();
  }

  hear(note: LiveNote): void {
    if (note.userId === null) {
      for (const set of this.byUser.values()) for (const stream of set) stream.hear(note);
      return;
    }
    for (const stream of this.byUser.get(note.userId) ?? []) stream.hear(note);
  }

  /** How many streams are open (all players). */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** The process is stopping: every stream, and any opened from now on, is told to reconnect elsewhere. */
  stop(): void {
    this.stopping = true;
    for (const set of [...this.byUser.values()]) for (const stream of [...set]) stream.reconnect(reconnectDelay());
  }
}
