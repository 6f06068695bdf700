// Two server processes behind nginx (deploy/nginx.conf) on one PostgreSQL and one Redis, restarted
// one at a time while players sign in, deposit through the sandbox cashier, spin, and watch their
// balance on the live event stream. With SIGTERM nothing is lost and nothing fails: every answer a
// player got is in the ledger, no request ends in a 5xx, and every stream is told to reconnect and
// lands on the other process. With kill -9 the same holds for what was acknowledged; only requests
// in flight on the killed process may fail, and the streams come back. Runs on PostgreSQL with
// Redis and nginx; with CI=true a missing Redis or nginx fails it.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusOffers } from '../db/schema/bonus';
import { gameRounds } from '../db/schema/game';
import { jobs } from '../db/schema/jobs';
import { ledgerTransfers } from '../db/schema/ledger';
import { storedPassword } from './passwords';
import { createTestDatabase, testEngine, type TestDatabase } from './database';
import { createUser } from './factories';
import { expectLedgerVerified } from './ledger';
import { nginxSkipReason, startNginx, type AccessLogEntry, type Nginx } from './nginx';
import { Device, type Answer, type EventStream } from './proxy-client';
import { bundledMain, freePort, startServer } from './server-process';

const PASSWORD = 'rolling restart passphrase';
const PLAYERS = 6;

/** How long after a kill -9 nginx may still hand a request to the dead process's pooled connection. */
const KILL_NOTICED_MS = 250;

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request a player's device sent, and whether an answer came (no 5xx, no cut connection). */
interface Attempt {
  what: string;
  start: number;
  end: number;
  ok: boolean;
}

/** A player on its own device: every call that got no answer is tried again (same request key). */
class Player {
  readonly attempts: Attempt[] = [];
  /** What the player's own answers add up to: acknowledged deposits, minus bets, plus wins. */
  expected = 0n;
  readonly rounds: Array<{ roundSn: string; bet: bigint; win: bigint }> = [];
  readonly deposits: string[] = [];
  /** Spins whose answer gave another balance than the player's own sum. */
  readonly wrongBalances: string[] = [];
  /** The last balance the event stream showed. */
  streamBalance: string | undefined;
  streamsOpened = 0;
  /** Streams that ended with a `reconnect` hint (the process stopped), and ones cut without one. */
  reconnectHints = 0;
  streamsCut = 0;
  private token = '';
  private stream: EventStream | undefined;
  private streaming: Promise<void> | undefined;
  private stopped = false;

  constructor(
    readonly device: Device,
    readonly userId: number,
    readonly account: string,
  ) {}

  /** Sends until an answer comes; a 5xx or a cut connection is recorded as a failure and sent again. */
  private async send(what: string, request: () => Promise<Answer>): Promise<Answer> {
    for (let tries = 0; ; tries++) {
      const start = Date.now();
      const answer = await request().catch(() => undefined);
      const ok = answer !== undefined && answer.status < 500;
      this.attempts.push({ what, start, end: Date.now(), ok });
      if (ok) return answer;
      if (tries > 100) throw new Error(`${what}: no answer after ${tries} tries`);
      await pause(100);
    }
  }

  private async call(url: string, body: object = {}) {
    const headers: Record<string, string> = this.token ? { token: this.token } : {};
    const answer = await this.send(url, () => this.device.request('POST', url, JSON.stringify(body), headers));
    return { status: answer.status, data: JSON.parse(answer.body).data, body: answer.body };
  }

  async signIn() {
    const res = await this.call('/v2/app/auth/login', { account: this.account, password: PASSWORD, uuid: '' });
    expect(res.status, res.body).toBe(200);
    this.token = res.data.token;
  }

  /** The id of the sandbox gateway's yen channel, as the cashier page lists it. */
  async sandboxChannel(): Promise<number> {
    const channels = (await this.call('/v2/app/pay/query')).data as Array<{ id: number; code: string }>;
    return channels.find((c) => c.code === 'sandbox-jpy')!.id;
  }

  async deposit(channelId: number, amount: bigint) {
    const order = await this.call('/v2/app/pay/order', {
      channelId,
      amount: amount.toString(),
      requestKey: `deposit-${randomBytes(8).toString('hex')}`,
    });
    expect(order.status, order.body).toBe(200);
    const sn = order.data.orderSn as string;
    // The cashier answers with where the gateway sends the payer back: paid, or still on its way.
    for (let i = 0; ; i++) {
      const paid = await this.send('cashier', () =>
        this.device.request('POST', `/sandbox/cashier/${sn}/pay`, undefined, { 'content-length': '0' }),
      );
      const result = new URL(String(paid.headers.location), 'http://x').searchParams.get('result');
      if (paid.status === 303 && result === 'paid') break;
      if (paid.status !== 303 || result !== 'unknown' || i > 50) throw new Error(`deposit ${sn}: ${result}`);
      await pause(300);
    }
    this.expected += amount;
    this.deposits.push(sn);
  }

  async spin() {
    const requestKey = `spin-${randomBytes(8).toString('hex')}`;
    const res = await this.call('/v2/app/game/spin', { machineId: 'P-004', requestKey });
    expect(res.status, res.body).toBe(200);
    const round = { roundSn: res.data.roundSn as string, bet: BigInt(res.data.bet), win: BigInt(res.data.win) };
    this.rounds.push(round);
    this.expected += round.win - round.bet;
    if (BigInt(res.data.balance) !== this.expected) this.wrongBalances.push(`${round.roundSn}: ${res.data.balance}`);
  }

  async balance(): Promise<string> {
    return (await this.call('/v2/app/user/balance')).data.coins;
  }

  /** Keeps a live stream open: a new ticket each time, after the wait a `reconnect` names. */
  watch() {
    this.streaming = (async () => {
      while (!this.stopped) {
        const ticket = await this.call('/v2/app/events/ticket');
        if (this.stopped) return;
        const opening = Date.now();
        const stream = await this.device.stream(`/v2/app/events?ticket=${ticket.data.ticket}`).catch(() => undefined);
        if (!stream || stream.status !== 200) {
          this.attempts.push({ what: `stream ${stream?.status ?? 'cut'}`, start: opening, end: Date.now(), ok: false });
          await pause(200);
          continue;
        }
        this.streamsOpened += 1;
        this.stream = stream;
        let hint: number | undefined;
        for (const e of stream.events) this.hear(e.event, e.data, (ms) => (hint = ms));
        stream.onEvent = (e) => this.hear(e.event, e.data, (ms) => (hint = ms));
        await stream.ended;
        if (this.stopped) return;
        if (hint !== undefined) {
          this.reconnectHints += 1;
          await pause(hint);
        } else {
          // Ended without a word (its process was killed): the device notices and comes back.
          this.streamsCut += 1;
          await pause(200);
        }
      }
    })();
  }

  private hear(event: string, data: string, hint: (ms: number) => void) {
    if (event === 'balance') this.streamBalance = (JSON.parse(data) as { coins: string }).coins;
    if (event === 'reconnect') hint((JSON.parse(data) as { afterMs: number }).afterMs);
  }

  async stopWatching() {
    this.stopped = true;
    this.stream?.close();
    await this.streaming;
  }

  failures() {
    return this.attempts.filter((a) => !a.ok);
  }
}

const shouldRun = testEngine() === 'postgres' && (Boolean(process.env.REDIS_URL) || process.env.CI === 'true');
const skip = nginxSkipReason();

describe.runIf(shouldRun)(`two processes behind nginx, restarted one at a time${skip ? ` (${skip})` : ''}`, () => {
  let fresh: TestDatabase;
  let nginx: Nginx;
  let redis: Redis;
  let main: string;
  const prefix = `rolling:${randomBytes(6).toString('hex')}:`;
  const ports: number[] = [];
  const processes: ChildProcess[] = [];
  const dataDirs: string[] = [];
  let passwordHash: string;
  let env: Record<string, string>;
  let deviceNo = 10;

  const start = async (i: number) => {
    processes[i] = await startServer(
      ports[i]!,
      { ...env, DATA_DIR: dataDirs[i]!, PORT: String(ports[i]) },
      ['ignore', 'ignore', 'inherit'],
      main,
    );
  };

  /** Until nginx has had an answer from the process on `port` since `since` (it skips a failed one for 2 s). */
  const servedAgain = (port: number, since: number) =>
    until(`nginx to send requests to 127.0.0.1:${port} again`, () =>
      nginx.accessLog().some((e) => e.time * 1000 > since && e.upstream.endsWith(`127.0.0.1:${port}`) && e.status < 500)
        ? true
        : undefined,
    );

  /** Stops process i with `signal`, starts it again on its port and waits until nginx uses it. */
  const restart = async (i: number, signal: 'SIGTERM' | 'SIGKILL') => {
    const child = processes[i]!;
    const at = Date.now();
    child.kill(signal);
    const [code] = (await once(child, 'exit')) as [number | null];
    const stoppedMs = Date.now() - at;
    await start(i);
    await servedAgain(ports[i]!, Date.now());
    return { at, code, stoppedMs };
  };

  beforeAll(async () => {
    if (skip) return;
    if (!process.env.REDIS_URL) throw new Error('the rolling restart test needs REDIS_URL (CI=true)');
    redis = new Redis(process.env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    fresh = await createTestDatabase();
    // The first-deposit bonus would lock part of each deposit: the players' sums are of cash only.
    await fresh.database.db.update(bonusOffers).set({ enabled: false });
    passwordHash = await storedPassword(PASSWORD);
    main = await bundledMain();
    ports.push(await freePort());
    do ports[1] = await freePort();
    while (ports[1] === ports[0]);
    nginx = await startNginx(ports);
    env = {
      DATABASE_URL: fresh.url!,
      DATABASE_POOL_SIZE: '6',
      REDIS_URL: process.env.REDIS_URL,
      REDIS_PREFIX: prefix,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      CAPTCHA: 'off',
      PUBLIC_URL: nginx.url,
      TRUST_PROXY_HOPS: '1',
      REBATE_SETTLEMENT: 'off',
      // A job claimed by a killed process is taken again this soon (the sandbox cashier's notices).
      JOB_LEASE_SECONDS: '3',
      JOB_POLL_MS: '100',
      CARD_KEYS: `rolling:${Buffer.alloc(32, 4).toString('base64')}`,
    };
    dataDirs.push(...ports.map(() => mkdtempSync(path.join(tmpdir(), 'hall-rolling-'))));
    await Promise.all(ports.map((_, i) => start(i)));
  }, 120_000);

  afterAll(async () => {
    if (skip) return;
    await Promise.all(
      processes
        .filter((child) => child.exitCode === null && child.signalCode === null)
        .map(async (child) => {
          child.kill('SIGTERM');
          await once(child, 'exit');
        }),
    );
    await nginx?.stop();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
    await fresh?.dispose();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** Signs players in, funds them, and keeps them spinning (a deposit now and then) until `stop`. */
  async function playUntil(stop: () => Promise<void>) {
    const db = fresh.database.db;
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, async () => {
        const user = await createUser(db, { passwordHash });
        deviceNo += 1;
        return new Player(new Device(new URL(nginx.url), `127.0.0.${deviceNo}`), user.id, user.account);
      }),
    );
    await Promise.all(players.map((p) => p.signIn()));
    const channelId = await players[0]!.sandboxChannel();
    await Promise.all(players.map((p) => p.deposit(channelId, 1000n)));
    for (const p of players) p.watch();

    let playing = true;
    const loops = players.map(async (p) => {
      for (let n = 1; playing; n++) {
        if (n % 10 === 0) await p.deposit(channelId, 1000n);
        else await p.spin();
      }
    });
    try {
      await pause(1500);
      await stop();
      await pause(1000);
    } finally {
      playing = false;
      await Promise.all(loops);
    }

    // No gateway notice is left queued or held by a killed process; then every stream shows the final balance.
    // (Counted by kind: the scheduled ledger check always has its next run queued.)
    await until('every sandbox notice to be delivered', async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(sql`${jobs.state} <> 'done' and ${jobs.kind} = 'sandbox-deposit-notice'`);
      return row!.n === 0 ? true : undefined;
    });
    for (const p of players) {
      expect(await p.balance()).toBe(p.expected.toString());
      await until(`${p.account}'s stream to show ${p.expected}`, () =>
        p.streamBalance === p.expected.toString() ? true : undefined,
      );
    }
    await Promise.all(players.map((p) => p.stopWatching()));
    for (const p of players) p.device.close();
    return players;
  }

  /** Everything a player was told is in the ledger, once: its rounds, its deposits, its balance. */
  async function expectNothingLost(players: Player[]) {
    const db = fresh.database.db;
    const keys = new Set(
      (await db.select({ k: ledgerTransfers.idempotencyKey }).from(ledgerTransfers)).map((r) => r.k),
    );
    for (const p of players) {
      expect(p.wrongBalances, `${p.account}: spins answered with another balance`).toEqual([]);
      for (const r of p.rounds) {
        expect(keys.has(`bet:${r.roundSn}`), `round ${r.roundSn} bet in the ledger`).toBe(true);
        if (r.win > 0n) expect(keys.has(`win:${r.roundSn}`), `round ${r.roundSn} win in the ledger`).toBe(true);
      }
      for (const sn of p.deposits) expect(keys.has(`deposit:${sn}`), `deposit ${sn} in the ledger`).toBe(true);
      // No round the player was not told of: a spin sent twice (a retry) was played once.
      const [played] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(gameRounds)
        .where(eq(gameRounds.userId, p.userId));
      expect(played!.n).toBe(p.rounds.length);
    }
    await expectLedgerVerified(db);
  }

  /**
   * Per player: its streams were served by both processes (it moved over when one stopped). nginx
   * writes a stream's line when the stream ends, and the last streams were closed by the devices a
   * moment ago: their lines are waited for (a few seconds at most) before the check.
   */
  async function expectStreamsMoved(players: Player[]) {
    const both = new Set(ports.map((port) => `127.0.0.1:${port}`));
    const servedBy = (p: Player) =>
      new Set(
        nginx
          .accessLog()
          .filter((e) => e.remote === p.device.address && e.uri === '/v2/app/events')
          .map((e) => e.upstream.split(', ').at(-1)),
      );
    await until(
      'the closed streams to be logged',
      () => (players.every((p) => servedBy(p).size === both.size) ? true : undefined),
      5_000,
    ).catch(() => undefined);
    for (const p of players) expect(servedBy(p), `${p.account}'s streams`).toEqual(both);
  }

  const report = (label: string, players: Player[], log: AccessLogEntry[], extra: Record<string, unknown>) => {
    const attempts = players.flatMap((p) => p.attempts);
    console.log(
      `${label}: ${JSON.stringify({
        players: players.length,
        requests: attempts.length,
        spins: players.reduce((n, p) => n + p.rounds.length, 0),
        deposits: players.reduce((n, p) => n + p.deposits.length, 0),
        failuresSeenByClients: attempts.filter((a) => !a.ok).length,
        streamsOpened: players.reduce((n, p) => n + p.streamsOpened, 0),
        reconnectHints: players.reduce((n, p) => n + p.reconnectHints, 0),
        streamsCut: players.reduce((n, p) => n + p.streamsCut, 0),
        // Sent on to the other process by nginx: refused at connect, or (bytes sent to the first) cut mid-request.
        passedOnByNginx: log.filter((e) => e.upstream.includes(',')).length,
        passedOnAfterReachingAProcess: log.filter(
          (e) => e.upstream.includes(',') && e.upstreamBytesSent.split(', ')[0] !== '0',
        ).length,
        answered5xxByNginx: log.filter((e) => e.status >= 500).length,
        ...extra,
      })}`,
    );
  };

  it.skipIf(skip)(
    'SIGTERM one process, then the other: nothing acknowledged is lost, no 5xx, every stream moves over',
    async () => {
      const logFrom = nginx.accessLog().length;
      const stops: Array<{ code: number | null; stoppedMs: number }> = [];
      const players = await playUntil(async () => {
        stops.push(await restart(0, 'SIGTERM'));
        stops.push(await restart(1, 'SIGTERM'));
      });
      const fromNginx = nginx.accessLog().slice(logFrom);
      report('rolling restart (SIGTERM)', players, fromNginx, { drainMs: stops.map((s) => s.stoppedMs) });

      // Each process drained and exited by itself, well within its 10 s limit.
      for (const s of stops) {
        expect(s.code).toBe(0);
        expect(s.stoppedMs).toBeLessThan(10_000);
      }
      for (const p of players) {
        expect(p.failures(), `${p.account}: requests without an answer`).toEqual([]);
        expect(p.streamsCut, `${p.account}: streams cut without a word`).toBe(0);
        expect(p.reconnectHints, `${p.account}: told to reconnect`).toBeGreaterThanOrEqual(1);
      }
      expect(fromNginx.filter((e) => e.status >= 500)).toEqual([]);
      await expectStreamsMoved(players);
      await expectNothingLost(players);
    },
    240_000,
  );

  it.skipIf(skip)(
    'kill -9 one process, then the other: acknowledged spins and deposits survive, only requests in flight fail',
    async () => {
      const logFrom = nginx.accessLog().length;
      const kills: Array<{ at: number; code: number | null; stoppedMs: number }> = [];
      const players = await playUntil(async () => {
        kills.push(await restart(0, 'SIGKILL'));
        kills.push(await restart(1, 'SIGKILL'));
      });
      const failures = players.flatMap((p) => p.failures());
      // In flight at a kill: sent before it and answered after, or sent in the moment after it, before
      // nginx has seen the dead process's pooled connections close (it may already have put the
      // request on one; seen once in CI, 100 ms after the kill).
      const atAKill = (f: { start: number; end: number }) =>
        kills.some((k) => f.start <= k.at + KILL_NOTICED_MS && k.at <= f.end);
      report('rolling kill -9', players, nginx.accessLog().slice(logFrom), {
        failuresInFlightAtAKill: failures.filter(atAKill).length,
      });

      // What failed was on its way when a process died (sent before, answered after); nothing else.
      for (const f of failures) {
        expect(atAKill(f), `${f.what} failed at ${f.start}..${f.end}`).toBe(true);
      }
      // A stream on a killed process is cut (at most one per player per kill) and comes back.
      for (const p of players) expect(p.streamsCut).toBeLessThanOrEqual(kills.length);
      await expectStreamsMoved(players);
      await expectNothingLost(players);
    },
    240_000,
  );
});
