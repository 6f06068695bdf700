// What a content list shows when it has nothing, or could not load: say so plainly, with a way on.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icon';
import '../styles/content.css';

export function EmptyState({ icon, title, children }: { icon: IconName; title: string; children?: ReactNode }) {
  return (
    <div className="content-empty" role="status">
      <span className="content-empty-icon">
        <Icon name={icon} size={28} />
      </span>
      <p className="content-empty-title">{title}</p>
      {children}
    </div>
  );
}

export function ContentError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('content');
  return (
    <div className="content-error" role="alert" data-testid="content-error">
      <p>{t('common.loadFailed')}</p>
      <button type="button" className="button-link" onClick={onRetry}>
        <Icon name="refresh" />
        <span>{t('common.retry')}</span>
      </button>
    </div>
  );
}

/** "Show more" under a list that arrives a page at a time. */
export function ShowMore({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  const { t } = useTranslation('content');
  return (
    <div className="content-more">
      <button type="button" className="button-link" onClick={onClick} disabled={busy} aria-busy={busy}>
        {busy ? t('common.loading') : t('common.showMore')}
      </button>
    </div>
  );
}
