// A player's staked and won totals, for the protection rules' loss limits and reality checks. Kept
// apart from service.ts, which applies those same rules before a spin: protection importing the
// service would close a cycle.
export { roundTotals } from './repo';
