// Build-time configuration and the product constants every layer shares (SPEC.md section 9).
import type { StorageKey } from './storage-keys';

/** Origin of the API; empty string means the origin that served the page. */
export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');

export const REQUEST_TIMEOUT_MS = 60_000;

export const TOKEN_STORAGE_KEY = 'token' satisfies StorageKey;
export const LANG_STORAGE_KEY = 'lang' satisfies StorageKey;

export const DEFAULT_HOME_PAGE = '/';

/** Width from which the desktop layout applies. Keep in step with the media queries in styles/. */
export const DESKTOP_MIN_WIDTH = 768;
