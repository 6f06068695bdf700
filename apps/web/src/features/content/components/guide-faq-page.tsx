// Frequently asked questions, searchable: the list narrows as the player types, says how many
// questions match (announced politely to screen readers), and marks the matching words.
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { SupportText, withoutSupportMarks } from '../../../components/support-text';
import { FaqList } from './faq-list';
import { matchesQuery } from '../utils/faq-search';
import { faqItems } from '../utils/help-content';
import '../guide.css';

export function GuideFaqPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('routes.guideFaq')} intro={t('intros.guideFaq')}>
      <Faq />
    </PageShell>
  );
}

function Faq() {
  const { t, ready } = useTranslation('help');
  const searchId = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  if (!ready) return <PageLoading />;
  const items = faqItems(t).filter((item) => matchesQuery([item.q, withoutSupportMarks(item.a)], deferredQuery));
  return (
    <div className="faq">
      <div className="faq-search" role="search">
        <label htmlFor={searchId} className="form-label">
          {t('faq.searchLabel')}
        </label>
        <div className="faq-search-field">
          <Icon name="search" size={18} className="faq-search-icon" />
          <input
            id={searchId}
            type="search"
            className="text-input faq-search-input"
            value={query}
            placeholder={t('faq.searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setQuery(event.target.value)}
            data-testid="faq-search"
          />
        </div>
      </div>
      <p className="faq-count" role="status">
        {items.length === 0 ? (
          <SupportText text={t('faq.none', { query: deferredQuery.trim() })} />
        ) : (
          t('faq.count', { count: items.length })
        )}
      </p>
      {items.length > 0 && <FaqList label={t('faq.listLabel')} items={items} query={deferredQuery} />}
    </div>
  );
}
