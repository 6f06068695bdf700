/**
 * Create a thing once per client request key. The earlier result is answered if there is one;
 * otherwise `create` runs (checks, then an insert that yields nothing when a concurrent copy of the
 * request won the unique index) and, if it lost that race, the winner's result is read and answered.
 * Checks live inside `create` so that a repeated request is answered even when they would now fail.
 */
export async function createOnce<T>(
  find: () => Promise<T | undefined>,
  create: () => Promise<T | null | undefined>,
): Promise<T> {
  const previous = await find();
  if (previous !== undefined) return previous;
  const created = await create();
  if (created !== null && created !== undefined) return created;
  const raced = await find();
  if (raced === undefined) throw new Error('the request key was taken, yet no row carries it');
  return raced;
}
