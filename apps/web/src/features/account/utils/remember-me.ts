// "Remember me" (SPEC.md section 3) keeps ONLY the account name, to prefill the login form. The
// password is never written anywhere: any script on the page, or anyone holding the device, could
// read it back. Staying signed in is the session token's job.
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';
import type { StorageKey } from '../../../lib/storage-keys';

export const REMEMBERED_ACCOUNT_KEY = 'rememberedAccount' satisfies StorageKey;

export function rememberedAccount(): string {
  return readStorage(REMEMBERED_ACCOUNT_KEY) ?? '';
}

/** After a successful login: keep the account when remember me is on, forget it when it is off. */
export function rememberAccount(account: string, remember: boolean): void {
  const name = account.trim();
  if (remember && name) writeStorage(REMEMBERED_ACCOUNT_KEY, name);
  else removeStorage(REMEMBERED_ACCOUNT_KEY);
}
