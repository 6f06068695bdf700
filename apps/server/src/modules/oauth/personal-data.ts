// What the oauth module erases of a closed account (privacy's erasure).
export { unlinkIdentitiesOf } from './repo';
