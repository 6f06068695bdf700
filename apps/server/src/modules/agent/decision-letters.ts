// What an operator decided about a player's agent account, told to that player as a letter in every
// language (read in theirs): an application approved with its rate or rejected with its reason, a
// rate changed, the account suspended or restored. Sent in the decision's transaction, so a decision
// is never taken without its letter, nor a letter sent for one that rolled back.
import type { Locale } from '@hall/contracts/locale';
import type { Tx } from '../../db/client';
import type { MessageKey, MessageParams } from '../../i18n/translate';
import { messageLetter } from '../letters/message-letter';
import { sendPlayerLetter } from '../letters/service';

export type AgentDecision =
  | { kind: 'approved'; rateBp: number }
  | { kind: 'rejected'; reason: string }
  | { kind: 'rate'; rateBp: number; beforeBp: number }
  | { kind: 'suspended' }
  | { kind: 'restored' };

/** A rate in basis points as percent the way `locale` writes numbers (50 → "0.5", "0,5" in Vietnamese). */
const percent = (bp: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(bp / 100);

function params(decision: AgentDecision, locale: Locale): MessageParams {
  switch (decision.kind) {
    case 'approved':
      return { rate: percent(decision.rateBp, locale) };
    case 'rate':
      return { rate: percent(decision.rateBp, locale), before: percent(decision.beforeBp, locale) };
    case 'rejected':
      return { reason: decision.reason.trim() };
    default:
      return {};
  }
}

export function sendAgentDecisionLetter(tx: Tx, userId: number, decision: AgentDecision) {
  const key = (part: 'title' | 'body') => `agent.letter.${decision.kind}_${part}` as MessageKey;
  return sendPlayerLetter(
    tx,
    userId,
    messageLetter(key('title'), key('body'), (locale) => params(decision, locale)),
  );
}
