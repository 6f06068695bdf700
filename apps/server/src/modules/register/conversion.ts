// The registration conversion event (SPEC.md section 4): when CONVERSION_EVENT_URL is set, each
// new account is reported there as JSON. Fire-and-forget: a slow or failing endpoint never delays
// or fails a registration.
import type { FastifyBaseLogger } from 'fastify';

export function conversionReporter(url: string | undefined, log: FastifyBaseLogger) {
  if (!url) return undefined;
  return (userId: number) => {
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'registration', userId, at: new Date().toISOString() }),
      signal: AbortSignal.timeout(5000),
    })
      .then((res) => {
        if (!res.ok) log.warn({ status: res.status }, 'conversion event refused');
      })
      .catch((err) => log.warn({ err }, 'conversion event failed'));
  };
}
