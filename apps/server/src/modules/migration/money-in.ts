// What the player's migrations count against the deposit limits (protection's money in, handed to it by
// app.ts): the migration repository's sum, the narrow part of it other modules may ask.
export { migratedCoinsSince } from './repo';
