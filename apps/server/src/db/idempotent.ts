import { AppError } from '../lib/app-error';

/**
 * Create a thing once per client request key. The earlier result is answered if there is one;
 * otherwise `create` runs (checks, then an insert that yields nothing when a concurrent copy of the
 * request won the unique index) and, if it lost that race, the winner's result is read and answered.
 * Checks live inside `create` so that a repeated request is answered even when they would now fail.
 *
 * The earlier result answers only the same request: `sameRequest` compares what the request asked
 * for with what the key holds, and a key reused for something else is refused (409
 * `idempotency_key_reused`) rather than silently answered with a result the caller did not ask for.
 */
export async function createOnce<T>(
  find: () => Promise<T | undefined>,
  create: () => Promise<T | null | undefined>,
  sameRequest: (found: T) => boolean,
): Promise<T> {
  const answer = (found: T) => {
    if (!sameRequest(found)) throw AppError.idempotencyKeyReused();
    return found;
  };
  const previous = await find();
  if (previous !== undefined) return answer(previous);
  const created = await create();
  if (created !== null && created !== undefined) return answer(created);
  const raced = await find();
  if (raced === undefined) throw new Error('the request key was taken, yet no row carries it');
  return answer(raced);
}
