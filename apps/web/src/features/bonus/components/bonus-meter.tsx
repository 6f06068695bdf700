// The machine's compact view of a bonus being wagered: the locked coins and the wagering, moved on by
// each spin's answer (lib/bonus-wallet). Nothing shows while no bonus is being wagered.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useBonusWallet } from '../../../lib/bonus-wallet';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { WageringProgress } from './wagering-progress';
import '../bonus.css';

export function BonusMeter() {
  const { t, ready } = useTranslation('bonus');
  const format = useMoneyFormat();
  const wallet = useBonusWallet();
  const active = wallet.data?.active;
  if (!ready || !wallet.data || !active) return null;
  return (
    <section className="bonus-meter" aria-labelledby="bonus-meter-title" data-testid="bonus-meter">
      <div className="bonus-meter-head">
        <h2 id="bonus-meter-title" className="bonus-meter-title">
          {t('meter.title')}
        </h2>
        <span className="bonus-meter-amount" data-testid="bonus-meter-amount">
          {format.coinsText(wallet.data.bonus)}
        </span>
      </div>
      <WageringProgress wagered={active.wagered} required={active.wageringRequired} testId="bonus-meter-wagering" />
      <p className="bonus-meter-note">
        {t('meter.note')}{' '}
        <Link className="text-link" to={paths.bonus.getHref()}>
          {t('meter.details')}
        </Link>
      </p>
    </section>
  );
}
