// What other modules may ask of a player's money flows (the AML rules): the queries are the ledger
// repository's (flows-repo.ts); this is the narrow part of it other modules may ask.
export { betSince, depositedBetween, lastDeposit, withdrawnBetween } from './flows-repo';
