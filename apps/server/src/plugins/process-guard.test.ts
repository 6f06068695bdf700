// A stray promise rejection must not take the server down: it is logged with the request that
// started it, counted in /metrics, and the server goes on answering. Proved in an app here and in
// the real server process started from source.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoggedTestApp, type LogLine } from '../test/logged-app';
import type { TestApp } from '../test/app';
import { migratedDataDir } from '../test/database';
import { freePort } from '../test/server-process';

const root = path.resolve(import.meta.dirname, '../../../..');
const STRAY = 'stray rejection nobody awaited';

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, seconds = 30): Promise<T> {
  for (let i = 0; i < seconds * 20; i++) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}

const rejectionsCounted = async (t: TestApp) => {
  const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  return Number(/^hall_unhandled_rejections_total (\d+)$/m.exec(text)?.[1] ?? NaN);
};

describe('a stray promise rejection in a request', () => {
  let t: TestApp & { lines: LogLine[] };
  // The test runner's own listeners report a stray rejection as a failed run; they step aside here
  // so that the process behaves as the server does: with only the app's guard listening, and
  // without it Node's default (crash the process) applies.
  let runnerListeners: NodeJS.UnhandledRejectionListener[] = [];
  beforeAll(async () => {
    runnerListeners = process.listeners('unhandledRejection');
    for (const listener of runnerListeners) process.off('unhandledRejection', listener);
    t = await createLoggedTestApp({}, (app) => {
      app.get('/test/stray-rejection', async () => {
        // Work that fails after the answer went out, with nobody awaiting it.
        const late = (async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          throw new Error(STRAY);
        })();
        void late;
        return { started: true };
      });
    });
  });
  afterAll(async () => {
    await t.close();
    for (const listener of runnerListeners) process.on('unhandledRejection', listener);
  });

  it('is logged with the request id, counted in the metrics, and the server keeps answering', async () => {
    const before = await rejectionsCounted(t);
    const response = await t.app.inject({ method: 'GET', url: '/test/stray-rejection' });
    expect(response.statusCode).toBe(200);
    const logged = await until('the rejection to be logged', () => t.lines.find((line) => line.err?.message === STRAY));
    expect(logged.msg).toContain('unhandled promise rejection');
    expect(logged.reqId).toBe(response.headers['x-request-id']);
    expect(await rejectionsCounted(t)).toBe(before + 1);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

// On an embedded database of its own, whichever engine this file runs on: the point is the process.
describe('the server process', () => {
  it('keeps running and answering after a stray rejection, and logs it', async () => {
    const dataDir = await migratedDataDir('hall-guard-');
    const port = await freePort();
    let server: ChildProcess | undefined;
    try {
      // The fixture rejects a promise nobody handles on SIGUSR2, so the test decides when.
      server = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '--import',
          './apps/server/src/test/fixtures/stray-rejection.ts',
          'apps/server/src/main.ts',
        ],
        {
          cwd: root,
          env: {
            ...process.env,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            DATABASE_URL: '',
            REDIS_URL: '',
            NODE_ENV: 'test',
            LOG_LEVEL: 'warn',
            WEB_DIST_DIR: path.join(dataDir, 'no-site'),
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      let exited: number | null | undefined;
      server.on('exit', (code) => (exited = code));
      const base = `http://127.0.0.1:${port}`;
      const healthy = async () => {
        try {
          return (await fetch(`${base}/healthz`)).ok || undefined;
        } catch {
          return undefined;
        }
      };
      await until(
        'the server to start',
        async () => {
          if (exited !== undefined) throw new Error(`the server exited before it started:\n${output}`);
          return healthy();
        },
        60,
      );

      server.kill('SIGUSR2');
      await until('the rejection to be logged', () => (output.includes(STRAY) ? true : undefined));
      const line = output.split('\n').find((l) => l.includes(STRAY))!;
      expect(JSON.parse(line)).toMatchObject({ msg: expect.stringContaining('unhandled promise rejection') });
      expect(await healthy()).toBe(true);
      expect(exited).toBeUndefined();
    } finally {
      if (server && server.exitCode === null) {
        server.kill('SIGTERM');
        await once(server, 'exit');
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
