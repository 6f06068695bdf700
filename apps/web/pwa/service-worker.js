// The site's service worker, built into dist/sw.js by service-worker-plugin.ts, which fills in the
// precache list (the app shell: index.html, the entry scripts and styles, manifest and icons) and
// the version (a hash of that list).
//
// - Page loads (navigations): network first, so a deploy shows at once; offline, the cached shell.
// - /assets/*: cache first; their names carry a content hash, so a cached copy is never stale.
// - The API and server pages (/v2/, /healthz, /readyz, /dev/, /sandbox/) are NEVER cached: the
//   worker does not even answer for them, so they go to the network exactly as without a worker.
/* global self, caches, fetch */
const PRECACHE = self.__PRECACHE__;
const VERSION = self.__VERSION__;
const SHELL_CACHE = `hall-shell-${VERSION}`;
const ASSET_CACHE = 'hall-assets';
const SHELL_URL = '/index.html';
// The console is online-only: its pages are never cached nor stand in for the player's shell.
const NETWORK_ONLY = ['/v2/', '/healthz', '/readyz', '/dev/', '/sandbox/', '/console'];

/** What the worker does with a request: 'network' (hands it back untouched), 'page', 'asset' or 'static'. */
function strategyFor(request, origin) {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  const path = url.pathname;
  if (NETWORK_ONLY.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))) return 'network';
  if (request.mode === 'navigate') return 'page';
  if (path.startsWith('/assets/')) return 'asset';
  if (PRECACHE.includes(path)) return 'static';
  return 'network';
}

async function pageFromNetworkOrShell(request) {
  try {
    const response = await fetch(request);
    // A fresh shell for the next offline visit (every page of the app is the same index.html, but for
    // the lobby's, which also draws the lobby's first screen: that one would show under every page).
    const lobby = new URL(request.url).pathname === '/';
    if (!lobby && response.ok && (response.headers.get('content-type') || '').includes('text/html')) {
      const cache = await caches.open(SHELL_CACHE);
      await cache.put(SHELL_URL, response.clone());
    }
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL_URL);
    if (shell) return shell;
    throw error;
  }
}

async function assetFromCacheOrNetwork(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

async function staticFromNetworkOrCache(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    throw error;
  }
}

if (typeof self !== 'undefined' && typeof self.addEventListener === 'function') {
  self.addEventListener('install', (event) => {
    event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(PRECACHE)));
  });

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        // Shells of earlier builds go; hashed assets stay, since pages still open may ask for them.
        for (const name of await caches.keys()) {
          if (name.startsWith('hall-shell-') && name !== SHELL_CACHE) await caches.delete(name);
        }
        await self.clients.claim();
      })(),
    );
  });

  self.addEventListener('fetch', (event) => {
    const strategy = strategyFor(event.request, self.location.origin);
    if (strategy === 'page') event.respondWith(pageFromNetworkOrShell(event.request));
    else if (strategy === 'asset') event.respondWith(assetFromCacheOrNetwork(event.request));
    else if (strategy === 'static') event.respondWith(staticFromNetworkOrCache(event.request));
    // 'network': no respondWith, so the browser fetches it as if there were no worker.
  });
}
