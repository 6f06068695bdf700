// Whether a promotion exists, for the offers that link to one (bonus): the content repository's
// lookup, the narrow part of it other modules may ask.
export { promotionExists } from './repo';
