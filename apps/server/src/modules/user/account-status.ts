// A player account's status as other modules change it: the desk freezes and unfreezes, the player
// closes the account (privacy). The user repository's writes, the narrow part of it others may ask.
export { changeAccountStatus, markAccountClosed } from './repo';
