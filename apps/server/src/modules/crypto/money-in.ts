// What the player's crypto deposits count against the deposit limits (protection's money in, handed to
// it by app.ts): the crypto repository's sum, the narrow part of it other modules may ask.
export { creditedCoinsSince } from './repo';
