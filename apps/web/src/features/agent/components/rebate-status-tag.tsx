// A rebate's state: counted and waiting for the payout job, or paid into the agent's wallet.
import { useTranslation } from 'react-i18next';
import '../../../styles/money.css';

export function RebateStatusTag({ status }: { status: 'pending' | 'paid' }) {
  const { t } = useTranslation('agent');
  return (
    <span className={`status-tag status-tag-${status === 'paid' ? 'success' : 'pending'}`} data-status={status}>
      {t(`rebates.status.${status}`)}
    </span>
  );
}
