import { describe, expect, it } from 'vitest';
import { closeAuthDialog, isAuthDialogOpen, openAuthDialog, useAuthDialogStore } from './auth-dialog-store';

describe('the sign-in dialog promise', () => {
  it('opens on the chosen tab and resolves true when confirmed', async () => {
    const answer = openAuthDialog({ tab: 'register' });
    expect(useAuthDialogStore.getState()).toMatchObject({ open: true, tab: 'register' });
    closeAuthDialog(true);
    await expect(answer).resolves.toBe(true);
    expect(useAuthDialogStore.getState().open).toBe(false);
  });

  it('resolves false when dismissed', async () => {
    const answer = openAuthDialog();
    expect(useAuthDialogStore.getState().tab).toBe('login');
    closeAuthDialog(false);
    await expect(answer).resolves.toBe(false);
    expect(isAuthDialogOpen()).toBe(false);
  });

  it('gives callers that ask while it is open the same answer', async () => {
    const first = openAuthDialog();
    const second = openAuthDialog({ tab: 'findPassword' });
    expect(useAuthDialogStore.getState().tab).toBe('findPassword');
    closeAuthDialog(true);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
  });
});
