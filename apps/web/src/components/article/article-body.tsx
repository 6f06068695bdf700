// Renders an ArticleContent: sections as headed regions of paragraphs and bullet lists. Words marked
// <support>…</support> link to customer service.
import { useId } from 'react';
import { SupportText } from '../support-text';
import type { ArticleContent } from './article-content';
import './article.css';

export interface ArticleBodyProps {
  content: ArticleContent;
  /** 2 under a page title; 3 when the article sits under a heading of its own (a guide tab). */
  headingLevel?: 2 | 3;
}

export function ArticleBody({ content, headingLevel = 2 }: ArticleBodyProps) {
  const baseId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="article">
      {content.lead && (
        <p className="article-lead">
          <SupportText text={content.lead} />
        </p>
      )}
      {content.sections.map((section, index) => {
        const headingId = `${baseId}-${index}`;
        return (
          <section key={headingId} className="article-section" aria-labelledby={headingId}>
            <Heading id={headingId} className="article-heading">
              {section.title}
            </Heading>
            {section.body?.map((paragraph, p) => (
              <p key={p} className="article-paragraph">
                <SupportText text={paragraph} />
              </p>
            ))}
            {section.list && (
              <ul className="article-list">
                {section.list.map((item, i) => (
                  <li key={i}>
                    <SupportText text={item} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
