// The bonus page (/user/bonus): cash and the locked bonus; the bonus being wagered with its progress,
// expiry and what each kind of game counts, and the way to give it up (after a confirmation that says
// what is lost); the rules in short; and every bonus and rebate the player has had.
import type { BonusWallet } from '@hall/contracts/bonus';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Callout } from '../../../components/callout';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { PopupDialog } from '../../../components/popup-dialog';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { useBonusWallet } from '../../../lib/bonus-wallet';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useForfeitBonus } from '../api/forfeit-bonus';
import { useBonusTexts } from '../hooks/use-bonus-texts';
import { daysUntil } from '../utils/bonus-rules';
import { BonusHistory } from './bonus-history';
import { BonusRules } from './bonus-rules';
import { WageringProgress } from './wagering-progress';
import { WalletFigures } from './wallet-figures';
import '../bonus.css';

export function BonusPanel() {
  const { t } = useTranslation('bonus');
  const wallet = useBonusWallet();
  if (wallet.isPending) return <PageLoading />;
  if (wallet.isError) return <LoadError onRetry={() => void wallet.refetch()} />;
  return (
    <div className="bonus-layout">
      <section className="bonus-section" aria-labelledby="bonus-wallet-title" data-testid="bonus-wallet">
        <h2 id="bonus-wallet-title" className="bonus-section-title">
          {t('wallet.balances')}
        </h2>
        <WalletFigures cash={wallet.data.cash} bonus={wallet.data.bonus} />
        {wallet.data.active ? (
          <ActiveBonus wallet={wallet.data} active={wallet.data.active} />
        ) : (
          <div className="bonus-empty" role="status">
            <p>{t('wallet.none')}</p>
            <Link className="button-link" to={paths.promotion.getHref()}>
              {t('wallet.seeOffers')}
            </Link>
          </div>
        )}
      </section>
      <BonusRules />
      <BonusHistory />
    </div>
  );
}

function ActiveBonus({ wallet, active }: { wallet: BonusWallet; active: NonNullable<BonusWallet['active']> }) {
  const { t } = useTranslation('bonus');
  const texts = useBonusTexts();
  const format = useMoneyFormat();
  const forfeit = useForfeitBonus();
  const [confirming, setConfirming] = useState(false);
  const days = daysUntil(active.expiresAt);

  const giveUp = () =>
    forfeit.mutate(active.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('forfeit.done'));
      },
      onError: () => setConfirming(false),
    });

  return (
    <div className="bonus-active" data-testid="bonus-active">
      <h3 className="bonus-active-title">{texts.offerName(active)}</h3>
      <WageringProgress wagered={active.wagered} required={active.wageringRequired} />
      <dl className="detail-list">
        <div>
          <dt>{t('active.credited')}</dt>
          <dd>{texts.bonusCoins(active.amount)}</dd>
        </div>
        <div>
          <dt>{t('active.creditedAt')}</dt>
          <dd>{format.dateTime(active.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('active.locked')}</dt>
          <dd>{format.coinsText(wallet.bonus)}</dd>
        </div>
        <div>
          <dt>{t('active.expires')}</dt>
          <dd data-testid="bonus-expires">
            {format.dateTime(active.expiresAt)} · {t('active.daysLeft', { count: days })}
          </dd>
        </div>
      </dl>
      {wallet.contribution && (
        <div className="bonus-contribution">
          <h4 className="bonus-subtitle">{t('active.contributionTitle')}</h4>
          <ul className="bonus-contribution-list" data-testid="bonus-contribution">
            <li>
              <span>{t('active.kind.video_slot')}</span>
              <strong>{t('progress.percent', { percent: wallet.contribution.video_slot })}</strong>
            </li>
            <li>
              <span>{t('active.kind.pachislot')}</span>
              <strong>{t('progress.percent', { percent: wallet.contribution.pachislot })}</strong>
            </li>
          </ul>
        </div>
      )}
      <Callout tone="info">
        <p>{t('active.howItEnds')}</p>
      </Callout>
      <Button
        block
        fill="outline"
        color="danger"
        onClick={() => setConfirming(true)}
        data-testid="bonus-give-up"
        className="bonus-give-up"
      >
        {t('forfeit.button')}
      </Button>
      <PopupDialog
        visible={confirming}
        title={t('forfeit.title')}
        onClose={() => setConfirming(false)}
        onConfirm={giveUp}
        confirmLoading={forfeit.isPending}
        confirmText={t('forfeit.confirm')}
        cancelText={t('forfeit.keep')}
        showCancelButton
        testId="bonus-forfeit-dialog"
      >
        <p className="bonus-warning">
          {t('forfeit.lose', { amount: format.coins(wallet.bonus), count: Number(wallet.bonus) })}
        </p>
        <p>{t('forfeit.cashStays', { cash: format.coinsText(wallet.cash) })}</p>
        <p>{t('forfeit.final')}</p>
      </PopupDialog>
    </div>
  );
}
