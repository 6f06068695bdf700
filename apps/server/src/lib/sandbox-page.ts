// The built-in sandboxes' own pages (the cashier, the test chain): plain server-made HTML with every
// value escaped, and the form posts their buttons send.
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './escape-html';

export function sandboxPage(title: string, body: string, width = 420) {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${escapeHtml(title)}</title><style>body{font-family:sans-serif;max-width:${width}px;margin:2rem auto;padding:0 1rem;` +
    `color:#111;background:#f6f6f6}main{background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 4px #0002}` +
    `button{font-size:1rem;padding:.75rem 1.25rem;border-radius:8px;border:0;margin:.25rem;cursor:pointer}` +
    `.pay{background:#0b6b2e;color:#fff}.fail{background:#8a1020;color:#fff}.amount{font-size:2rem;font-weight:bold}` +
    `table{border-collapse:collapse;width:100%;font-size:.9rem}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;` +
    `word-break:break-all}label{display:block;margin:.5rem 0}input,select{font-size:1rem;padding:.4rem;width:100%;box-sizing:border-box}</style>` +
    `</head><body><main>${body}</main></body></html>`
  );
}

/** Lets the plugin that calls it (and only it: plugins are encapsulated) take HTML form posts. */
export function acceptForms(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
