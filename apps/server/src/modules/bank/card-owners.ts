// Who else holds a card, by its keyed fingerprint, for the identity match of self-excluded players
// (protection): the bank repository's lookup, the narrow part of it other modules may ask.
export { cardOwnerWithFingerprint } from './repo';
