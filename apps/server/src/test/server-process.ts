// The real server as a child process for tests that must kill it, restart it or run two of them:
// a free port, and the server bundled as `npm run build` bundles it, started in one process and
// resolved once /readyz answers.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';

/** The repository root, where `apps/server/src/main.ts` is started from. */
export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;
  server.close();
  return port;
}

let bundle: Promise<string> | undefined;

/**
 * The server bundled as `npm run build` bundles it (apps/server/build.mjs: our code inlined, npm
 * packages from node_modules), once per test process. It starts in about a second where tsx takes
 * five or more, which is what lets the restart tests restart processes several times; and it is
 * what production runs. It lives under apps/server/dist so it finds the migrations as dist/main.js does.
 */
export function bundledMain(): Promise<string> {
  bundle ??= (async () => {
    const server = path.join(repoRoot, 'apps/server');
    const dist = path.join(server, 'dist');
    mkdirSync(dist, { recursive: true });
    // A test worker that was killed leaves its bundle behind: those of an hour ago are nobody's now.
    for (const name of readdirSync(dist)) {
      const old = path.join(dist, name);
      if (name.startsWith('test-') && Date.now() - statSync(old).mtimeMs > 3_600_000)
        rmSync(old, { recursive: true, force: true });
    }
    const outdir = mkdtempSync(path.join(dist, 'test-'));
    process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
    const pkg = JSON.parse(readFileSync(path.join(server, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    await build({
      entryPoints: { main: path.join(server, 'src/main.ts') },
      outdir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      external: Object.keys(pkg.dependencies).flatMap((name) => [name, `${name}/*`]),
      logLevel: 'warning',
    });
    return path.join(outdir, 'main.js');
  })();
  return bundle;
}

/**
 * Starts the server with `env` on top of this process's environment. One process (not
 * npx → tsx → node), so SIGKILL really kills the server and nothing else runs on. It runs the bundle
 * (bundledMain(), what production runs), or `main` when given: a start under tsx took five to ten
 * seconds under a full run's load, and the crash tests start the server twice.
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  stdio: StdioOptions = ['ignore', 'ignore', 'inherit'],
  main?: string,
): Promise<ChildProcess> {
  const args = ['--enable-source-maps', main ?? (await bundledMain())];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio,
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      if (child.exitCode !== null || child.signalCode !== null)
        return reject(new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was ready`));
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
