// The real server as a child process for tests that must kill it, restart it or run two of them:
// a free port, and `main.ts` started under tsx in one process, resolved once /readyz answers.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

/** The repository root, where `apps/server/src/main.ts` is started from. */
export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;
  server.close();
  return port;
}

/**
 * Starts the server with `env` on top of this process's environment. One process (not
 * npx → tsx → node), so SIGKILL really kills the server and nothing else runs on.
 */
export function startServer(
  port: number,
  env: Record<string, string>,
  stdio: StdioOptions = ['ignore', 'ignore', 'inherit'],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio,
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return resolve(child);
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) return reject(new Error('server did not start'));
      setTimeout(poll, 250);
    };
    void poll();
  });
}

/**
 * POSTs JSON to a server started above and returns its envelope, or null when no answer came
 * (the process was killed mid-request, which crash tests do on purpose).
 */
export function apiCaller(port: number) {
  return (url: string, body: object, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
      .then((r) => r.json() as Promise<{ code: number; data: Record<string, unknown> }>)
      .catch(() => null);
}
