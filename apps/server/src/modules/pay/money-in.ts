// What the player's bank orders count against the deposit limits (protection's money in, handed to it
// by app.ts): the pay repository's sum, the narrow part of it other modules may ask.
export { orderedCoinsSince } from './repo';
