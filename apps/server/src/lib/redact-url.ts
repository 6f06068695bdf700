// Secrets that travel in a query string must not reach the access log: the live event stream's
// single-use ticket, and the code and state a sign-in provider (Line) sends back to /login. Other
// parameters are kept as they came, so a log line still says what was asked for.
const SECRET_PARAMETERS = new Set(['ticket', 'code', 'state', 'token', 'access_token', 'id_token']);

export const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const hash = url.indexOf('#', start);
  const end = hash < 0 ? url.length : hash;
  const query = url
    .slice(start + 1, end)
    .split('&')
    .map((pair) => {
      const cut = pair.indexOf('=');
      const name = cut < 0 ? pair : pair.slice(0, cut);
      return SECRET_PARAMETERS.has(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start + 1)}${query}${url.slice(end)}`;
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}
