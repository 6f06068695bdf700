// What an operator decided about a player's agent account, told to that player as a letter in every
// language (read in theirs): an application approved with its rate or rejected with its reason, a
// rate changed, the account suspended or restored. Sent in the decision's transaction, so a decision
// is never taken without its letter, nor a letter sent for one that rolled back.
import type { Locale } from '@hall/contracts/locale';
import type { Tx } from '../../db/client';
import { translate, type MessageKey } from '../../i18n/translate';
import { escapeHtml } from '../../lib/escape-html';
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

function texts(decision: AgentDecision, locale: Locale): { title: string; body: string } {
  const title = `agent.letter.${decision.kind}_title` as MessageKey;
  const body = `agent.letter.${decision.kind}_body` as MessageKey;
  const params: Record<string, string> =
    decision.kind === 'approved'
      ? { rate: percent(decision.rateBp, locale) }
      : decision.kind === 'rate'
        ? { rate: percent(decision.rateBp, locale), before: percent(decision.beforeBp, locale) }
        : decision.kind === 'rejected'
          ? { reason: decision.reason.trim() }
          : {};
  return { title: translate(locale, title), body: `<p>${escapeHtml(translate(locale, body, params))}</p>` };
}

export function sendAgentDecisionLetter(tx: Tx, userId: number, decision: AgentDecision) {
  return sendPlayerLetter(tx, userId, (locale) => texts(decision, locale));
}
