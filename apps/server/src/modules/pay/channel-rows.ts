// What another module may ask of the channels it points at (a withdrawal's channel): the pay
// repository's lookup by ids, the narrow part of it other modules may ask.
export { channelsByIds } from './repo';
