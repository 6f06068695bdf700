// Three pulsing dots and a "Loading" for screen readers: what a page or a dialog shows while its code
// or texts are on their way. Drawn with CSS alone because it is on every first page, where the UI
// kit's animated version would bring its own code along.
import { useTranslation } from 'react-i18next';

export function LoadingDots({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <div className={className} role="status">
      <span className="loading-dots" aria-hidden="true">
        <i />
        <i />
        <i />
      </span>
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
