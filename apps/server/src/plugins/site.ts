// Serves the built web app: hashed assets cached for a year, index.html never cached, and the
// single-page-app fallback for every non-API GET. API paths that match nothing get the 404 envelope.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/app-error';
import { withLobbyFirstPaint, type LobbyFirstPaint } from './lobby-first-paint';

const API_PREFIXES = ['/v2/', '/healthz', '/readyz', '/dev/', '/sandbox/'];

const isConsole = (url: string) => url === '/console' || url.startsWith('/console/') || url.startsWith('/console?');

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url.split('?')[0] ?? '/';
  if (API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p))) return false;
  // A missing file with an extension (a stale hashed asset) is a real 404, not the app shell.
  return path.extname(url) === '' || url.endsWith('.html');
}

/** How long the lobby page's first screen is kept before the database is asked again. */
const FIRST_PAINT_TTL_MS = 30_000;

const isLobby = (url: string) => (url.split('?')[0] ?? '/') === '/';

interface SiteOptions {
  distDir: string;
  /** What the lobby's first screen draws; the content module reads it (this plugin sits below the modules). */
  readLobbyFirstPaint: () => Promise<LobbyFirstPaint>;
}

const NO_FIRST_PAINT: LobbyFirstPaint = { banner: null, notices: false };

async function sitePlugin(app: FastifyInstance, options: SiteOptions) {
  const indexPath = path.join(options.distDir, 'index.html');
  const hasSite = existsSync(indexPath);
  if (!hasSite) app.log.warn({ distDir: options.distDir }, 'web app not built: only the API is served');

  if (hasSite) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // Our setHeaders decides caching; the plugin's own header would overwrite it.
      cacheControl: false,
      setHeaders(res, filePath) {
        const assets = path.join(options.distDir, 'assets') + path.sep;
        res.setHeader(
          'cache-control',
          filePath.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  // Read once and kept: a rebuild is served after a restart. The console is its own page of the build.
  const pages = new Map<string, string>();
  const consolePath = path.join(options.distDir, 'console.html');
  const page = (file: string) => {
    let html = pages.get(file);
    if (html === undefined) pages.set(file, (html = readFileSync(file, 'utf8')));
    return html;
  };
  // The lobby's page is every visit's first answer: it is not held up by database queries each time.
  // What it draws may be up to half a minute old, which the app's first render corrects.
  let firstPaint: { paint: Promise<LobbyFirstPaint>; until: number } | undefined;
  const lobbyFirstPaint = () => {
    if (!firstPaint || firstPaint.until < Date.now()) {
      // The page is served regardless when the database cannot say.
      const paint = options.readLobbyFirstPaint().catch((error: unknown) => {
        app.log.warn({ err: error }, "lobby page served without its first screen's banner");
        return NO_FIRST_PAINT;
      });
      firstPaint = { paint, until: Date.now() + FIRST_PAINT_TTL_MS };
    }
    return firstPaint.paint;
  };
  // The console's shell is never stored: what an operator's browser keeps, a shared desk could read.
  const sendIndex = async (reply: FastifyReply, url: string) => {
    const operator = isConsole(url);
    let html = page(operator && existsSync(consolePath) ? consolePath : indexPath);
    if (!operator && isLobby(url)) html = withLobbyFirstPaint(html, await lobbyFirstPaint());
    return reply
      .code(200)
      .header('cache-control', operator ? 'no-store' : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  app.setNotFoundHandler(async (request, reply) => {
    if (hasSite && wantsPage(request)) return sendIndex(reply, request.url);
    throw AppError.notFound();
  });
}

export default fp(sitePlugin, { name: 'site', dependencies: ['errors', 'database'] });
