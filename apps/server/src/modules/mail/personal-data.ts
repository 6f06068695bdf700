// What the mail module erases of a closed account (privacy's erasure).
export { deleteMailTo } from './repo';
