// What other modules may ask of a player's money flows (the AML rules, the first-deposit bonus, the
// deposit limits): the
// queries are the ledger repository's (flows-repo.ts); this is the narrow part of it other modules may ask.
export {
  agentGiftsSince,
  betSince,
  depositedBefore,
  depositedBetween,
  lastDeposit,
  withdrawnBetween,
} from './flows-repo';
