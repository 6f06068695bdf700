// What the player desk erases of a closed account (privacy's erasure).
export { deleteNotesOf } from './repo';
