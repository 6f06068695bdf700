// Installing the site as an app: the service worker (production builds only, registered after the
// page has loaded so it never competes with the first paint) and the browser's install prompt,
// which arrives once per page view, early, and must be kept until the download page offers it.
import { create } from 'zustand';

/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState = 'unavailable' | 'available' | 'installed';

interface InstallStore {
  state: InstallState;
  event: BeforeInstallPromptEvent | null;
}

export const useInstallStore = create<InstallStore>()(() => ({ state: 'unavailable', event: null }));

/** True when this page runs as the installed app (home-screen icon), on any platform. */
export function runsInstalled(): boolean {
  const standalone = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  // iOS Safari reports an installed page this way instead.
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** Listens for the install prompt and for installs; call once at start-up, before the page loads. */
export function listenForInstall(target: Window = window): void {
  if (runsInstalled()) useInstallStore.setState({ state: 'installed', event: null });
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; the download page offers the prompt instead.
    event.preventDefault();
    useInstallStore.setState({ state: 'available', event: event as BeforeInstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => useInstallStore.setState({ state: 'installed', event: null }));
}

/** Shows the browser's install prompt; resolves with whether the player accepted. */
export async function promptInstall(): Promise<boolean> {
  const { event } = useInstallStore.getState();
  if (!event) return false;
  await event.prompt();
  const { outcome } = await event.userChoice;
  // A prompt can be shown only once; the browser sends a new event if it may ask again.
  useInstallStore.setState(
    outcome === 'accepted' ? { state: 'installed', event: null } : { event: null, state: 'unavailable' },
  );
  return outcome === 'accepted';
}

export function registerServiceWorker(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): void {
  if (!container) return;
  const register = () => {
    container.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
