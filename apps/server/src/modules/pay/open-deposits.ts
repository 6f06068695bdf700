// Whether a player has a deposit order that could still credit the wallet: what closing an account
// waits for (privacy).
export { depositOpen } from './repo';
