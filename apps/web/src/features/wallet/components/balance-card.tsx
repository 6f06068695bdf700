// The player's coin balance, as the finance pages show it above their forms.
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { useBalance } from '../../../lib/balance';
import { useMoneyFormat } from '../../../lib/use-money-format';
import '../../../styles/money.css';

export function BalanceCard() {
  const { t } = useTranslation('finance');
  const format = useMoneyFormat();
  const balance = useBalance();
  return (
    <section className="balance-card" aria-labelledby="balance-card-label">
      <span className="balance-card-icon">
        <Icon name="coin" size={24} />
      </span>
      <div>
        <p id="balance-card-label" className="balance-card-label">
          {t('balance.label')}
        </p>
        <p className="balance-card-value" data-testid="balance" aria-live="polite">
          {balance.data ? format.coinsText(balance.data.coins) : '—'}
        </p>
      </div>
    </section>
  );
}
