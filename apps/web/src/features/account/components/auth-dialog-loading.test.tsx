// The dialog while its forms' code is still on the way (a slow phone connection): the header's tabs
// are already there, so the panel they point at must be too (axe: aria-valid-attr-value).
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, envelope } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { closeAuthDialog, openAuthDialog } from '../stores/auth-dialog-store';
import { AuthDialog } from './auth-dialog';

// The body's chunk never arrives.
vi.mock('./auth-dialog-body', () => new Promise(() => undefined));

afterEach(() => {
  act(() => closeAuthDialog(false));
  vi.unstubAllGlobals();
});

describe('the sign-in dialog before its forms have loaded', () => {
  it.each(['login', 'register'] as const)('has the %s tab control a busy panel that is there', async (tab) => {
    mockFetch({ '/v2/app/auth/providers': () => envelope({ google: null, line: null, captcha: false }) });
    renderWithProviders(<AuthDialog />);
    act(() => void openAuthDialog({ tab }));
    const dialog = await screen.findByRole('dialog');
    const selected = within(dialog)
      .getAllByRole('tab')
      .find((element) => element.getAttribute('aria-selected') === 'true')!;
    const panel = document.getElementById(selected.getAttribute('aria-controls')!);
    expect(panel?.getAttribute('role')).toBe('tabpanel');
    expect(panel?.getAttribute('aria-labelledby')).toBe(selected.id);
    expect(within(panel!).getByRole('status')).toBeTruthy();
  });
});
