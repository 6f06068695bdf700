// Account migration from the second provider (JSY) for yen accounts, the Japanese edition: the
// step-by-step transfer of the account's balance, and the player's transfers.
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading';
import { PageShell } from '../../components/page-shell';
import { MigrationPage } from '../../features/migration/components/migration-page';

export default function AccountTransferJpRoute() {
  const { t } = useTranslation();
  // The flow names itself in the migration texts, the coins and the pager in the finance texts.
  const { ready } = useTranslation(['migration', 'finance']);
  return (
    <PageShell title={t('routes.accountTransferJp')} intro={t('intros.accountTransferJp')}>
      {ready ? <MigrationPage currency="JPY" /> : <PageLoading />}
    </PageShell>
  );
}
