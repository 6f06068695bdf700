// An operator's name as a column of another module's query (who proposed and who decided, in a
// queue): the operator repository's subquery, the narrow part of it other modules may ask.
export { operatorNameOf } from './repo';
