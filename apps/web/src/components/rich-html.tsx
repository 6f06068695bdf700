// Shows rich text from the server (notice, promotion and letter bodies).
//
// Why dangerouslySetInnerHTML is acceptable here, and only here: the server sanitises every rich-text
// field with an allow-list when the back office saves it (apps/server/src/lib/html-sanitiser.ts), so
// what arrives holds no scripts, event handlers, styles or unsafe URLs. This component still hardens
// links (rel="noopener noreferrer", new window for other sites) and keeps links within the site in the
// single-page app. Every other text in the app is rendered by React as plain text.
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { hardenLinks } from '../lib/rich-text';
import '../styles/content.css';

export interface RichHtmlProps {
  /** HTML sanitised by the server; never HTML from anywhere else. */
  html: string;
  className?: string;
  /** Language of the text when it fell back to another one than the page's. */
  lang?: string;
}

export function RichHtml({ html, className, lang }: RichHtmlProps) {
  const navigate = useNavigate();
  const safe = useMemo(() => hardenLinks(html), [html]);

  // A plain click on a link to one of our pages changes page without reloading the app.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element).closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  return (
    <div
      className={['rich-html', className].filter(Boolean).join(' ')}
      lang={lang}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
