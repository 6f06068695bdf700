// Withdrawals to a cryptocurrency address. Its content arrives with its own issue; until then the page says so.
import { useTranslation } from 'react-i18next';
import { ComingSoon, PageShell } from '../../../../components/page-shell';
import { FinanceTabs } from '../../../../features/wallet/components/finance-tabs';

export default function CryptoWithdrawRoute() {
  const { t } = useTranslation();
  // The tabs name themselves in the finance texts.
  const { ready } = useTranslation('finance');
  return (
    <PageShell title={t('routes.cryptoWithdraw')} intro={t('intros.cryptoWithdraw')}>
      {ready && <FinanceTabs />}
      <ComingSoon icon="coin" />
    </PageShell>
  );
}
