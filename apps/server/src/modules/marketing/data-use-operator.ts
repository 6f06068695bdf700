// Customer service recording a player's objection to marketing or profiling (or lifting one) on the
// player's request: a data request, an e-mail or a call. The change, the audit entry with what the
// player asked and the letter telling the player what is now recorded commit in one transaction.
import type { Locale } from '@hall/contracts/locale';
import type { DataUseObjections } from '@hall/contracts/marketing';
import type { Db, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { translate } from '../../i18n/translate';
import { escapeHtml } from '../../lib/escape-html';
import { writeAudit } from '../operator/service';
import { findUserById } from '../user/service';
import { changeDataUse, type DataUseChange } from './service';

/** The letter saying what is recorded now, both objections, with the operator's note. */
function dataUseLetter(after: DataUseObjections, note: string) {
  const item = (s: string) => `<li>${escapeHtml(s)}</li>`;
  const paragraph = (s: string) => `<p>${escapeHtml(s)}</p>`;
  return (locale: Locale) => ({
    title: translate(locale, 'marketing.data_use_letter_title'),
    body:
      paragraph(translate(locale, 'marketing.data_use_letter_intro')) +
      '<ul>' +
      item(
        translate(locale, after.marketing ? 'marketing.data_use_marketing_on' : 'marketing.data_use_marketing_off'),
      ) +
      item(
        translate(locale, after.profiling ? 'marketing.data_use_profiling_on' : 'marketing.data_use_profiling_off'),
      ) +
      '</ul>' +
      paragraph(translate(locale, 'marketing.data_use_letter_note', { note })) +
      paragraph(translate(locale, 'marketing.data_use_letter_change')),
  });
}

/**
 * Sends a service letter to one player in the caller's transaction: the letters module's, handed in
 * when the app is built (the letters module asks this one whom marketing may reach, so it is not imported).
 */
export type SendPlayerLetter = (
  db: Executor,
  userId: number,
  texts: (locale: Locale) => { title: string; body: string },
) => Promise<{ id: number }>;

export async function setDataUseByOperator(
  deps: { db: Db; sendPlayerLetter: SendPlayerLetter },
  operatorId: number,
  input: DataUseChange & { userId: number; reason: string },
  ip: string,
) {
  const { userId, reason, ...change } = input;
  if (!(await findUserById(deps.db, userId))) throw AppError.notFound();
  return inTransaction(deps.db, async (tx) => {
    const { before, after } = await changeDataUse(tx, userId, change, operatorId);
    const letter = await deps.sendPlayerLetter(tx, userId, dataUseLetter(after, reason));
    await writeAudit(tx, {
      operatorId,
      action: 'privacy.data_use',
      targetType: 'user',
      targetId: userId,
      before: { marketing: before.marketing, profiling: before.profiling },
      after: { marketing: after.marketing, profiling: after.profiling, reason, letterId: letter.id },
      ip,
    });
    return after;
  });
}
