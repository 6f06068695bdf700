// What another module may ask of cards it points at (a withdrawal's card): the bank repository's
// lookup by ids, the narrow part of it other modules may ask.
export { cardsWithBanksByIds } from './repo';
