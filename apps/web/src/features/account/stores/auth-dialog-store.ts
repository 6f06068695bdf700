// The sign-in dialog is opened from anywhere (route guard, header button, /login) and answers with a
// promise: true when the user signed in ("confirmed"), false when they dismissed it.
import { create } from 'zustand';

/** Find-password has no tab header of its own: it opens from the login tab's forgot-password link. */
export type AuthTab = 'login' | 'register' | 'findPassword';

/** The account and code a reset link carries, filled into the find-password form. */
export interface ResetPrefill {
  account: string;
  code: string;
}

interface AuthDialogState {
  open: boolean;
  tab: AuthTab;
  reset: ResetPrefill | null;
}

export const useAuthDialogStore = create<AuthDialogState>()(() => ({ open: false, tab: 'login', reset: null }));

let pending: { promise: Promise<boolean>; resolve: (confirmed: boolean) => void } | null = null;

export interface OpenAuthDialogOptions {
  tab?: AuthTab;
  /** Opens find-password at its second step with these filled in (from a reset link). */
  reset?: ResetPrefill;
}

/** Opens the dialog; while it is open, further calls share the same answer. */
export function openAuthDialog({ tab = 'login', reset }: OpenAuthDialogOptions = {}): Promise<boolean> {
  if (pending) {
    useAuthDialogStore.setState(reset ? { tab, reset } : { tab });
    return pending.promise;
  }
  let resolve!: (confirmed: boolean) => void;
  const promise = new Promise<boolean>((done) => {
    resolve = done;
  });
  pending = { promise, resolve };
  useAuthDialogStore.setState({ open: true, tab, reset: reset ?? null });
  return promise;
}

export function closeAuthDialog(confirmed: boolean): void {
  const current = pending;
  pending = null;
  // The prefill stays until the next opening, so the closing form does not change under the player.
  useAuthDialogStore.setState({ open: false });
  current?.resolve(confirmed);
}

export function setAuthTab(tab: AuthTab): void {
  useAuthDialogStore.setState({ tab });
}

export function isAuthDialogOpen(): boolean {
  return pending !== null;
}
