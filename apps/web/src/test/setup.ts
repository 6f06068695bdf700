// Test set-up: English texts loaded synchronously, React trees unmounted and storage emptied after each
// test, and the UI kit's imperative pieces rendered with React 19's createRoot.
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, vi } from 'vitest';
import en from '../locales/en-US.json';
import { setupUiRender } from '../lib/ui-render';

await i18next.use(initReactI18next).init({
  lng: 'en-US',
  fallbackLng: 'en-US',
  resources: { 'en-US': { translation: en } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  showSupportNotice: false,
});

setupUiRender();

// Lazily loaded forms can take over a second to appear when the whole suite shares two cores; the
// default one-second wait for findBy queries made such tests fail by timing, not by behaviour.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
});

// The test files of a worker share one document and one module graph (isolate: false in
// vitest.config.ts: a fresh jsdom and module graph per file cost four fifths of the web tests' time),
// so each file leaves them as it found them: no nodes the kit or the toasts added to the body, the
// first address, English.
afterAll(async () => {
  document.body.innerHTML = '';
  document.title = '';
  window.history.replaceState(null, '', '/');
  if (i18next.language !== 'en-US') await i18next.changeLanguage('en-US');
});
