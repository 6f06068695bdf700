// The player's coin balance, as the finance pages show it above their forms.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon';
import { balanceQuery } from './finance-queries';
import { useMoneyFormat } from './use-money-format';
import './money.css';

export function BalanceCard() {
  const { t } = useTranslation('finance');
  const format = useMoneyFormat();
  const balance = useQuery(balanceQuery);
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
