// Whether a player has a withdrawal still moving: what closing an account waits for (privacy).
export { withdrawalInFlight } from './repo';
