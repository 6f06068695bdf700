// Account migration from the second provider. Its content arrives with its own issue; until then the page says so.
import { useTranslation } from 'react-i18next';
import { ComingSoon, PageShell } from '../../components/page-shell';

export default function AccountTransferRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('routes.accountTransfer')} intro={t('intros.accountTransfer')}>
      <ComingSoon icon="swap" />
    </PageShell>
  );
}
