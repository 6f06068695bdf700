// Account migration from the second provider (JSY) for yuan accounts: the step-by-step transfer of
// the account's balance, and the player's transfers.
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading';
import { PageShell } from '../../components/page-shell';
import { MigrationPage } from '../../features/migration/components/migration-page';

export default function AccountTransferRoute() {
  const { t } = useTranslation();
  // The flow names itself in the migration texts, the coins and the pager in the finance texts.
  const { ready } = useTranslation(['migration', 'finance']);
  return (
    <PageShell title={t('routes.accountTransfer')} intro={t('intros.accountTransfer')}>
      {ready ? <MigrationPage currency="CNY" /> : <PageLoading />}
    </PageShell>
  );
}
