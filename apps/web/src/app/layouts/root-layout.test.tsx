import { cleanup, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAuthDialog, useAuthDialogStore } from '../../features/account/stores/auth-dialog-store';
import { AGENT_CODE_KEY, storedAgentCode } from '../../features/account/utils/agent-code';
import { useSessionStore } from '../../lib/session-store';
import { renderWithProviders } from '../../test/render';
import { RootLayout } from './root-layout';

afterEach(() => {
  // Unmounted first: a session cleared under a mounted invite address would count as a visitor's.
  cleanup();
  closeAuthDialog(false);
  window.sessionStorage.clear();
  useSessionStore.getState().clearSession();
});

function renderAt(address: string) {
  const router = createMemoryRouter(
    [{ path: '/', Component: RootLayout, children: [{ path: '*', element: <p>page</p> }] }],
    { initialEntries: [address] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const dialog = () => useAuthDialogStore.getState();

describe('an invite link', () => {
  it('opens registration for a visitor on any address, with the code kept for the form', async () => {
    renderAt('/game/promotion?agentCode=INV1TE');
    await waitFor(() => expect(dialog()).toMatchObject({ open: true, tab: 'register' }));
    expect(window.sessionStorage.getItem(AGENT_CODE_KEY)).toBe('INV1TE');
    expect(storedAgentCode('')).toBe('INV1TE');
  });

  it('does not open it again on the same address once the visitor closed it', async () => {
    const router = renderAt('/?agentCode=AGAIN1');
    await waitFor(() => expect(dialog().open).toBe(true));
    closeAuthDialog(false);
    await router.navigate('/activity');
    await router.navigate('/?agentCode=AGAIN1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialog().open).toBe(false);
  });

  it('leaves a signed-in player where it is, still keeping the code', async () => {
    useSessionStore.getState().setToken('signed-in');
    const router = renderAt('/activity?agentCode=SIGNED1');
    await waitFor(() => expect(window.sessionStorage.getItem(AGENT_CODE_KEY)).toBe('SIGNED1'));
    expect(dialog().open).toBe(false);
    expect(router.state.location.pathname).toBe('/activity');
  });

  it('opens nothing for a malformed code or none', async () => {
    renderAt('/?agentCode=%3Cscript%3E');
    renderAt('/activity');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialog().open).toBe(false);
    expect(window.sessionStorage.getItem(AGENT_CODE_KEY)).toBeNull();
  });
});
