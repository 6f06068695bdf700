// The payment page sends the player back to /user/record?tab=deposit&order=<sn>&result=<outcome>. This
// decides what the page says about it: paid, failed, refused, or the order's state when it was closed.
import { DEPOSIT_STATUSES, type DepositStatus } from '@hall/contracts/pay';

export type CashierNotice =
  | { type: 'success'; messageKey: 'record.cashier.paid' }
  | { type: 'fail'; messageKey: 'record.cashier.failed' | 'record.cashier.refused' }
  | { type: 'text'; messageKey: 'record.cashier.status'; status: DepositStatus }
  | { type: 'text'; messageKey: 'record.cashier.unknown' };

export function cashierNotice(result: string | null): CashierNotice | null {
  if (!result) return null;
  if (result === 'paid') return { type: 'success', messageKey: 'record.cashier.paid' };
  if (result === 'failed') return { type: 'fail', messageKey: 'record.cashier.failed' };
  if (result === 'refused') return { type: 'fail', messageKey: 'record.cashier.refused' };
  const status = DEPOSIT_STATUSES.find((s) => s === result);
  if (status) return { type: 'text', messageKey: 'record.cashier.status', status };
  return { type: 'text', messageKey: 'record.cashier.unknown' };
}

export type RecordTab = 'deposit' | 'withdraw' | 'game';

export const RECORD_TABS: readonly RecordTab[] = ['deposit', 'withdraw', 'game'];

export function recordTabOf(value: string | null): RecordTab {
  return RECORD_TABS.find((tab) => tab === value) ?? 'deposit';
}
