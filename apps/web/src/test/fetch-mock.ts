// A fetch stand-in that answers API calls from a table and records what was sent.
import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

export type Responder = (call: RecordedCall) => Response | Promise<Response>;

export function envelope(data: unknown, code = 200, msg = code === 200 ? 'success' : 'failed'): Response {
  return new Response(JSON.stringify({ code, msg, data }), {
    status: code === 200 ? 200 : code >= 400 && code < 600 ? code : 400,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function mockFetch(routes: Record<string, Responder>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call: RecordedCall = {
      url,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    calls.push(call);
    const path = new URL(url, 'http://localhost').pathname;
    const responder = routes[path];
    if (!responder) return envelope(null, 404, 'Not found');
    return responder(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
