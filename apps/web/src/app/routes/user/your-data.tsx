// The player's data (privacy notice, "Your rights"): objecting to its use for marketing or profiling,
// and the way to any other request about it. The copy of the data and closing the account stay in the
// account settings, which link here.
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { DataUseSection } from '../../../features/account/components/data-use-section';
import '../../../features/account/account.css';

export default function YourDataRoute() {
  const { t } = useTranslation();
  const { ready } = useTranslation('account');
  return (
    <PageShell title={t('routes.yourData')} intro={t('intros.yourData')}>
      {ready ? <DataUseSection /> : <PageLoading />}
    </PageShell>
  );
}
