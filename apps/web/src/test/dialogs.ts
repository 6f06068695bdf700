// Waiting for a popup dialog to close. A closed dialog may stay in the document while its fade-out
// runs (and, under jsdom, after it: the UI kit does not always hear that the fade ended), so closed
// means gone or hidden from everyone, which is what the player and a screen reader experience.
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

export async function waitForDialogToClose(testId: string) {
  await waitFor(() => {
    const dialog = screen.queryByTestId(testId);
    expect(dialog === null || dialog.getAttribute('aria-hidden') === 'true').toBe(true);
  });
}

/** The dialog once it is open (a closed one still fading out does not count). */
export async function findOpenDialog(testId: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getByTestId(testId);
    expect(dialog.getAttribute('aria-hidden')).toBeNull();
    return dialog;
  });
}
