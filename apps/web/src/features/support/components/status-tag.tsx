// A help request's status as a coloured tag, worded for the player: whose turn it is.
import type { SupportStatus } from '@hall/contracts/support';
import { useTranslation } from 'react-i18next';
import '../../../styles/money.css';

const TONES: Record<SupportStatus, string> = { open: 'pending', answered: 'success', closed: 'neutral' };

export function StatusTag({ status }: { status: SupportStatus }) {
  const { t } = useTranslation('support');
  return (
    <span className={`status-tag status-tag-${TONES[status]}`} data-testid="support-status">
      {t(`status.${status}`)}
    </span>
  );
}
