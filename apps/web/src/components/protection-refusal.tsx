// A deposit or a spin the player's own protections refused (a deposit or loss limit, a break, a
// self-exclusion or its cooling-off, the pause after stopping at a reality check): the server's message (which names the coins a limit still allows,
// or the date a break ends) and the way to the page where the protections live.
// Shared by the cashier pages of the wallet and crypto features and by the game's machine page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { ApiError } from '../lib/api-client';
import { Callout } from './callout';

/** The reasons the server gives when a protection the player set stops a deposit or play. */
export const PROTECTION_REASONS = [
  'deposit_limit',
  'loss_limit',
  'self_excluded',
  'timed_out',
  'cooling_off',
  'play_paused',
] as const;
export type ProtectionReason = (typeof PROTECTION_REASONS)[number];

export interface ProtectionRefusalInfo {
  reason: ProtectionReason;
  /** Already in the player's language; a break or exclusion names its end date. */
  message: string;
  /** deposit_limit and loss_limit only: coins still allowed in the period, and which period. */
  remaining?: string;
  period?: 'day' | 'week' | 'month';
}

/** The refusal when the error is one of the player's protections, otherwise null. */
export function protectionRefusalOf(error: unknown): ProtectionRefusalInfo | null {
  if (!(error instanceof ApiError)) return null;
  const reason = error.reason;
  if (!reason || !(PROTECTION_REASONS as readonly string[]).includes(reason)) return null;
  const data = (error.data ?? {}) as { remaining?: unknown; period?: unknown };
  const info: ProtectionRefusalInfo = { reason: reason as ProtectionReason, message: error.message };
  if (typeof data.remaining === 'string' && /^\d+$/.test(data.remaining)) info.remaining = data.remaining;
  if (data.period === 'day' || data.period === 'week' || data.period === 'month') info.period = data.period;
  return info;
}

export function ProtectionRefusal({ refusal }: { refusal: ProtectionRefusalInfo }) {
  const { t } = useTranslation();
  return (
    <Callout tone="danger" role="alert" testId="protection-refusal">
      <p>{refusal.message}</p>
      <Link className="text-link" to={paths.responsiblePlay.getHref()}>
        {t('playerProtection.openTools')}
      </Link>
    </Callout>
  );
}
