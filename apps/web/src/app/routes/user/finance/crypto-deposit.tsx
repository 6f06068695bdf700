// Deposits in a cryptocurrency: coin and network, the player's own address with its QR code, and the
// player's recent crypto deposits with their confirmations.
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../../components/page-loading';
import { PageShell } from '../../../../components/page-shell';
import { CryptoDepositPanel } from '../../../../features/crypto/components/crypto-deposit';
import { FinanceTabs } from '../../../../features/wallet/components/finance-tabs';

export default function CryptoDepositRoute() {
  const { t } = useTranslation();
  // The tabs name themselves in the finance texts, the panel in the crypto texts.
  const { ready } = useTranslation(['finance', 'crypto']);
  return (
    <PageShell title={t('routes.cryptoDeposit')} intro={t('intros.cryptoDeposit')}>
      {ready ? (
        <>
          <FinanceTabs />
          <CryptoDepositPanel />
        </>
      ) : (
        <PageLoading />
      )}
    </PageShell>
  );
}
