// The sign-in dialog is opened from anywhere (route guard, header button, /login) and answers with a
// promise: true when the user signed in ("confirmed"), false when they dismissed it.
import { create } from 'zustand';

/** Find-password has no tab header of its own: it opens from the login tab's forgot-password link. */
export type AuthTab = 'login' | 'register' | 'findPassword';

interface AuthDialogState {
  open: boolean;
  tab: AuthTab;
}

export const useAuthDialogStore = create<AuthDialogState>()(() => ({ open: false, tab: 'login' }));

let pending: { promise: Promise<boolean>; resolve: (confirmed: boolean) => void } | null = null;

export interface OpenAuthDialogOptions {
  tab?: AuthTab;
}

/** Opens the dialog; while it is open, further calls share the same answer. */
export function openAuthDialog({ tab = 'login' }: OpenAuthDialogOptions = {}): Promise<boolean> {
  if (pending) {
    useAuthDialogStore.setState({ tab });
    return pending.promise;
  }
  let resolve!: (confirmed: boolean) => void;
  const promise = new Promise<boolean>((done) => {
    resolve = done;
  });
  pending = { promise, resolve };
  useAuthDialogStore.setState({ open: true, tab });
  return promise;
}

export function closeAuthDialog(confirmed: boolean): void {
  const current = pending;
  pending = null;
  useAuthDialogStore.setState({ open: false });
  current?.resolve(confirmed);
}

export function setAuthTab(tab: AuthTab): void {
  useAuthDialogStore.setState({ tab });
}

export function isAuthDialogOpen(): boolean {
  return pending !== null;
}
