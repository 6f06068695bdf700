// Withdrawals to a cryptocurrency address: the balance, then the crypto withdrawal form; a withdrawal
// asked for refreshes the withdrawal records.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../../components/page-loading';
import { PageShell } from '../../../../components/page-shell';
import { CryptoWithdrawPanel } from '../../../../features/crypto/components/crypto-withdraw';
import { withdrawalRecordKeys } from '../../../../features/wallet/api/get-withdrawal-records';
import { BalanceCard } from '../../../../features/wallet/components/balance-card';
import { FinanceTabs } from '../../../../features/wallet/components/finance-tabs';
import { balanceQueryOptions } from '../../../../lib/balance';

export default function CryptoWithdrawRoute() {
  const { t } = useTranslation();
  // The tabs and balance name themselves in the finance texts, the form in the crypto texts.
  const { ready } = useTranslation(['finance', 'crypto']);
  const queryClient = useQueryClient();
  const balance = useQuery(balanceQueryOptions);
  return (
    <PageShell title={t('routes.cryptoWithdraw')} intro={t('intros.cryptoWithdraw')}>
      {ready ? (
        <>
          <FinanceTabs />
          <div className="finance-layout">
            <BalanceCard />
            <CryptoWithdrawPanel
              balance={balance.data ? BigInt(balance.data.coins) : null}
              onWithdrawn={() => queryClient.invalidateQueries({ queryKey: withdrawalRecordKeys.all })}
            />
          </div>
        </>
      ) : (
        <PageLoading />
      )}
    </PageShell>
  );
}
