// PUBLIC_URL defaults to the address the server listens on: a server started with only PORT set
// sends players to its own cashier and says at start-up where it is, where its mail arrives and
// where the sandbox cashier is.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listenUrl, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migratedDataDir, testEngine } from './test/database';
import { createSignedInUser } from './test/factories';
import { freePort } from './test/server-process';

const root = path.resolve(import.meta.dirname, '../../..');

describe('the default PUBLIC_URL', () => {
  it('is the address listened on', () => {
    expect(loadConfig({ PORT: '3631' }).PUBLIC_URL).toBe('http://localhost:3631');
    expect(loadConfig({ PORT: '3631', HOST: '::' }).PUBLIC_URL).toBe('http://localhost:3631');
    expect(loadConfig({ PORT: '4000', HOST: '127.0.0.1' }).PUBLIC_URL).toBe('http://127.0.0.1:4000');
    expect(loadConfig({ PORT: '4000', HOST: '::1' }).PUBLIC_URL).toBe('http://[::1]:4000');
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('gives way to an explicit PUBLIC_URL', () => {
    const config = loadConfig({
      PORT: '3631',
      PUBLIC_URL: 'https://hall.example',
      NODE_ENV: 'production',
      CARD_KEYS: 'k:x',
      OPERATOR_NAME: 'Hall Operations Ltd.',
      LICENCE_TEXT: 'Licence 1',
      OPERATOR_ADDRESS: '1 Example Street',
    });
    expect(config.PUBLIC_URL).toBe('https://hall.example');
  });

  it('names IPv6 hosts in brackets', () => {
    expect(listenUrl('fd00::5', 80)).toBe('http://[fd00::5]:80');
  });
});

// One child process is enough to prove it; the PostgreSQL project would only repeat it.
describe.runIf(testEngine() === 'pglite')('a server started on another port', () => {
  it('links deposits to its own cashier and prints its real address, mailbox and sandbox', async () => {
    const dataDir = await migratedDataDir('hall-port-');
    let child: ChildProcess | undefined;
    try {
      // The player exists before start, in the data directory the server then opens.
      const database = await openDatabase({ dataDir });
      const { token } = await createSignedInUser(database.db);
      await database.close();

      const port = await freePort();
      child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: root,
        // Only PORT is chosen, as a developer running a second copy would: HOST and PUBLIC_URL keep
        // their defaults (empty counts as unset).
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '',
          PUBLIC_URL: '',
          DATABASE_URL: '',
          REDIS_URL: '',
          SMTP_URL: '',
          SANDBOX: '',
          DATA_DIR: dataDir,
          NODE_ENV: 'development',
          LOG_LEVEL: 'info',
          JOB_POLL_MS: '0',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      let started = false;
      const exited = once(child, 'exit').then(() => {
        if (!started) throw new Error(`the server exited before it was ready:\n${output}`);
      });
      // Marked handled here: after the start-up line, the exit at the end is expected.
      exited.catch(() => undefined);
      const ready = (async () => {
        for (;;) {
          if (child.exitCode !== null) return undefined;
          const line = output.split('\n').find((l) => l.includes('game hall ready'));
          if (line) return JSON.parse(line) as { msg: string; url: string; mailbox: string; sandboxCashier: string };
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      const startup = await Promise.race([ready, exited]);
      started = true;
      if (!startup) throw new Error(`no start-up line:\n${output}`);

      const site = `http://localhost:${port}`;
      expect(startup.url).toBe(site);
      expect(startup.mailbox).toBe(`${site}/dev/mailbox`);
      expect(startup.sandboxCashier).toContain(`${site}/sandbox/cashier/`);
      expect(startup.msg).toContain(`ready on ${site}`);
      expect(startup.msg).toContain('sandboxes on (listening on loopback only');
      expect(startup.msg).toContain(`${site}/dev/mailbox`);
      expect(startup.msg).toContain(`${site}/sandbox/cashier/`);

      const call = async (url: string, body: object) => {
        const response = await fetch(`http://127.0.0.1:${port}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'en-US', token },
          body: JSON.stringify(body),
        });
        // Each call returns its own shape; the assertions below name what they read.
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        return (await response.json()) as { code: number; msg: string; data: any };
      };
      const channels = await call('/v2/app/pay/query', {});
      const channel = channels.data.find((c: { code: string }) => c.code === 'sandbox-jpy');
      const order = await call('/v2/app/pay/order', {
        channelId: channel.id,
        amount: '5000',
        requestKey: 'port-test-1',
      });
      expect(order.code).toBe(200);
      expect(order.data.payUrl).toBe(`${site}/sandbox/cashier/${order.data.orderSn}`);

      // The link works: the cashier at that address shows the order.
      const cashier = await fetch(order.data.payUrl);
      expect(cashier.status).toBe(200);
      expect(await cashier.text()).toContain(order.data.orderSn);
    } finally {
      if (child && child.exitCode === null) {
        const exit = once(child, 'exit');
        child.kill('SIGTERM');
        await exit;
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
