// Short notices over the page (SPEC.md section 8 toast types): text, loading, success, fail and rich
// content. Two seconds unless told otherwise; a loading toast can be kept with duration 0.
import type { ReactNode } from 'react';
import type * as ToastKit from './toast-kit';

// The kit's toast (and the animation library under it) loads on the first toast, not with the first
// page: most visits never show one before the kit has been fetched for another reason anyway.
let kit: Promise<typeof ToastKit> | null = null;
const loadKit = () => (kit ??= import('./toast-kit'));

export const TOAST_DURATION_MS = 2000;

export type ToastType = 'text' | 'loading' | 'success' | 'fail' | 'html';

export interface ToastOptions {
  duration?: number;
  /** Blocks taps on the page while shown (useful with loading). */
  maskClickable?: boolean;
}

const icons: Record<ToastType, 'success' | 'fail' | 'loading' | undefined> = {
  text: undefined,
  html: undefined,
  loading: 'loading',
  success: 'success',
  fail: 'fail',
};

const ANNOUNCER_ID = 'toast-announcer';

/**
 * The kit draws toasts inside an aria-hidden layer, so screen readers would never hear them. Text
 * messages are repeated in one polite live region that stays in the page.
 */
export function announce(message: string): void {
  let region = document.getElementById(ANNOUNCER_ID);
  if (!region) {
    region = document.createElement('div');
    region.id = ANNOUNCER_ID;
    region.className = 'visually-hidden';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    document.body.appendChild(region);
  }
  // Clearing first makes a repeated message count as new.
  region.textContent = '';
  const target = region;
  setTimeout(() => {
    target.textContent = message;
  }, 50);
}

/** Shows a toast; resolves once it is on screen (the kit may still be loading when this is called). */
export async function showToast(type: ToastType, content: ReactNode, options: ToastOptions = {}): Promise<void> {
  if (typeof content === 'string') announce(content);
  const { Toast } = await loadKit();
  Toast.show({
    icon: icons[type],
    content,
    duration: options.duration ?? TOAST_DURATION_MS,
    maskClickable: options.maskClickable ?? true,
  });
}

export const toast = {
  text: (message: string, options?: ToastOptions) => showToast('text', message, options),
  loading: (message: string, options?: ToastOptions) => showToast('loading', message, options),
  success: (message: string, options?: ToastOptions) => showToast('success', message, options),
  fail: (message: string, options?: ToastOptions) => showToast('fail', message, options),
  /** Rich content (links, emphasis) as React elements; never an HTML string, so nothing is injected. */
  html: (content: ReactNode, options?: ToastOptions) => showToast('html', content, options),
  clear: () => void loadKit().then(({ Toast }) => Toast.clear()),
};
