// The service worker (pwa/service-worker.js) run against a stand-in worker scope: which requests it
// answers and how. Above all, it must never answer for, or cache, the API.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const source = readFileSync(path.resolve(import.meta.dirname, '../../pwa/service-worker.js'), 'utf8');
const ORIGIN = 'https://hall.example';
const PRECACHE = ['/index.html', '/manifest.webmanifest', '/assets/index-abc.js'];

type Listener = (event: unknown) => void;

function loadWorker() {
  const listeners: Record<string, Listener> = {};
  const store = new Map<string, Response>();
  const cache = {
    put: vi.fn(async (key: Request | string, response: Response) => {
      store.set(typeof key === 'string' ? key : new URL(key.url).pathname, response);
    }),
    addAll: vi.fn(async () => undefined),
  };
  const caches = {
    open: vi.fn(async () => cache),
    match: vi.fn(async (key: Request | string) => store.get(typeof key === 'string' ? key : new URL(key.url).pathname)),
    keys: vi.fn(async () => ['hall-shell-old', 'hall-assets', 'other-app']),
    delete: vi.fn(async () => true),
  };
  const fetch = vi.fn<(request: Request) => Promise<Response>>();
  const scope = {
    __PRECACHE__: PRECACHE,
    __VERSION__: 'test',
    location: { origin: ORIGIN },
    clients: { claim: vi.fn(async () => undefined) },
    addEventListener: (type: string, listener: Listener) => {
      listeners[type] = listener;
    },
  };
  // The built worker has the list written in; the template reads it from self.
  const run = new Function('self', 'caches', 'fetch', `${source}\nreturn { strategyFor };`) as (...args: unknown[]) => {
    strategyFor: (request: { method: string; url: string; mode?: string }, origin: string) => string;
  };
  const { strategyFor } = run(scope, caches, fetch);

  /** Sends a fetch event; answers the worker's response, or undefined when it let the browser fetch. */
  async function dispatch(request: Request & { mode: string }) {
    let answer: Promise<Response> | undefined;
    listeners.fetch!({ request, respondWith: (response: Promise<Response>) => (answer = response) });
    return answer ? await answer : undefined;
  }
  return { strategyFor, dispatch, fetch, caches, cache, listeners, store };
}

/** The parts of a Request the worker reads. */
function request(pathName: string, { method = 'GET', mode = 'cors' } = {}) {
  return { method, mode, url: `${ORIGIN}${pathName}` } as unknown as Request & { mode: string };
}

describe('the service worker', () => {
  let worker: ReturnType<typeof loadWorker>;
  beforeEach(() => {
    worker = loadWorker();
  });

  it('never answers for the API, health checks, developer or sandbox pages', async () => {
    for (const pathName of ['/v2/app/notice/query', '/healthz', '/readyz', '/dev/mailbox', '/sandbox/cashier/1']) {
      for (const mode of ['cors', 'navigate']) {
        expect(worker.strategyFor({ method: 'GET', url: `${ORIGIN}${pathName}`, mode }, ORIGIN), pathName).toBe(
          'network',
        );
        expect(await worker.dispatch(request(pathName, { mode }))).toBeUndefined();
      }
    }
    expect(await worker.dispatch(request('/v2/app/station/read', { method: 'POST' }))).toBeUndefined();
    expect(worker.fetch).not.toHaveBeenCalled();
    expect(worker.cache.put).not.toHaveBeenCalled();
  });

  it('leaves other sites and other methods alone', () => {
    expect(worker.strategyFor({ method: 'GET', url: 'https://cdn.example/x.js', mode: 'cors' }, ORIGIN)).toBe(
      'network',
    );
    expect(worker.strategyFor({ method: 'POST', url: `${ORIGIN}/assets/a.js`, mode: 'cors' }, ORIGIN)).toBe('network');
  });

  it('loads pages from the network first and keeps the fresh shell', async () => {
    const page = new Response('<html>new</html>', { headers: { 'content-type': 'text/html' } });
    worker.fetch.mockResolvedValueOnce(page);
    const answer = await worker.dispatch(request('/game/notice', { mode: 'navigate' }));
    expect(await answer!.text()).toBe('<html>new</html>');
    expect(worker.store.has('/index.html')).toBe(true);
  });

  it("does not keep the lobby's page as the shell: it draws the lobby's first screen under every page", async () => {
    worker.fetch.mockResolvedValueOnce(
      new Response('<html>lobby</html>', { headers: { 'content-type': 'text/html' } }),
    );
    const answer = await worker.dispatch(request('/?from=app', { mode: 'navigate' }));
    expect(await answer!.text()).toBe('<html>lobby</html>');
    expect(worker.store.has('/index.html')).toBe(false);
  });

  it('shows the cached shell for a page when offline', async () => {
    worker.store.set('/index.html', new Response('<html>shell</html>'));
    worker.fetch.mockRejectedValueOnce(new TypeError('offline'));
    const answer = await worker.dispatch(request('/user/station-letter', { mode: 'navigate' }));
    expect(await answer!.text()).toBe('<html>shell</html>');
  });

  it('serves hashed assets from the cache, fetching and keeping them the first time', async () => {
    worker.fetch.mockResolvedValueOnce(new Response('code'));
    expect(await (await worker.dispatch(request('/assets/notice-123.js')))!.text()).toBe('code');
    expect(worker.fetch).toHaveBeenCalledTimes(1);
    expect(await (await worker.dispatch(request('/assets/notice-123.js')))!.text()).toBe('code');
    expect(worker.fetch).toHaveBeenCalledTimes(1);
  });

  it('precaches the shell on install and drops older shells on activate', async () => {
    const waits: Promise<unknown>[] = [];
    const event = { waitUntil: (promise: Promise<unknown>) => waits.push(promise) };
    worker.listeners.install!(event);
    worker.listeners.activate!(event);
    await Promise.all(waits);
    expect(worker.cache.addAll).toHaveBeenCalledWith(PRECACHE);
    expect(worker.caches.delete).toHaveBeenCalledWith('hall-shell-old');
    expect(worker.caches.delete).not.toHaveBeenCalledWith('hall-assets');
    expect(worker.caches.delete).not.toHaveBeenCalledWith('other-app');
  });
});
