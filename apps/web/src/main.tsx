// Start-up: take a token from the address, pick the language, load its texts, then render.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import 'antd-mobile/es/global';
import './styles/theme.css';
import './styles/app.css';
import './styles/lobby-frame.css';
import { App } from './app/app';
import { createApiErrorListener } from './app/api-error-listener';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { currentLocale } from './lib/locale';
import { listenForInstall, registerServiceWorker } from './lib/pwa';
import { createQueryClient } from './lib/query-client';
import { consumeTokenFromUrl } from './lib/token-from-url';
import { applyUiLocale } from './lib/ui-locale';
import { yieldToBrowser } from './lib/yield-to-browser';

/** Resolves once the router's first navigation has ended (its page's code and loader are done). */
function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

async function start() {
  // The install prompt fires early; catch it before anything else waits.
  listenForInstall();
  consumeTokenFromUrl();
  const locale = currentLocale();
  const texts = Promise.all([initI18n(locale), applyUiLocale(locale)]);
  // The scripts' own evaluation was one task; making the router (and its first navigation) is the
  // next, rather than the same long one.
  await yieldToBrowser();
  // The router starts its first navigation as it is made, fetching the landing page's code (and
  // checking the session) while the texts download, instead of after them.
  const queryClient = createQueryClient(createApiErrorListener());
  const router = createAppRouter(queryClient);
  await texts;
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  // The lobby's page already shows the lobby's first screen (the server drew it): it stays until the
  // lobby itself can render, instead of giving way to a loading page and coming back. (Only the
  // lobby: a page that asks a visitor to sign in needs the app rendered to show the dialog.)
  if (container.querySelector('.boot-shell .home')) await routerReady(router);
  const root = createRoot(container);
  // Rendered as a transition, the first render yields to the browser every few milliseconds instead
  // of holding the main thread for the whole lobby: on a slow phone that was one task of half a
  // second or more, during which a tap on the header went unanswered (Lighthouse's blocking time,
  // five runs each: median 1.2 s before, 0.66 s after). The page from the HTML stays until it is done.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
  // Development serves modules one by one through Vite; only a build has the shell a worker caches.
  if (import.meta.env.PROD) registerServiceWorker();
}

void start();
