// What the withdrawal module erases of a closed account (privacy's erasure).
export { eraseCryptoAddressesOf } from './repo';
