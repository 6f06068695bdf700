// The server behind a real nginx (deploy/nginx.conf, TRUST_PROXY_HOPS=1), reached by two devices at
// different client addresses (127.0.0.2 and 127.0.0.3): every rule that depends on the client's
// address sees the device's, not nginx's: the sign-in lock, the e-mail code limit per address, the
// back-office allow-list, and the address kept with a player's session. A device's own
// X-Forwarded-For changes nothing. Runs on PostgreSQL; needs nginx (with CI=true its absence fails).
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedPassword } from './passwords';
import { createOperator } from '../modules/operator/service';
import { createTestDatabase, testEngine, type TestDatabase } from './database';
import { createUser } from './factories';
import { nginxSkipReason, startNginx, type Nginx } from './nginx';
import { signInEnrolling } from './operators';
import { Device } from './proxy-client';
import { bundledMain, freePort, startServer } from './server-process';

const skip = nginxSkipReason();

describe.runIf(testEngine() === 'postgres')(`the server behind nginx${skip ? ` (${skip})` : ''}`, () => {
  let fresh: TestDatabase;
  let nginx: Nginx;
  let server: ChildProcess;
  let dataDir: string;
  let phone: Device;
  let laptop: Device;
  beforeAll(async () => {
    if (skip) return;
    fresh = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'hall-proxy-'));
    const port = await freePort();
    nginx = await startNginx([port]);
    server = await startServer(
      port,
      {
        DATABASE_URL: fresh.url!,
        DATA_DIR: dataDir,
        // Limits in the database: what the rule counts is the address, wherever it is kept.
        REDIS_URL: '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        CAPTCHA: 'off',
        PUBLIC_URL: nginx.url,
        TRUST_PROXY_HOPS: '1',
        CONSOLE_ALLOWED_IPS: '127.0.0.2',
        CODES_PER_IP_HOUR: '2',
        REBATE_SETTLEMENT: 'off',
        CARD_KEYS: `proxy:${Buffer.alloc(32, 3).toString('base64')}`,
      },
      ['ignore', 'ignore', 'inherit'],
      await bundledMain(),
    );
    phone = new Device(new URL(nginx.url), '127.0.0.2');
    laptop = new Device(new URL(nginx.url), '127.0.0.3');
  }, 120_000);
  afterAll(async () => {
    if (skip) return;
    phone?.close();
    laptop?.close();
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    await nginx?.stop();
    await fresh?.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it.skipIf(skip)(
    "locks sign-in, counts codes, applies the allow-list and records sessions at each device's own address",
    async () => {
      const password = 'right horse battery';
      const player = await createUser(fresh.database.db, { passwordHash: await storedPassword(password) });
      const signIn = (device: Device, account: string, pass: string) =>
        device.call('/v2/app/auth/login', { account, password: pass, uuid: '', qrcode: '' });

      // Twenty failed sign-ins from the phone lock the phone's address (each name is new, so no
      // account lock is involved); the laptop, at its own address, signs in.
      for (let i = 0; i < 20; i++) {
        const failed = await signIn(phone, `nobody-${i}`, 'wrong password');
        expect(failed.envelope?.data?.reason, `attempt ${i + 1}`).toBe('login_failed');
      }
      expect((await signIn(phone, player.account, password)).status).toBe(429);
      // Writing another address into the header does not get the phone out of its lock.
      const forged = await phone.call(
        '/v2/app/auth/login',
        { account: player.account, password, uuid: '', qrcode: '' },
        { 'x-forwarded-for': '127.0.0.9' },
      );
      expect(forged.status).toBe(429);
      const signedIn = await signIn(laptop, player.account, password);
      expect(signedIn.status).toBe(200);
      expect(signedIn.envelope!.data.token).toEqual(expect.any(String));

      // Two codes an hour per address: the phone's third is refused, the laptop's first is not.
      const code = (device: Device, email: string) => device.call('/v2/app/register/send/email/code', { email });
      expect((await code(phone, 'first@example.test')).status).toBe(200);
      expect((await code(phone, 'second@example.test')).status).toBe(200);
      const third = await code(phone, 'third@example.test');
      expect(third.status).toBe(429);
      expect(third.envelope!.data.reason).toBe('too_many_requests');
      expect((await code(laptop, 'fourth@example.test')).status).toBe(200);

      // The back office answers the phone's address only, whatever the laptop writes into the header.
      await createOperator(fresh.database.db, { username: 'desk', password: 'desk test passphrase', role: 'support' });
      const refused = await laptop.call('/v2/admin/auth/login', { username: 'desk', password: 'desk test passphrase' });
      expect(refused.status).toBe(403);
      expect(refused.envelope!.data.reason).toBe('ip_not_allowed');
      const spoofed = await laptop.call(
        '/v2/admin/auth/login',
        { username: 'desk', password: 'desk test passphrase' },
        { 'x-forwarded-for': '127.0.0.2' },
      );
      expect(spoofed.status).toBe(403);
      const { token } = await signInEnrolling(
        async (url, body, headers) => {
          const res = await phone.call(url, body, headers);
          expect(res.status, `${url}: ${res.answer.body}`).toBe(200);
          return res.envelope!.data as Record<string, unknown>;
        },
        'desk',
        'desk test passphrase',
      );

      // The desk's view of the player's sessions shows the laptop's address, not nginx's.
      const detail = await phone.call('/v2/admin/player/get', { userId: player.id }, { token });
      expect(detail.status).toBe(200);
      const ips = (detail.envelope!.data.sessions as Array<{ ip: string | null }>).map((s) => s.ip);
      expect(ips).toEqual(['127.0.0.3']);

      // nginx saw both devices; the server never saw nginx's own address as a client's.
      const remotes = new Set(nginx.accessLog().map((entry) => entry.remote));
      expect(remotes).toEqual(new Set(['127.0.0.2', '127.0.0.3']));
    },
    120_000,
  );
});
