/**
 * What stands in for erased personal text in columns that cannot be empty (privacy's erasure of a
 * closed account, carried out by each module on its own tables).
 */
export const ERASED = 'erased';
