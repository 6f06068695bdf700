// Two server processes on one PostgreSQL database and one Redis behave as one site: a sign-in lock
// counted by one holds on the other, a code mailed through one is accepted by the other, a captcha
// issued by one is checked (once) by the other, and a background job queued on either runs once.
// Runs on PostgreSQL with Redis; with CI=true a missing or unreachable Redis fails it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/jobs';
import { storedPassword } from './passwords';
import { createTestDatabase, testEngine } from './database';
import { createUser } from './factories';
import { startTestSmtp } from './smtp';
import { bundledMain, freePort } from './server-process';

const root = path.resolve(import.meta.dirname, '../../../..');

async function until<T>(what: string, probe: () => Promise<T | undefined>, seconds = 60): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Envelope {
  code: number;
  msg: string;
  // Each call returns its own shape; each assertion names what it reads.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
}

function startServer(
  env: Record<string, string>,
  main: string,
): { child: ChildProcess; base: string; ready: Promise<void> } {
  // One process (not npx → tsx → node), so stopping it stops the server; the bundle production runs.
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${env.PORT}`;
  let exited = false;
  child.on('exit', () => (exited = true));
  const ready = until(`the server on ${env.PORT} to be ready`, async () => {
    if (exited) throw new Error(`the server on ${env.PORT} exited before it was ready`);
    try {
      return (await fetch(`${base}/readyz`)).ok ? true : undefined;
    } catch {
      return undefined;
    }
  }).then(() => undefined);
  return { child, base, ready };
}

const shouldRun = testEngine() === 'postgres' && (Boolean(process.env.REDIS_URL) || process.env.CI === 'true');

describe.runIf(shouldRun)('two server processes on one database and one Redis', () => {
  it('share sign-in limits, e-mail codes and captchas, and run a queued job once', async () => {
    if (!process.env.REDIS_URL) throw new Error('the scale-out test needs REDIS_URL (CI=true)');
    const redis = new Redis(process.env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    const prefix = `scale:${randomBytes(6).toString('hex')}:`;
    const fresh = await createTestDatabase();
    const smtp = await startTestSmtp();
    const dataDirs = [
      mkdtempSync(path.join(tmpdir(), 'hall-scale-a-')),
      mkdtempSync(path.join(tmpdir(), 'hall-scale-b-')),
    ];
    const servers: ChildProcess[] = [];
    try {
      const shared = {
        DATABASE_URL: fresh.url!,
        REDIS_URL: process.env.REDIS_URL,
        REDIS_PREFIX: prefix,
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        CAPTCHA: 'on',
        SMTP_URL: smtp.url,
        CODES_PER_IP_HOUR: '1000',
        JOB_POLL_MS: '50',
        CARD_KEYS: `scale:${Buffer.alloc(32, 5).toString('base64')}`,
      };
      const main = await bundledMain();
      const bases = await Promise.all(
        dataDirs.map(async (dataDir) => {
          const port = String(await freePort());
          const server = startServer(
            {
              ...shared,
              PORT: port,
              DATA_DIR: dataDir,
              PUBLIC_URL: `http://127.0.0.1:${port}`,
            },
            main,
          );
          servers.push(server.child);
          await server.ready;
          return server.base;
        }),
      );
      const [a, b] = [bases[0]!, bases[1]!];
      const call = async (base: string, url: string, body: object): Promise<Envelope> => {
        const response = await fetch(base + url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
          body: JSON.stringify(body),
        });
        return (await response.json()) as Envelope;
      };
      /** A captcha issued by one process, with its answer read from the shared store. */
      const captchaFrom = async (base: string) => {
        const issued = await call(base, '/v2/app/auth/get', {});
        expect(issued.code).toBe(200);
        const answer = await redis.get(`${prefix}captcha:${issued.data.uuid}`);
        expect(answer).toBeTruthy();
        return { uuid: issued.data.uuid as string, qrcode: answer! };
      };

      // A captcha issued by A is checked by B, and only once whichever process sees it again.
      const wrong = await captchaFrom(a);
      expect(
        (await call(b, '/v2/app/auth/login', { account: 'x', password: 'y', uuid: wrong.uuid, qrcode: 'nope' })).data
          .reason,
      ).toBe('captcha_invalid');
      const right = await captchaFrom(a);
      const accepted = await call(b, '/v2/app/auth/login', { account: 'nobody-here', password: 'y', ...right });
      expect(accepted.data.reason).toBe('login_failed');
      expect(
        (await call(a, '/v2/app/auth/login', { account: 'nobody-here', password: 'y', ...right })).data.reason,
      ).toBe('captcha_invalid');

      // The sign-in lock: five failures counted on A lock the account on B too.
      const user = await createUser(fresh.database.db, { passwordHash: await storedPassword('right horse battery') });
      const signIn = async (base: string, password: string) =>
        call(base, '/v2/app/auth/login', { account: user.account, password, ...(await captchaFrom(a)) });
      for (let i = 0; i < 5; i++) expect((await signIn(a, 'wrong password')).data.reason).toBe('login_failed');
      const locked = await signIn(b, 'right horse battery');
      expect(locked.code).toBe(429);
      expect(locked.data.token).toBeUndefined();

      // An e-mail code sent through A is accepted through B (read from the mail that was delivered).
      const email = `scale-${randomBytes(4).toString('hex')}@example.test`;
      expect((await call(a, '/v2/app/register/send/email/code', { email })).code).toBe(200);
      const code = await smtp.codeFor(email);
      expect((await call(b, '/v2/app/register/valid', { email, code, acceptTerms: true })).code).toBe(200);

      // Mail deliveries are jobs, queued by whichever process took the request and claimed by
      // whichever polls first: each runs once, so each address gets exactly one message.
      const addresses = Array.from(
        { length: 12 },
        (_, i) => `once-${i}-${randomBytes(3).toString('hex')}@example.test`,
      );
      await Promise.all(
        addresses.map(async (to, i) =>
          expect((await call(i % 2 ? b : a, '/v2/app/register/send/email/code', { email: to })).code).toBe(200),
        ),
      );
      const db = fresh.database.db;
      const deliveries = await until('every delivery job to finish', async () => {
        // The first code's delivery and one per address: no other mail is sent in this database.
        const rows = await db.select().from(jobs).where(eq(jobs.kind, 'mail'));
        return rows.length === addresses.length + 1 && rows.every((r) => r.state === 'done') ? rows : undefined;
      });
      expect(deliveries.every((job) => job.attempts === 1)).toBe(true);
      for (const to of addresses) expect(smtp.inbox.filter((m) => m.to.includes(to))).toHaveLength(1);
    } finally {
      await Promise.all(
        servers
          .filter((child) => child.exitCode === null)
          .map(async (child) => {
            child.kill('SIGTERM');
            await once(child, 'exit');
          }),
      );
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
      await smtp.close();
      await fresh.dispose();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
