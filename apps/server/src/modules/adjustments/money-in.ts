// What the player's adjustments marked as a deposit count against the deposit limits (protection's money
// in, handed to it by app.ts): the adjustment repository's sum, the narrow part of it others may ask.
export { depositAdjustmentsSince } from './repo';
