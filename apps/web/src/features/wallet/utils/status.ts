// How each deposit and withdrawal status reads (SPEC.md section 4): its label key in the finance texts
// and the tone of its tag. Tones always come with the text, so colour is never the only signal.
import type { DepositStatus } from '@hall/contracts/pay';
import type { WithdrawalStatus } from '@hall/contracts/withdrawal';

export type StatusTone = 'pending' | 'success' | 'danger' | 'neutral' | 'info';

export interface StatusLook {
  /** Key in the finance namespace. */
  labelKey: string;
  tone: StatusTone;
}

const depositLooks: Record<DepositStatus, StatusLook> = {
  pending: { labelKey: 'status.deposit.pending', tone: 'pending' },
  paid: { labelKey: 'status.deposit.paid', tone: 'success' },
  failed: { labelKey: 'status.deposit.failed', tone: 'danger' },
  expired: { labelKey: 'status.deposit.expired', tone: 'neutral' },
  refunding: { labelKey: 'status.deposit.refunding', tone: 'info' },
  refunded: { labelKey: 'status.deposit.refunded', tone: 'neutral' },
  cancelled: { labelKey: 'status.deposit.cancelled', tone: 'neutral' },
};

// "rejected" reads as "withdrawal failed" to the player, with the operator's reason beside it.
const withdrawalLooks: Record<WithdrawalStatus, StatusLook> = {
  review: { labelKey: 'status.withdrawal.review', tone: 'pending' },
  processing: { labelKey: 'status.withdrawal.processing', tone: 'info' },
  success: { labelKey: 'status.withdrawal.success', tone: 'success' },
  failed: { labelKey: 'status.withdrawal.failed', tone: 'danger' },
  rejected: { labelKey: 'status.withdrawal.failed', tone: 'danger' },
  cancelled: { labelKey: 'status.withdrawal.cancelled', tone: 'neutral' },
};

export function depositStatusLook(status: DepositStatus): StatusLook {
  return depositLooks[status];
}

export function withdrawalStatusLook(status: WithdrawalStatus): StatusLook {
  return withdrawalLooks[status];
}

/**
 * The label of a status in the filter: the list call filters by exact status, so a rejection in review
 * is offered as its own choice with a label that says so.
 */
export function withdrawalFilterLabelKey(status: WithdrawalStatus): string {
  return status === 'rejected' ? 'status.withdrawal.rejected' : withdrawalLooks[status].labelKey;
}
