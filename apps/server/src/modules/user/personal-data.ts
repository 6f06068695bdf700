// What the user module erases of a closed account (privacy's erasure): the narrow part of its
// repository the privacy module may ask.
export { eraseAccount } from './repo';
