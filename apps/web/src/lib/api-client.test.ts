import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiPost, NetworkError } from './api-client';
import { setActiveLocale } from './locale';
import { envelope, mockFetch } from '../test/fetch-mock';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiPost', () => {
  it('unwraps data from a code-200 envelope', async () => {
    mockFetch({ '/v2/app/country': () => envelope([{ code: 'JP' }]) });
    await expect(apiPost('/v2/app/country', { keyword: 'ja' })).resolves.toEqual([{ code: 'JP' }]);
  });

  it('posts the JSON body to the path', async () => {
    const { calls } = mockFetch({ '/v2/app/country': () => envelope([]) });
    await apiPost('/v2/app/country', { keyword: 'ja' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url).toBe('/v2/app/country');
    expect(calls[0]!.body).toEqual({ keyword: 'ja' });
  });

  it('rejects a non-200 code with a typed ApiError carrying code, message and data', async () => {
    const data = { reason: 'validation_failed', requestId: 'r1' };
    mockFetch({ '/v2/app/auth/login': () => envelope(data, 400, 'Account is required') });
    const error = await apiPost('/v2/app/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, message: 'Account is required', data });
  });

  it("uses 'Error' when a failing envelope has no message", async () => {
    mockFetch({ '/v2/app/x': () => new Response(JSON.stringify({ code: 500, msg: '', data: null }), { status: 500 }) });
    await expect(apiPost('/v2/app/x')).rejects.toMatchObject({ name: 'ApiError', code: 500, message: 'Error' });
  });

  it('treats a failing code inside an HTTP 200 reply as an error too', async () => {
    mockFetch({ '/v2/app/x': () => new Response(JSON.stringify({ code: 402, msg: 'Session ended', data: null })) });
    const error = await apiPost('/v2/app/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).endsSession).toBe(true);
  });

  it('rejects a network failure with its message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiPost('/v2/app/x')).rejects.toMatchObject({ name: 'NetworkError', message: 'Failed to fetch' });
  });

  it("falls back to 'Request Error' when the network failure has no message", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new Error('')));
    const error = await apiPost('/v2/app/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Request Error');
  });

  it('rejects a reply that is not an envelope with the HTTP status', async () => {
    mockFetch({ '/v2/app/x': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    await expect(apiPost('/v2/app/x')).rejects.toMatchObject({
      name: 'NetworkError',
      message: 'Request failed with status code 502',
    });
  });

  it('gives up after the timeout (60 000 ms by default) and says so', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const pending = apiPost('/v2/app/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('timeout of 60000ms exceeded');
  });

  it('sends TOKEN when a token is stored, plus Accept-Language and JSON headers', async () => {
    window.localStorage.setItem('token', 'abc123');
    setActiveLocale('ja-JP');
    const { calls } = mockFetch({ '/v2/app/user/info': () => envelope({ id: 1 }) });
    await apiPost('/v2/app/user/info');
    const headers = calls[0]!.headers;
    expect(headers.get('TOKEN')).toBe('abc123');
    expect(headers.get('Accept-Language')).toBe('ja-JP');
    expect(headers.get('Content-Type')).toBe('application/json');
    setActiveLocale('en-US');
  });

  it('sends no TOKEN header without a stored token', async () => {
    const { calls } = mockFetch({ '/v2/app/country': () => envelope([]) });
    await apiPost('/v2/app/country');
    expect(calls[0]!.headers.has('TOKEN')).toBe(false);
  });

  it('prefixes the configured base URL', async () => {
    const { calls } = mockFetch({ '/v2/app/country': () => envelope([]) });
    await apiPost('/v2/app/country', {}, { baseUrl: 'https://api.example.test' });
    expect(calls[0]!.url).toBe('https://api.example.test/v2/app/country');
  });
});
