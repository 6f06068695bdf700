// Deposits in a cryptocurrency. Its content arrives with its own issue; until then the page says so.
import { useTranslation } from 'react-i18next';
import { ComingSoon, PageShell } from '../../../../components/page-shell';
import { FinanceTabs } from '../../../../features/wallet/components/finance-tabs';

export default function CryptoDepositRoute() {
  const { t } = useTranslation();
  // The tabs name themselves in the finance texts.
  const { ready } = useTranslation('finance');
  return (
    <PageShell title={t('routes.cryptoDeposit')} intro={t('intros.cryptoDeposit')}>
      {ready && <FinanceTabs />}
      <ComingSoon icon="coin" />
    </PageShell>
  );
}
