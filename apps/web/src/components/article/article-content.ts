// The shape of a long text kept in a locale namespace (legal pages, the player guide): sections with a
// heading, paragraphs and an optional bullet list. The locale files hold the same structure in every
// language (locales.test.ts checks the keys), so one renderer serves every such page.
import { useTranslation } from 'react-i18next';

export interface ArticleSection {
  title: string;
  body?: string[];
  list?: string[];
}

export interface ArticleContent {
  /** A first paragraph above the sections. */
  lead?: string;
  sections: ArticleSection[];
}

const strings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function isArticleContent(value: unknown): value is ArticleContent {
  if (typeof value !== 'object' || value === null) return false;
  const { lead, sections } = value as { lead?: unknown; sections?: unknown };
  if (lead !== undefined && typeof lead !== 'string') return false;
  return (
    Array.isArray(sections) &&
    sections.every((section: unknown) => {
      if (typeof section !== 'object' || section === null) return false;
      const { title, body, list } = section as Record<string, unknown>;
      return (
        typeof title === 'string' && (body === undefined || strings(body)) && (list === undefined || strings(list))
      );
    })
  );
}

/**
 * The article at `key` of a namespace, once the namespace has loaded; null while it loads. A key that
 * is missing or malformed is a programming error and throws, so the route's error page shows
 * instead of a page of raw keys.
 */
export function useArticle(namespace: string, key: string): ArticleContent | null {
  const { t, ready } = useTranslation(namespace);
  if (!ready) return null;
  const value: unknown = t(key, { returnObjects: true });
  if (!isArticleContent(value)) throw new Error(`No article at ${namespace}:${key}`);
  return value;
}
