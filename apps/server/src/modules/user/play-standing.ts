// What the protection rules keep on the player's row: the birth date, country and confirmations play is
// checked against, and the reality-check period. The user repository's, the narrow part of it the
// protection module may ask.
export { playStandingRow, realityCheckMinutesOf, setRealityCheckMinutes } from './repo';
