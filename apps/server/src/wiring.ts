// What modules hand each other once at start where an import would run both ways: the protection
// rules the user and bank modules apply when an identity detail is set (protection reads players and
// cards through those modules), the money-in sums of the modules that apply the deposit limits, and
// the bonus condition the ledger's verification checks locked bonus coins against, and the rounds'
// bets that bonus and agent rebates are paid on (the game module imports both), and the letters the
// user module sends (it imports no other module, so that every module may ask it about players).
// The app calls this when it is built; a test or tool that uses the modules' services without an app
// calls it itself (test/database.ts does). Until then those rules throw rather than let anything pass.
import { depositAdjustmentsSince } from './modules/adjustments/money-in';
import { creditedCoinsSince } from './modules/crypto/money-in';
import { migratedCoinsSince } from './modules/migration/money-in';
import { orderedCoinsSince } from './modules/pay/money-in';
import {
  assertCardNotExcluded,
  assertEmailMayOpenAccount,
  assertIdNumberNotExcluded,
  flagNameAndBirth,
  flagPhone,
} from './modules/protection/identity-match';
import { useRoundBets } from './modules/agent/round-bets';
import { useRebateBases } from './modules/bonus/rebate-bases';
import { wageringGrantExists } from './modules/bonus/wagering-condition';
import { betsByPlayer, rebateBases } from './modules/game/rebate-bases';
import { useWageringCondition } from './modules/ledger/verify';
import { useMoneyInSources } from './modules/protection/money-in-sources';
import { useIdentityChecks } from './modules/user/identity-checks';
import { sendPlayerLetter } from './modules/letters/service';
import { useLetterSender } from './modules/user/player-letters';

export function wireModules() {
  useIdentityChecks({
    assertEmailMayOpenAccount,
    assertIdNumberNotExcluded,
    assertCardNotExcluded,
    flagNameAndBirth,
    flagPhone,
  });
  useMoneyInSources([orderedCoinsSince, creditedCoinsSince, migratedCoinsSince, depositAdjustmentsSince]);
  useWageringCondition(wageringGrantExists);
  useRebateBases(rebateBases);
  useRoundBets(betsByPlayer);
  useLetterSender(sendPlayerLetter);
}
