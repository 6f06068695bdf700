// The test app with its log kept: for tests that prove what the server logs (warnings, stray
// rejections), which the usual silent test app cannot show.
import { Writable } from 'node:stream';
import type { App } from '../app';
import { createTestApp, type TestApp } from './app';

export interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  err?: { message?: string };
  [key: string]: unknown;
}

export async function createLoggedTestApp(
  env: Record<string, string | undefined> = {},
  setup?: (app: App) => void,
): Promise<TestApp & { lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as LogLine);
      callback();
    },
  });
  // Warnings and worse unless a test asks for more (LOG_LEVEL: 'info' keeps the access log too).
  const level = env.LOG_LEVEL ?? 'warn';
  const t = await createTestApp({ ...env, LOG_LEVEL: level }, setup, { level, stream });
  return { ...t, lines };
}
