// A player's account name, language, status and existence as parts of another module's query (a queue's
// account column and filter): the user repository's subqueries, the narrow part of it other modules may
// ask, as ledger/wallet-columns.ts is the ledger's.
export { accountIs, accountOf, localeOf, passwordChangeRequiredOf, statusOf, userExists } from './repo';
