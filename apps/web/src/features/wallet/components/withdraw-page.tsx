// Withdrawals to a bound bank card. Before the form, the page says what is missing (a card, the real
// name, a fund password) and links to where it is set.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BalanceCard } from './balance-card';
import { Callout } from '../../../components/callout';
import { SupportText } from '../../../components/support-text';
import { LoadError } from '../../../components/load-error';
import { bankCardsQuery } from '../api/get-bank-cards';
import { balanceQueryOptions } from '../../../lib/balance';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { useSessionStore } from '../../../lib/session-store';
import { useWithdrawalChannels } from '../api/get-withdrawal-channels';
import { useAmlStatus } from '../api/get-aml-status';
import { FinanceTabs } from './finance-tabs';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalsInReview } from './withdrawal-cancel';
import { paths } from '../../../config/paths';

export function WithdrawPage() {
  const { t, ready } = useTranslation('finance');
  const user = useSessionStore((state) => state.user);
  const channels = useWithdrawalChannels();
  const cards = useQuery(bankCardsQuery);
  const balance = useQuery(balanceQueryOptions);
  const aml = useAmlStatus();
  const title = t('routes.withdraw', { ns: 'translation' });
  const intro = t('intros.withdraw', { ns: 'translation' });
  const loading = !ready || channels.isPending || cards.isPending;

  return (
    <PageShell title={title} intro={intro}>
      {ready && <FinanceTabs />}
      {loading ? (
        <PageLoading />
      ) : (
        <div className="finance-layout">
          <BalanceCard />
          {user && (!user.firstName || !user.lastName) && (
            <Callout tone="warning" title={t('withdraw.refusals.profile_incomplete')} testId="withdraw-profile-notice">
              <Link className="text-link" to={paths.accountSetting.getHref()}>
                {t('withdraw.links.completeProfile')}
              </Link>
            </Callout>
          )}
          {user && !user.hasFundPassword && (
            <Callout tone="warning" title={t('withdraw.refusals.fund_password_unset')} testId="withdraw-fund-notice">
              <Link className="text-link" to={paths.paymentPassword.getHref('withdraw')}>
                {t('withdraw.links.setFundPassword')}
              </Link>
            </Callout>
          )}
          {aml.data?.identityRequired && (
            <Callout tone="warning" title={t('withdraw.amlNotice')} testId="withdraw-aml-notice">
              <p>{t(aml.data.kyc === 'submitted' ? 'withdraw.amlNoticePending' : 'withdraw.amlNoticeText')}</p>
              {aml.data.kyc !== 'submitted' && (
                <Link className="text-link" to={paths.userCenter.getHref()}>
                  {t('withdraw.links.verifyIdentity')}
                </Link>
              )}
            </Callout>
          )}
          {channels.isError || cards.isError ? (
            <LoadError
              onRetry={() => {
                if (channels.isError) void channels.refetch();
                if (cards.isError) void cards.refetch();
              }}
            />
          ) : cards.data?.length === 0 ? (
            <Callout
              tone="warning"
              role="status"
              title={t('withdraw.refusals.bind_card_first')}
              testId="bind-card-first"
            >
              <p>{t('withdraw.bindCardText')}</p>
              <Link className="button-link button-link-primary" to={paths.bankcardSetting.getHref()}>
                {t('withdraw.links.bindCard')}
              </Link>
            </Callout>
          ) : !channels.data?.length ? (
            <Callout tone="warning" role="status" title={t('withdraw.noChannels')}>
              <p>
                <SupportText text={t('withdraw.noChannelsText')} />
              </p>
            </Callout>
          ) : (
            cards.data && (
              <>
                <WithdrawForm
                  channels={channels.data}
                  cards={cards.data}
                  balance={balance.data ? BigInt(balance.data.coins) : null}
                />
                <WithdrawalsInReview />
              </>
            )
          )}
        </div>
      )}
    </PageShell>
  );
}
