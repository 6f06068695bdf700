// A record's status as a coloured tag: the colour follows the tone, the text always says the status.
import type { DepositStatus } from '@hall/contracts/pay';
import type { WithdrawalStatus } from '@hall/contracts/withdrawal';
import { useTranslation } from 'react-i18next';
import { depositStatusLook, withdrawalStatusLook, type StatusLook } from '../utils/status';
import '../../../styles/money.css';

function Tag({ look, testId }: { look: StatusLook; testId?: string }) {
  const { t } = useTranslation('finance');
  return (
    <span className={`status-tag status-tag-${look.tone}`} data-tone={look.tone} data-testid={testId}>
      {t(look.labelKey)}
    </span>
  );
}

export function DepositStatusTag({ status }: { status: DepositStatus }) {
  return <Tag look={depositStatusLook(status)} testId="status-tag" />;
}

export function WithdrawalStatusTag({ status }: { status: WithdrawalStatus }) {
  return <Tag look={withdrawalStatusLook(status)} testId="status-tag" />;
}
