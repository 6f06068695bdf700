// What the withdrawal form does with each refusal the server names: a field it belongs to, or a
// message with the page that fixes it.
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../config/paths';

export interface RefusalLink {
  to: string;
  labelKey: string;
}

export type Refusal =
  | { kind: 'field'; field: 'amount' | 'fundPassword'; messageKey: string }
  | { kind: 'notice'; messageKey: string; link?: RefusalLink }
  | { kind: 'other'; message: string };

const notices: Record<string, { messageKey: string; link?: RefusalLink }> = {
  bind_card_first: {
    messageKey: 'withdraw.refusals.bind_card_first',
    link: { to: paths.bankcardSetting.getHref(), labelKey: 'withdraw.links.bindCard' },
  },
  card_unknown: {
    messageKey: 'withdraw.refusals.card_unknown',
    link: { to: paths.bankcardSetting.getHref(), labelKey: 'withdraw.links.manageCards' },
  },
  profile_incomplete: {
    messageKey: 'withdraw.refusals.profile_incomplete',
    link: { to: paths.accountSetting.getHref(), labelKey: 'withdraw.links.completeProfile' },
  },
  fund_password_unset: {
    messageKey: 'withdraw.refusals.fund_password_unset',
    link: { to: paths.paymentPassword.getHref('withdraw'), labelKey: 'withdraw.links.setFundPassword' },
  },
  kyc_required: {
    messageKey: 'withdraw.refusals.kyc_required',
    link: { to: paths.userCenter.getHref(), labelKey: 'withdraw.links.verifyIdentity' },
  },
  aml_review: {
    messageKey: 'withdraw.refusals.aml_review',
    link: { to: paths.userCenter.getHref(), labelKey: 'withdraw.links.verifyIdentity' },
  },
  channel_unavailable: { messageKey: 'withdraw.refusals.channel_unavailable' },
};

const fields: Record<string, { field: 'amount' | 'fundPassword'; messageKey: string }> = {
  fund_password_wrong: { field: 'fundPassword', messageKey: 'withdraw.refusals.fund_password_wrong' },
  amount_out_of_range: { field: 'amount', messageKey: 'withdraw.errors.range' },
  insufficient_funds: { field: 'amount', messageKey: 'withdraw.errors.balance' },
};

export function reasonOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const data = error.data as { reason?: unknown } | null;
  return typeof data?.reason === 'string' ? data.reason : undefined;
}

export function refusalOf(error: unknown): Refusal {
  const reason = reasonOf(error);
  if (reason && fields[reason]) return { kind: 'field', ...fields[reason] };
  if (reason && notices[reason]) return { kind: 'notice', ...notices[reason] };
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}
