// The one HTTP transport to the API (SPEC.md sections 7 and 8): POST with a JSON body, the TOKEN and
// Accept-Language headers, a 60 s timeout and the { code, msg, data } envelope. It only throws typed
// errors; toasts and logout are the job of the single error listener in the app shell.
import { SUCCESS_CODE } from '@hall/contracts/envelope';
import { API_BASE_URL, REQUEST_TIMEOUT_MS, TOKEN_STORAGE_KEY } from './config';
import { currentLocale } from './locale';
import { readStorage } from './storage';

/** The server answered with an envelope whose code is not 200. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, msg: string | undefined, data: unknown) {
    super(msg || 'Error');
    this.code = code;
    this.data = data;
  }

  /** 401 (not signed in) and 402 (session ended) end the session. */
  get endsSession(): boolean {
    return this.code === 401 || this.code === 402;
  }

  /** The machine-readable reason of the error envelope (data.reason), e.g. 'code_cooldown'. */
  get reason(): string | undefined {
    const reason = (this.data as { reason?: unknown } | null)?.reason;
    return typeof reason === 'string' ? reason : undefined;
  }

  /** Seconds to wait before asking again, sent with 429 answers. */
  get retryAfterSeconds(): number | undefined {
    const seconds = (this.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
  }
}

/** No usable answer: offline, DNS, timeout, or a reply that is not an envelope. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

export interface RequestOptions {
  /** Cancels the request, e.g. when TanStack Query drops a query. */
  signal?: AbortSignal;
  timeoutMs?: number;
  baseUrl?: string;
  /** The session token to send instead of the player's stored one (the operator console has its own). */
  token?: string | null;
}

function buildHeaders(token: string | null): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'Accept-Language': currentLocale(),
  });
  if (token) headers.set('TOKEN', token);
  return headers;
}

function isEnvelope(body: unknown): body is { code: number; msg?: string; data?: unknown } {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

export async function apiPost<TData>(path: string, body: unknown = {}, options: RequestOptions = {}): Promise<TData> {
  const { signal, timeoutMs = REQUEST_TIMEOUT_MS, baseUrl = API_BASE_URL } = options;
  const token = options.token === undefined ? readStorage(TOKEN_STORAGE_KEY) : options.token;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  let text: string;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: buildHeaders(token),
      body: JSON.stringify(body ?? {}),
      signal: controller.signal,
    });
    text = await response.text();
  } catch (error) {
    if (timedOut) throw new NetworkError(`timeout of ${timeoutMs}ms exceeded`);
    // A cancellation asked for by the caller is not a failure to report.
    if (signal?.aborted) throw error;
    throw new NetworkError((error instanceof Error && error.message) || 'Request Error');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  const payload = parseJson(text);
  if (isEnvelope(payload)) {
    if (payload.code !== SUCCESS_CODE) throw new ApiError(payload.code, payload.msg, payload.data ?? null);
    return payload.data as TData;
  }
  if (!response.ok) throw new NetworkError(`Request failed with status code ${response.status}`);
  if (payload === invalidJson) throw new NetworkError('Request Error');
  return payload as TData;
}

const invalidJson = Symbol('invalid JSON');

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return invalidJson;
  }
}
