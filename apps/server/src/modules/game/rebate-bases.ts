// What rebates are paid on: each player's cash bets or net loss over a period (a bonus rebate offer),
// and each player's bets of a day (the agents' daily rebate), voided rounds left out. The game
// repository's, the narrow part of it other modules may ask; both modules are imported by the game
// module, so wiring.ts hands these to them.
export { betsByPlayer, rebateBases } from './repo';
