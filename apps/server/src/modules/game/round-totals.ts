// A player's staked and won totals, the narrow read of the game's rounds that the protection rules
// use for loss limits and reality checks (game does not import protection: app.ts hands the spin its
// rules as PlayGuards).
export { roundTotals } from './repo';
