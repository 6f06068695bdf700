// Helpers for the HTML of notices, promotions and letters (sanitised by the server on the way in).
// Parsing happens in an inert <template>: nothing in it runs or loads while we read it.

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

const BLOCKS = 'p, div, li, h2, h3, h4, blockquote, tr, td, th, br, hr';

/** The words of a piece of rich text, for excerpts and search: tags dropped, spaces collapsed. */
export function richTextToPlain(html: string): string {
  const fragment = parse(html);
  // Paragraphs and list items are separate words even when the markup has no space between them.
  for (const block of fragment.querySelectorAll(BLOCKS)) block.after(' ');
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The first `max` characters of the text, cut at a word where possible, with an ellipsis. */
export function excerpt(html: string, max = 120): string {
  const text = richTextToPlain(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The HTML with every link made safe to follow: links that leave the site, and any that open a new
 * window, get rel="noopener noreferrer" (the new page cannot reach back into ours), and links to
 * other sites open in a new window. The server already allows only http(s), mailto and tel links.
 */
export function hardenLinks(html: string, origin: string = window.location.origin): string {
  const fragment = parse(html);
  for (const link of fragment.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    let external = false;
    try {
      const url = new URL(href, origin);
      external = (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin;
    } catch {
      // An address URL cannot read is left as the server sent it.
    }
    if (external) link.setAttribute('target', '_blank');
    if (external || link.getAttribute('target') === '_blank') {
      const rel = new Set((link.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
      rel.add('noopener');
      rel.add('noreferrer');
      link.setAttribute('rel', [...rel].join(' '));
    }
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
