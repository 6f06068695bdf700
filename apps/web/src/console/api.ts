// The console's calls: the same envelope transport as the player site, with the operator's token.
import { apiPost } from '../lib/api-client';
import { readSession } from './session';

export const consolePost = <T>(path: string, body: object = {}) =>
  apiPost<T>(path, body, { token: readSession()?.token ?? null });
