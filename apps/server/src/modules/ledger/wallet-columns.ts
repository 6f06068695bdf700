// A player's wallet as a column of another module's query (an agent's team list, the member it moves
// coins with): the ledger repository's subqueries, the narrow part of it other modules may ask.
export { walletBalanceOf, walletIdOf } from './repo';
