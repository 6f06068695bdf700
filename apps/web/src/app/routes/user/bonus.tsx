// Bonus funds: cash and the locked bonus, the bonus being wagered with its progress, expiry and the way
// to give it up, the rules in short and every bonus and rebate the player has had.
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { BonusPanel } from '../../../features/bonus/components/bonus-panel';

export default function BonusRoute() {
  const { t } = useTranslation();
  // Coin amounts and the pager are worded by the finance texts, the page by its own.
  const { ready } = useTranslation(['bonus', 'finance']);
  return (
    <PageShell title={t('routes.bonus')} intro={t('intros.bonus')}>
      {ready ? <BonusPanel /> : <PageLoading />}
    </PageShell>
  );
}
