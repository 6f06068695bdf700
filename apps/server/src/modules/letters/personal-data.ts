// What the letters module erases of a closed account (privacy's erasure).
export { deleteLettersTo } from './repo';
