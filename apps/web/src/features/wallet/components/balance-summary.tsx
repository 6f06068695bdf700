// The balance block of the user centre: the coins, or why they cannot be shown, and the way to deposit.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { useBalance } from '../../../lib/balance';
import { formatCoins } from '../../../lib/money';
import { paths } from '../../../config/paths';

export function BalanceSummary() {
  const { t, i18n } = useTranslation('account');
  const balance = useBalance();
  return (
    <div className="balance" data-testid="balance">
      <p className="balance-label">{t('center.balance')}</p>
      <p className="balance-value" aria-live="polite">
        {balance.data ? (
          <>
            <span className="balance-amount" data-testid="balance-amount">
              {formatCoins(balance.data.coins, i18n.language)}
            </span>{' '}
            <span className="balance-unit">{t('center.coins')}</span>
          </>
        ) : balance.isError ? (
          t('center.balanceUnavailable')
        ) : (
          <span className="balance-loading">{t('common.loading', { ns: 'translation' })}</span>
        )}
      </p>
      <Link to={paths.deposit.getHref()} className="button-link button-link-primary balance-action">
        <Icon name="wallet" size={18} />
        {t('center.deposit')}
      </Link>
    </div>
  );
}
