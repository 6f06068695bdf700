// The agent tree as the agent module asks it: how deep a user sits, whether and how far one lies below
// another, a user's parent and children. The user repository's queries and subqueries over the closure
// table it keeps as accounts open, the narrow part of it other modules may ask.
export { childrenOf, depthBelowOf, depthFromRoot, parentOf, treePaths } from './repo';
