// /user/support/new: the form of a new help request under the page's title.
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { NewRequestForm } from './new-request-form';
import '../support.css';

export function NewRequestPage() {
  const { t } = useTranslation();
  const { ready } = useTranslation('support');
  return (
    <PageShell title={t('routes.supportNew')} intro={t('intros.supportNew')}>
      {ready ? <NewRequestForm /> : <PageLoading />}
    </PageShell>
  );
}
