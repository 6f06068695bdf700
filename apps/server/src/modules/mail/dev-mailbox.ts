// The development mailbox at /dev/mailbox: without SMTP configured, every e-mail the site sends is
// readable here, so a new user can register with `npm start` alone. Served only while the sandboxes are on.
// The outbox keeps bodies sealed, and only until a mail is sent: mail that went out over SMTP is
// listed without its body.
import type { FastifyInstance } from 'fastify';
import { sandboxesOn } from '../../config';
import { openBody } from './mailer';
import { latestOutboxMessages } from './repo';
import { escapeHtml } from '../../lib/escape-html';

export default async function devMailboxRoutes(app: FastifyInstance) {
  if (!sandboxesOn(app.config)) return;

  const latest = async () =>
    (await latestOutboxMessages(app.db, 50)).map(({ bodySealed, ...m }) => {
      const body = openBody(app.secretBox, { bodySealed, text: m.text, html: m.html });
      return { ...m, text: body?.text ?? null, html: body?.html ?? null };
    });

  app.get('/dev/mailbox.json', { schema: { hide: true } }, async () => latest());

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await latest();
    const items = rows
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ` +
          `${m.createdAt.toISOString()} · ${m.status}</p>` +
          (m.text === null
            ? '<p class="meta">Body dropped once sent or given up.</p>'
            : `<pre>${escapeHtml(m.text)}</pre>`) +
          `</article>`,
      )
      .join('');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return (
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<title>Development mailbox</title><style>body{font-family:sans-serif;max-width:720px;margin:1rem auto;padding:0 1rem;` +
      `background:#fff;color:#111}article{border-bottom:1px solid #ccc;padding:.5rem 0}.meta{color:#444;font-size:.85rem}` +
      `pre{white-space:pre-wrap;font-size:1rem}</style></head><body><main><h1>Development mailbox</h1>` +
      `<p>Mail the site sent while no SMTP server is configured (newest first).</p>` +
      (items || '<p>No mail yet.</p>') +
      `</main></body></html>`
    );
  });
}
