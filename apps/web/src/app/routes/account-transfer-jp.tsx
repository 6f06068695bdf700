// Account migration from the second provider, Japanese edition. Its content arrives with its own issue; until then the page says so.
import { useTranslation } from 'react-i18next';
import { ComingSoon, PageShell } from '../../components/page-shell';

export default function AccountTransferJpRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('routes.accountTransferJp')} intro={t('intros.accountTransferJp')}>
      <ComingSoon icon="swap" />
    </PageShell>
  );
}
