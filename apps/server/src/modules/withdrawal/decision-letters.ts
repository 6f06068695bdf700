// An operator's decision not to pay a withdrawal (rejected in review, or a manual payout that could
// not be made), told to the player by letter in their language with the reason: the player's
// records say "Withdrawal failed", the letter says why and that the coins are back. Sent in the
// decision's transaction.
import type { Tx } from '../../db/client';
import { translate } from '../../i18n/translate';
import { messageLetter } from '../letters/message-letter';
import { sendPlayerLetter } from '../letters/service';

export function sendUnpaidLetter(
  tx: Tx,
  w: { userId: number; withdrawSn: string; coinAmount: bigint },
  reason: string,
) {
  return sendPlayerLetter(
    tx,
    w.userId,
    messageLetter('withdrawal.unpaid_letter_title', 'withdrawal.unpaid_letter_body', (locale) => ({
      sn: w.withdrawSn,
      amount: new Intl.NumberFormat(locale).format(w.coinAmount),
      // A manual payout may fail without a reason typed: the player is still told what happened.
      reason: reason.trim() || translate(locale, 'withdrawal.unpaid_reason_unknown'),
    })),
  );
}
