// What the bank module erases of a closed account (privacy's erasure).
export { eraseCardsOf } from './repo';
