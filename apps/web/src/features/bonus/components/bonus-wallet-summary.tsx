// The user centre's bonus block, beside the balance: cash, the locked bonus coins and the wagering of
// the bonus being played, with the way to the bonus page.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { paths } from '../../../config/paths';
import { useBonusWallet } from '../../../lib/bonus-wallet';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useBonusTexts } from '../hooks/use-bonus-texts';
import { WalletFigures } from './wallet-figures';
import { WageringProgress } from './wagering-progress';
import '../bonus.css';

export function BonusWalletSummary() {
  const { t, ready } = useTranslation('bonus');
  const texts = useBonusTexts();
  const format = useMoneyFormat();
  const wallet = useBonusWallet();
  if (!ready) return null;
  const active = wallet.data?.active;
  return (
    <section className="bonus-summary" aria-labelledby="bonus-summary-title" data-testid="bonus-summary">
      <h2 id="bonus-summary-title" className="bonus-summary-title">
        <Icon name="gift" size={20} />
        {t('wallet.title')}
      </h2>
      {wallet.isError ? (
        <p className="bonus-muted">{t('wallet.unavailable')}</p>
      ) : !wallet.data ? (
        <p className="bonus-muted">{t('common.loading', { ns: 'translation' })}</p>
      ) : (
        <>
          <WalletFigures cash={wallet.data.cash} bonus={wallet.data.bonus} />
          {active ? (
            <>
              <p className="bonus-summary-offer">
                {texts.offerName(active)} ·{' '}
                <span className="bonus-muted">{t('wallet.expires', { date: format.dateTime(active.expiresAt) })}</span>
              </p>
              <WageringProgress wagered={active.wagered} required={active.wageringRequired} />
            </>
          ) : (
            <p className="bonus-muted">{t('wallet.none')}</p>
          )}
        </>
      )}
      <Link className="text-link bonus-summary-link" to={paths.bonus.getHref()} data-testid="to-bonus">
        {t('wallet.details')}
      </Link>
    </section>
  );
}
