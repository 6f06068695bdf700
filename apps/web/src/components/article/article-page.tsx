// A whole page of long text (about, legal and licence pages): title, optional "last updated" date in
// the interface language, and the article from a locale namespace, which loads with the page only.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/intl-format';
import { currentLocale } from '../../lib/locale';
import { PageLoading } from '../page-loading';
import { PageShell } from '../page-shell';
import { ArticleBody } from './article-body';
import { useArticle } from './article-content';

export interface ArticlePageProps {
  /** Locale namespace holding the article; a dated article's namespace has a `meta.updated` text. */
  namespace: string;
  articleKey: string;
  title: string;
  titleLang?: string;
  intro?: string;
  /** ISO day the text last changed, shown under the intro. */
  updatedOn?: string;
  /** Shown between the intro and the article, e.g. a way to the tools the article talks about. */
  aside?: ReactNode;
}

export function ArticlePage({ namespace, articleKey, title, titleLang, intro, updatedOn, aside }: ArticlePageProps) {
  const { t } = useTranslation(namespace);
  const content = useArticle(namespace, articleKey);
  return (
    <PageShell title={title} titleLang={titleLang} intro={intro}>
      {content ? (
        <>
          {updatedOn && (
            <p className="article-updated">
              {t('meta.updated', { date: formatDate(updatedOn, currentLocale(), 'UTC') })}
            </p>
          )}
          {aside}
          <ArticleBody content={content} />
        </>
      ) : (
        <PageLoading />
      )}
    </PageShell>
  );
}
