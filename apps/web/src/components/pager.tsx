// Previous and next page of a list, with where the reader is.
import { useTranslation } from 'react-i18next';
import '../styles/money.css';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  busy?: boolean;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function Pager({ page, pageSize, total, onPage, busy = false }: PagerProps) {
  const { t } = useTranslation('finance');
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <button type="button" className="pager-button" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <span className="pager-status" aria-live="polite">
        {t('pager.status', { page, pages })}
      </span>
      <button type="button" className="pager-button" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
