// What a finance page shows when its data could not be loaded: say so, and offer to try again.
import { useTranslation } from 'react-i18next';
import { Callout } from './callout';

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('finance');
  return (
    <Callout tone="danger" role="alert" title={t('common.loadFailed')} testId="load-error">
      <button type="button" className="button-link" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </Callout>
  );
}
