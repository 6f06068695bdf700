import { describe, expect, it } from 'vitest';
import { excerpt, hardenLinks, richTextToPlain } from './rich-text';

const origin = 'https://hall.example';

function links(html: string) {
  const holder = document.createElement('div');
  holder.innerHTML = hardenLinks(html, origin);
  return [...holder.querySelectorAll('a')].map((a) => ({
    href: a.getAttribute('href'),
    target: a.getAttribute('target'),
    rel: a.getAttribute('rel'),
  }));
}

describe('hardenLinks', () => {
  it('opens links to other sites in a new window that cannot reach back', () => {
    expect(links('<p><a href="https://other.example/x">x</a></p>')).toEqual([
      { href: 'https://other.example/x', target: '_blank', rel: 'noopener noreferrer' },
    ]);
  });

  it('adds noopener to any link that opens a new window, keeping its other rel words', () => {
    expect(links('<a href="/game/promotion" target="_blank" rel="nofollow">x</a>')).toEqual([
      { href: '/game/promotion', target: '_blank', rel: 'nofollow noopener noreferrer' },
    ]);
  });

  it('leaves links within the site, mail and phone links as they are', () => {
    expect(
      links('<a href="/game/notice">a</a><a href="mailto:help@hall.example">b</a><a href="tel:+81300">c</a>'),
    ).toEqual([
      { href: '/game/notice', target: null, rel: null },
      { href: 'mailto:help@hall.example', target: null, rel: null },
      { href: 'tel:+81300', target: null, rel: null },
    ]);
  });

  it('keeps the rest of the markup and its text', () => {
    expect(hardenLinks('<p><strong>Bonus</strong> &amp; more</p>', origin)).toBe(
      '<p><strong>Bonus</strong> &amp; more</p>',
    );
  });
});

describe('plain text from rich text', () => {
  it('keeps words of separate blocks apart', () => {
    expect(richTextToPlain('<p>Closed.<a href="/x">Status</a></p><ul><li>One</li><li>Two</li></ul>')).toBe(
      'Closed.Status One Two',
    );
    expect(richTextToPlain('Line one<br>line two')).toBe('Line one line two');
  });

  it('drops tags and collapses spaces', () => {
    expect(richTextToPlain('<h2>Title</h2>\n<p>First   line,\n second</p>')).toBe('Title First line, second');
  });

  it('cuts long text at a word with an ellipsis', () => {
    const text = `<p>${'word '.repeat(40)}</p>`;
    const short = excerpt(text, 22);
    expect(short.endsWith('…')).toBe(true);
    expect(short).toBe('word word word word…');
    expect(excerpt('<p>Short</p>')).toBe('Short');
  });
});
