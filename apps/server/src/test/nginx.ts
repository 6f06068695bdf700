// A real nginx in front of server processes, for tests about client addresses, restarts and several
// processes. It runs deploy/nginx.conf as the README shows it, with only the listen address and the
// upstream ports swapped, inside a temporary directory (its pid file, logs and buffers) as the
// current user, on a free loopback port. Its access log (JSON lines) says which process answered
// each request, and with which status, so a test can see retries the clients never saw.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { freePort, repoRoot } from './server-process';

export const nginxTemplate = path.join(repoRoot, 'deploy/nginx.conf');

/** The nginx binary: NGINX_BIN when set, else the usual places (Debian's /usr/sbin is often not on PATH). */
export function nginxBinary(): string | undefined {
  const candidates = process.env.NGINX_BIN
    ? [process.env.NGINX_BIN]
    : [
        ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'nginx')),
        '/usr/sbin/nginx',
        '/usr/local/sbin/nginx',
        '/usr/local/nginx/sbin/nginx',
      ];
  return candidates.find((file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Why the nginx tests cannot run here, for the title of the skipped suite; undefined when they can.
 * With CI=true a missing nginx is no reason: the tests run and fail.
 */
export function nginxSkipReason(): string | undefined {
  if (nginxBinary() || process.env.CI === 'true') return undefined;
  return 'skipped: nginx is not installed (apt-get install nginx); with CI=true this fails instead';
}

/** One line of the access log. `upstream` lists every process tried, in order ("A, B" after a retry). */
export interface AccessLogEntry {
  remote: string;
  method: string;
  uri: string;
  status: number;
  upstream: string;
  upstreamStatus: string;
  /** Bytes sent to each process tried: "0, 310" when the first refused the connection, "310, 310" when it got the request. */
  upstreamBytesSent: string;
  requestId: string;
  /** Seconds since the epoch, with milliseconds. */
  time: number;
}

export interface Nginx {
  port: number;
  url: string;
  accessLog(): AccessLogEntry[];
  errorLog(): string;
  stop(): Promise<void>;
}

/** deploy/nginx.conf with the test's listen address and upstream ports, everything else as written. */
export function siteConfig(listen: string, upstreamPorts: number[]): string {
  const template = readFileSync(nginxTemplate, 'utf8');
  const upstream = /(upstream hall \{\n)((?:.*\n)*?)(\})/.exec(template);
  if (!upstream) throw new Error(`${nginxTemplate}: no "upstream hall" block`);
  const servers = upstream[2]!.split('\n').filter((line) => /^\s*server 127\.0\.0\.1:\d+/.test(line));
  if (servers.length === 0) throw new Error(`${nginxTemplate}: no server line in the upstream`);
  const body = upstream[2]!.replace(
    servers.join('\n'),
    upstreamPorts.map((port) => servers[0]!.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${port}`)).join('\n'),
  );
  const site = template.replace(upstream[0], `${upstream[1]}${body}${upstream[3]}`);
  if (!/^ {4}listen 80;$/m.test(site)) throw new Error(`${nginxTemplate}: no "listen 80;" line`);
  return site.replace(/^ {4}listen 80;$/m, `    listen ${listen};`);
}

/** Starts nginx in front of the processes listening on `upstreamPorts`; resolves once it accepts connections. */
export async function startNginx(upstreamPorts: number[]): Promise<Nginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed: the deployment tests need it (apt-get install nginx)');
  const dir = mkdtempSync(path.join(tmpdir(), 'hall-nginx-'));
  const port = await freePort();
  writeFileSync(path.join(dir, 'site.conf'), siteConfig(`127.0.0.1:${port}`, upstreamPorts));
  const file = (name: string) => path.join(dir, name);
  writeFileSync(
    file('nginx.conf'),
    [
      // As root, nginx would hand its workers to "nobody"; keep them the user running the tests.
      process.getuid?.() === 0 ? `user ${userInfo().username};` : '',
      'worker_processes 1;',
      `pid ${file('nginx.pid')};`,
      `error_log ${file('error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  client_body_temp_path ${file('body')};`,
      `  proxy_temp_path ${file('proxy')};`,
      `  fastcgi_temp_path ${file('fastcgi')};`,
      `  uwsgi_temp_path ${file('uwsgi')};`,
      `  scgi_temp_path ${file('scgi')};`,
      '  log_format hall_test escape=json \'{"remote":"$remote_addr","method":"$request_method","uri":"$uri",' +
        '"status":$status,"upstream":"$upstream_addr","upstreamStatus":"$upstream_status",' +
        '"upstreamBytesSent":"$upstream_bytes_sent",' +
        '"requestId":"$request_id","time":$msec}\';',
      `  access_log ${file('access.log')} hall_test;`,
      `  include ${file('site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    binary,
    ['-p', dir, '-c', file('nginx.conf'), '-e', file('error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const errorLog = () => {
    try {
      return readFileSync(file('error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start: ${stderr}${errorLog()}`);
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
      socket.once('close', () => socket.destroy());
      setTimeout(() => socket.end(), 50);
    });
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}${errorLog()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    accessLog() {
      let text = '';
      try {
        text = readFileSync(file('access.log'), 'utf8');
      } catch {
        return [];
      }
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as AccessLogEntry);
    },
    errorLog,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
