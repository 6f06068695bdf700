// Keys that make a money request safe to retry (RequestKey in the contracts: 8-64 of [A-Za-z0-9_-]).
// A form makes a fresh key for each new submission and sends the same key again when it retries.

export function newRequestKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
