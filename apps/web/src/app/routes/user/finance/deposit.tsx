// Deposits into the game-coin balance: the balance, the channels and the deposit form, with the bonus
// the amount typed would earn (or why none) shown before paying.
import { useTranslation } from 'react-i18next';
import { BalanceCard } from '../../../../features/wallet/components/balance-card';
import { Callout } from '../../../../components/callout';
import { SupportText } from '../../../../components/support-text';
import { LoadError } from '../../../../components/load-error';
import { PageLoading } from '../../../../components/page-loading';
import { PageShell } from '../../../../components/page-shell';
import { useDepositChannels } from '../../../../features/wallet/api/get-deposit-channels';
import { DepositForm } from '../../../../features/wallet/components/deposit-form';
import { PendingDeposits } from '../../../../features/wallet/components/pending-deposits';
import { DepositBonusPreview } from '../../../../features/bonus/components/deposit-bonus-preview';
import { FinanceTabs } from '../../../../features/wallet/components/finance-tabs';
import { DepositLimitPrompt } from '../../../../features/protection/components/deposit-limit-prompt';

export default function DepositRoute() {
  const { t, ready } = useTranslation('finance');
  const channels = useDepositChannels();
  const title = t('routes.deposit', { ns: 'translation' });
  const intro = t('intros.deposit', { ns: 'translation' });
  if (!ready) {
    return (
      <PageShell title={title} intro={intro}>
        <PageLoading />
      </PageShell>
    );
  }
  return (
    <PageShell title={title} intro={intro}>
      <FinanceTabs />
      <div className="finance-layout">
        <BalanceCard />
        <DepositLimitPrompt />
        <PendingDeposits />
        {channels.isPending ? (
          <PageLoading />
        ) : channels.isError ? (
          <LoadError onRetry={() => void channels.refetch()} />
        ) : channels.data.length ? (
          <DepositForm channels={channels.data} bonusPreview={(coins) => <DepositBonusPreview coins={coins} />} />
        ) : (
          <Callout tone="warning" role="status" title={t('deposit.noChannels')}>
            <p>
              <SupportText text={t('deposit.noChannelsText')} />
            </p>
          </Callout>
        )}
      </div>
    </PageShell>
  );
}
