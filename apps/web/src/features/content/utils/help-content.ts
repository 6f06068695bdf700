// Reads the structured texts of the `help` namespace (guide topics, deposit methods, FAQ) and checks
// their shape, so a mistake in a locale file fails loudly instead of rendering raw keys.
import type { TFunction } from 'i18next';
import { isArticleContent, type ArticleContent } from '../../../components/article/article-content';

export interface GuideTopic extends ArticleContent {
  /** The label of the topic's tab. */
  tab: string;
}

export interface DepositMethod {
  method: string;
  currency: string;
  rate: string;
  time: string;
}

export interface FaqItem {
  q: string;
  a: string;
}

const isRecordOfStrings = (value: unknown, keys: string[]): boolean =>
  typeof value === 'object' &&
  value !== null &&
  keys.every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

function read<T>(t: TFunction, key: string, check: (item: unknown) => boolean): T[] {
  const value: unknown = t(key, { returnObjects: true });
  if (!Array.isArray(value) || !value.every(check)) throw new Error(`Malformed help text at ${key}`);
  return value as T[];
}

export const guideTopics = (t: TFunction) =>
  read<GuideTopic>(t, 'guide.topics', (item) => isArticleContent(item) && isRecordOfStrings(item, ['tab']));

export const depositMethods = (t: TFunction) =>
  read<DepositMethod>(t, 'deposit.methods', (item) => isRecordOfStrings(item, ['method', 'currency', 'rate', 'time']));

export const faqItems = (t: TFunction) => read<FaqItem>(t, 'faq.items', (item) => isRecordOfStrings(item, ['q', 'a']));

export function depositArticle(t: TFunction): ArticleContent {
  const value: unknown = t('deposit.article', { returnObjects: true });
  if (!isArticleContent(value)) throw new Error('Malformed help text at deposit.article');
  return value;
}
