// Whether a player wagers a bonus now, as a condition on another module's query (the ledger's check
// that bonus coins are locked only while a grant is in play): the bonus repository's, the narrow part
// of it other modules may ask.
export { wageringGrantExists } from './repo';
