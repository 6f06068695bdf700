// Cash and locked bonus coins side by side: what can be withdrawn now, and what is still being wagered.
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../../lib/use-money-format';

export function WalletFigures({ cash, bonus }: { cash: string; bonus: string }) {
  const { t } = useTranslation('bonus');
  const format = useMoneyFormat();
  return (
    <dl className="bonus-figures">
      <div>
        <dt>{t('wallet.cash')}</dt>
        <dd data-testid="bonus-wallet-cash">{format.coinsText(cash)}</dd>
      </div>
      <div>
        <dt>{t('wallet.bonus')}</dt>
        <dd data-testid="bonus-wallet-bonus">{format.coinsText(bonus)}</dd>
      </div>
    </dl>
  );
}
