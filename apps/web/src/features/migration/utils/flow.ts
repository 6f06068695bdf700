// The account transfer as the page walks it: which of the five steps the server's session puts the
// player on, how far along the progress bar that is, and where each refusal the server names belongs
// (at a field, as a notice with the page that mends it, or back to the start). Pure, so it is tested
// without rendering.
import type { MigrationCurrency, MigrationSession } from '@hall/contracts/migration';
import { paths } from '../../../config/paths';

/** The steps the player sees, in order: the session's `next` plus the code being asked for. */
export const FLOW_STEPS = ['account', 'card', 'code', 'login', 'confirm'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

/**
 * The step a session puts the player on on this page. No session, a finished one or one for the
 * other currency (started on the other page) starts at the account. The server's `code` step is
 * only the asking for a code: once one was sent, the player signs in with it.
 */
export function stepOf(session: MigrationSession | null | undefined, currency: MigrationCurrency): FlowStep {
  if (!session || session.next === 'done' || session.currency !== currency) return 'account';
  if (session.next === 'code') return session.codeSentTo ? 'login' : 'code';
  return session.next;
}

export type StepState = 'done' | 'current' | 'todo';

/** Each step with whether it is behind the player, the one they are on, or still to come. */
export function progressOf(step: FlowStep): { step: FlowStep; state: StepState }[] {
  const at = FLOW_STEPS.indexOf(step);
  return FLOW_STEPS.map((s, i) => ({ step: s, state: i < at ? 'done' : i === at ? 'current' : 'todo' }));
}

/** The fields of the step forms a refusal can point at. */
export type MigrationField = 'account' | 'cardLast4' | 'holderName' | 'password' | 'code';

/** Refusals about something the player typed: shown at that field (the first one gets the focus). */
const FIELDS_OF: Record<string, MigrationField[]> = {
  provider_account_unknown: ['account'],
  already_migrated: ['account'],
  card_mismatch: ['cardLast4'],
  holder_not_player: ['holderName'],
  // The provider does not say which was wrong: the password is named, the code marked as well.
  provider_login_failed: ['password', 'code'],
  // The code is burnt after too many tries: a new one must be asked for.
  too_many_attempts: ['code'],
};

export interface RefusalLink {
  to: string;
  /** Key in the migration texts. */
  labelKey: string;
}

export type RefusalPlace =
  | { kind: 'fields'; fields: MigrationField[] }
  /** The session is gone: the flow starts again at the account, saying why. */
  | { kind: 'restart' }
  /** The server is on another step than the page: the session is read again. */
  | { kind: 'resync' }
  | { kind: 'notice'; link?: RefusalLink };

const otherPage = (currency: MigrationCurrency): RefusalLink =>
  currency === 'JPY'
    ? { to: paths.accountTransfer.getHref(), labelKey: 'links.yuanPage' }
    : { to: paths.accountTransferJp.getHref(), labelKey: 'links.yenPage' };

/**
 * Where a refusal belongs, given the fields of the form it answered (a reason whose field is not on
 * that form is shown as a notice instead of at a field that is not there).
 */
export function placeRefusal(
  reason: string | undefined,
  formFields: readonly MigrationField[],
  currency: MigrationCurrency,
): RefusalPlace {
  if (reason === 'migration_expired') return { kind: 'restart' };
  if (reason === 'migration_step') return { kind: 'resync' };
  if (reason === 'currency_mismatch') return { kind: 'notice', link: otherPage(currency) };
  if (reason === 'profile_incomplete')
    return { kind: 'notice', link: { to: paths.accountSetting.getHref(), labelKey: 'links.completeProfile' } };
  // The player's own break or self-exclusion closes money in: the way to the tools that set it.
  if (reason === 'timed_out' || reason === 'self_excluded' || reason === 'cooling_off')
    return { kind: 'notice', link: { to: paths.responsiblePlay.getHref(), labelKey: 'links.safetyTools' } };
  const fields = (reason && FIELDS_OF[reason]?.filter((field) => formFields.includes(field))) || [];
  return fields.length ? { kind: 'fields', fields } : { kind: 'notice' };
}

/**
 * The text of a form error: the contract's own keys (migration.*) are in the migration texts under
 * validation.*, the shared ones (validation.*) in the shared texts; a server's message is already
 * in the player's language.
 */
export function migrationMessageKey(message: string): { key: string; ns: 'migration' | 'translation' } | null {
  if (message.startsWith('migration.'))
    return { key: `validation.${message.slice('migration.'.length)}`, ns: 'migration' };
  if (message.startsWith('validation.')) return { key: message, ns: 'translation' };
  return null;
}

/** Whole seconds until an ISO time (0 when it has passed or is unknown). */
export function secondsUntil(iso: string | null | undefined, now: number = Date.now()): number {
  if (!iso) return 0;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}
