// The live event stream, over a real socket: a ticket opens it once; it starts with the balance and
// the unread count; a deposit pushes the order's new status and the new balance; a rolled-back
// posting pushes nothing; letters push the unread count; signing out ends the stream. On PostgreSQL
// with Redis, two app instances prove the fan-out: a deposit credited through instance A reaches a
// stream opened on instance B. With CI=true a missing Redis fails that test instead of skipping it.
import { mkdtempSync, rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { createTestApp, post, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { createSignedInUser } from '../../test/factories';
import { signedInOperator } from '../../test/operators';
import { depositThroughSandbox } from '../../test/money';
import { SYSTEM_ACCOUNTS, systemAccount, walletAccount } from '../ledger/accounts';
import { postTransfer } from '../ledger/post';
import { PlayerStream, StreamHub, streamTiming } from './streams';

interface SseEvent {
  event: string;
  data: string;
}

/** A minimal EventSource over fetch: the events (and comment lines) in arrival order. */
class SseClient {
  readonly events: SseEvent[] = [];
  readonly comments: string[] = [];
  retry: number | undefined;
  ended = false;
  private waiters: Array<() => void> = [];

  static async open(base: string, ticket: string): Promise<{ status: number; client?: SseClient; body?: string }> {
    const controller = new AbortController();
    const res = await fetch(`${base}/v2/app/events?ticket=${encodeURIComponent(ticket)}`, {
      signal: controller.signal,
    });
    if (res.status !== 200) return { status: res.status, body: await res.text() };
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const client = new SseClient(controller);
    void client.read(res.body!);
    return { status: 200, client };
  }

  private constructor(private readonly controller: AbortController) {}

  private async read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
            else if (line.startsWith('retry: ')) this.retry = Number(line.slice(7));
          }
          if (data.length > 0) this.events.push({ event, data: data.join('\n') });
          this.wake();
        }
      }
    } catch {
      // aborted
    }
    this.ended = true;
    this.wake();
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** Waits until `probe` finds something in what has arrived. */
  async until<T>(what: string, probe: () => T | undefined, ms = 10_000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = probe();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  /** The data of the first `event` arrived after index `from` that matches. */
  async next(event: string, match: (data: Record<string, unknown>) => boolean = () => true, from = 0) {
    return this.until(`event ${event}`, () => {
      for (const e of this.events.slice(from)) {
        if (e.event !== event) continue;
        const data = JSON.parse(e.data) as Record<string, unknown>;
        if (match(data)) return data;
      }
      return undefined;
    });
  }

  of(event: string) {
    return this.events.filter((e) => e.event === event).map((e) => JSON.parse(e.data) as Record<string, unknown>);
  }

  close() {
    this.controller.abort();
  }
}

async function ticketFor(app: App, token: string): Promise<string> {
  const res = await post(app, '/v2/app/events/ticket', {}, { token });
  expect(res.status).toBe(200);
  return res.body.data.ticket as string;
}

/** A letter to one player as an operator sends it, through the app's own connections. */
async function sendLetter(app: App, account: string, title: string, body: string) {
  const editor = await signedInOperator(app, 'content');
  const res = await post(
    app,
    '/v2/admin/station/send',
    { target: 'player', account, titleEn: title, bodyEn: body },
    editor.headers,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; account: string | null };
}

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

describe('the live event stream', () => {
  let t: TestApp;
  let base: string;
  const heartbeat = streamTiming.heartbeatMs;
  beforeAll(async () => {
    streamTiming.heartbeatMs = 300;
    t = await createTestApp();
    base = await listen(t.app);
  });
  afterAll(async () => {
    streamTiming.heartbeatMs = heartbeat;
    await t.close();
  });

  it('opens only with a fresh ticket from a signed-in player, once', async () => {
    expect((await SseClient.open(base, 'no-such-ticket')).status).toBe(401);
    const anonymous = await post(t.app, '/v2/app/events/ticket', {});
    expect(anonymous.status).toBe(401);
    const { token } = await createSignedInUser(t.db);
    const ticket = await ticketFor(t.app, token);
    const first = await SseClient.open(base, ticket);
    expect(first.status).toBe(200);
    const again = await SseClient.open(base, ticket);
    expect(again.status).toBe(401);
    expect(JSON.parse(again.body!)).toMatchObject({ code: 401, data: { reason: 'not_signed_in' } });
    first.client!.close();
  });

  it('starts with the balance and unread count, then pushes deposits, letters and heartbeats', async () => {
    const { user, token } = await createSignedInUser(t.db);
    const { client } = await SseClient.open(base, await ticketFor(t.app, token));
    const stream = client!;
    try {
      expect(await stream.next('balance')).toEqual({ coins: '0', bonusLocked: '0' });
      // Letters to everyone (a seeded welcome) count too: only the changes are asserted.
      const unread = (await stream.next('letters')).unread as number;
      expect(stream.retry).toBeGreaterThan(0);

      const sn = await depositThroughSandbox(t.app, token, '1000');
      expect(await stream.next('order', (d) => d.id === sn)).toEqual({ kind: 'deposit', id: sn, status: 'paid' });
      expect(await stream.next('balance', (d) => d.coins !== '0')).toEqual({ coins: '1000', bonusLocked: '0' });

      const letter = await sendLetter(t.app, user.account, 'Hello', '<p>Hi</p>');
      await stream.next('letters', (d) => d.unread === unread + 1);
      const arrived = stream.events.length;
      expect((await post(t.app, '/v2/app/station/read', { id: letter.id }, { token })).status).toBe(200);
      await stream.next('letters', (d) => d.unread === unread, arrived);

      await stream.until('a heartbeat', () => (stream.comments.includes('heartbeat') ? true : undefined));
    } finally {
      stream.close();
    }
  });

  it('tells an open page when a letter sent for later arrives, and again when it leaves', async () => {
    const { user, token } = await createSignedInUser(t.db);
    const editor = await signedInOperator(t.app, 'content');
    const { client } = await SseClient.open(base, await ticketFor(t.app, token));
    const stream = client!;
    try {
      const unread = (await stream.next('letters')).unread as number;
      const send = async (window: { publishAt?: number; unpublishAt?: number }) => {
        const res = await post(
          t.app,
          '/v2/admin/station/send',
          {
            target: 'player',
            account: user.account,
            titleEn: 'Tonight',
            bodyEn: '<p>Later</p>',
            ...(window.publishAt ? { publishAt: new Date(window.publishAt).toISOString() } : {}),
            ...(window.unpublishAt ? { unpublishAt: new Date(window.unpublishAt).toISOString() } : {}),
          },
          editor.headers,
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      };
      // Nothing is written when a letter's time comes: only the queued jobs make the stream read again
      // (the queue's own worker may get there before the test runs the due jobs). Each letter has one
      // moment, so a slow machine cannot make a letter come and go before the count is read.
      const arrives = Date.now() + 3_000;
      await send({ publishAt: arrives });
      expect(Date.now(), 'the send finished before the letter was due').toBeLessThan(arrives);
      const afterFirst = stream.events.length;
      await new Promise((resolve) => setTimeout(resolve, arrives - Date.now() + 100));
      await t.app.jobs.runDueJobs();
      await stream.next('letters', (d) => d.unread === unread + 1, afterFirst);

      const leaves = Date.now() + 3_000;
      await send({ unpublishAt: leaves });
      await stream.next('letters', (d) => d.unread === unread + 2);
      const afterSecond = stream.events.length;
      await new Promise((resolve) => setTimeout(resolve, leaves - Date.now() + 100));
      await t.app.jobs.runDueJobs();
      await stream.next('letters', (d) => d.unread === unread + 1, afterSecond);
    } finally {
      stream.close();
    }
  });

  it('pushes nothing for a posting that rolled back, and the committed one after it', async () => {
    const { user, token } = await createSignedInUser(t.db);
    const { client } = await SseClient.open(base, await ticketFor(t.app, token));
    const stream = client!;
    try {
      await stream.next('balance');
      const wallet = await walletAccount(t.db, user.id);
      const house = await systemAccount(t.db, SYSTEM_ACCOUNTS.adjustments);
      const credit = (amount: bigint, key: string) => (tx: Parameters<typeof postTransfer>[0]) =>
        postTransfer(tx, {
          debitAccountId: house,
          creditAccountId: wallet,
          amount,
          kind: 'adjustment',
          reference: 'test',
          idempotencyKey: key,
        });
      await expect(
        inTransaction(t.db, async (tx) => {
          await credit(777n, `rolled-back-${user.id}`)(tx);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      await inTransaction(t.db, (tx) => credit(5n, `committed-${user.id}`)(tx));
      await stream.next('balance', (d) => d.coins === '5');
      expect(stream.of('balance').map((d) => d.coins)).toEqual(['0', '5']);
    } finally {
      stream.close();
    }
  });

  it('ends the stream when its session is signed out', async () => {
    const { token } = await createSignedInUser(t.db);
    const { client } = await SseClient.open(base, await ticketFor(t.app, token));
    const stream = client!;
    await stream.next('balance');
    expect((await post(t.app, '/v2/app/auth/logout', {}, { token })).status).toBe(200);
    expect(await stream.next('end')).toEqual({ reason: 'session_ended' });
    await stream.until('the stream to close', () => (stream.ended ? true : undefined));
    expect(t.app.eventStreams.size).toBe(0);
  });
});

describe('a process that stops', () => {
  let t: TestApp;
  // The first test closes the app itself: that is what it is about.
  let closed = false;
  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    if (!closed) await t.close();
  });

  it('tells each open stream to reconnect after a spread-out moment, then closes it', async () => {
    const base = await listen(t.app);
    const { token } = await createSignedInUser(t.db);
    const streams = await Promise.all(
      [1, 2, 3].map(async () => (await SseClient.open(base, await ticketFor(t.app, token))).client!),
    );
    await Promise.all(streams.map((stream) => stream.next('balance')));
    closed = true;
    const closing = t.close();
    for (const stream of streams) {
      const hint = await stream.next('reconnect');
      expect(hint.reason).toBe('server_stopping');
      expect(hint.afterMs).toBeGreaterThanOrEqual(streamTiming.reconnectMinMs);
      expect(hint.afterMs).toBeLessThan(streamTiming.reconnectMinMs + streamTiming.reconnectSpreadMs);
      // A plain EventSource is told the same wait.
      expect(stream.retry).toBe(hint.afterMs);
      await stream.until('the stream to close', () => (stream.ended ? true : undefined));
      expect(stream.of('end')).toEqual([]);
    }
    // The closed streams hold nothing open: closing the app does not wait for them.
    await closing;
  });

  it('sends a stream that opens while it stops on at once', () => {
    const hub = new StreamHub();
    hub.stop();
    const written: string[] = [];
    const raw = {
      destroyed: false,
      writableEnded: false,
      write: (chunk: string) => written.push(chunk),
      end() {
        this.writableEnded = true;
      },
      on: () => raw,
    };
    const sources = { unreadCount: async () => 0, sessionLive: async () => true };
    const deps = { db: undefined as never, sources, log: { warn: () => {} } };
    hub.add(new PlayerStream(deps, 1, 1, raw as unknown as ServerResponse));
    expect(written.join('')).toContain('event: reconnect');
    expect(raw.writableEnded).toBe(true);
    expect(hub.size).toBe(0);
  });
});

describe("an operator ending a player's sessions", () => {
  let t: TestApp;
  let base: string;
  const heartbeat = streamTiming.heartbeatMs;
  beforeAll(async () => {
    // Heartbeats far apart: an end that arrives now was pushed, not found by the next heartbeat.
    streamTiming.heartbeatMs = 120_000;
    t = await createTestApp();
    base = await listen(t.app);
  });
  afterAll(async () => {
    streamTiming.heartbeatMs = heartbeat;
    await t.close();
  });

  it.each([
    ['revoking them from the player page', '/v2/admin/player/session/revoke', (userId: number) => ({ userId })],
    [
      'freezing the account',
      '/v2/admin/player/freeze',
      (userId: number) => ({ userId, reason: 'Suspected account sharing' }),
    ],
  ])('signs the open page out at once when %s', async (_what, url, body) => {
    const { user, token } = await createSignedInUser(t.db);
    const support = await signedInOperator(t.app, 'support');
    const { client } = await SseClient.open(base, await ticketFor(t.app, token));
    const stream = client!;
    try {
      await stream.next('balance');
      const res = await post(t.app, url, body(user.id), support.headers);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await stream.next('end')).toEqual({ reason: 'session_ended' });
      await stream.until('the stream to close', () => (stream.ended ? true : undefined));
    } finally {
      stream.close();
    }
  });
});

const twoInstances = testEngine() === 'postgres' && (Boolean(process.env.REDIS_URL) || process.env.CI === 'true');

describe.runIf(twoInstances)('two app instances on one PostgreSQL and one Redis', () => {
  it('a deposit credited through instance A reaches a stream opened on instance B', async () => {
    if (!process.env.REDIS_URL) throw new Error('the fan-out test needs REDIS_URL (CI=true)');
    const a = await createTestApp();
    const database = await openDatabase({ url: a.testDb.url!, poolSize: 4 });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hall-events-b-'));
    let b: App | undefined;
    try {
      expect(a.app.events.kind).toBe('redis');
      b = await buildApp({
        config: loadConfig({
          DATA_DIR: dataDir,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          REDIS_URL: process.env.REDIS_URL,
          REDIS_PREFIX: a.app.config.REDIS_PREFIX,
          WEB_DIST_DIR: '/nonexistent-web-dist',
          CARD_KEYS: `test:${Buffer.alloc(32, 7).toString('base64')}`,
          CARD_KEY_ID: 'test',
          REBATE_SETTLEMENT: 'off',
        }),
        database,
        ownsDatabase: true,
        logger: false,
      });
      const baseB = await listen(b);
      const { user, token } = await createSignedInUser(a.db);
      // The ticket comes from A and opens on B: the ticket store is shared too.
      const { status, client } = await SseClient.open(baseB, await ticketFor(a.app, token));
      expect(status).toBe(200);
      const stream = client!;
      try {
        await stream.next('balance');
        const sn = await depositThroughSandbox(a.app, token, '2500');
        expect(await stream.next('order', (d) => d.id === sn)).toMatchObject({ status: 'paid' });
        expect(await stream.next('balance', (d) => d.coins === '2500')).toEqual({ coins: '2500', bonusLocked: '0' });
        // One note, one event: B heard it once through Redis and A did not send it twice.
        expect(stream.of('order').filter((d) => d.id === sn)).toHaveLength(1);
        // A change committed through A's own connections (no job, no callback) crosses over too.
        const letter = await sendLetter(a.app, user.account, 'Hi', '<p>B</p>');
        const unread = (stream.of('letters')[0]!.unread as number) + 1;
        await stream.next('letters', (d) => d.unread === unread);
        expect(letter.account).toBe(user.account);
        expect(a.app.eventStreams.size).toBe(0);
        expect(b.eventStreams.size).toBe(1);
      } finally {
        stream.close();
      }
    } finally {
      await b?.close();
      rmSync(dataDir, { recursive: true, force: true });
      await a.close();
    }
  });
});
