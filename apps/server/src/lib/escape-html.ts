// Text placed inside HTML (e-mails, sandbox pages, the lobby's first screen) as text, never as markup.
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
