// Everything the pages run inside: server-state cache, the sign-in dialog host,
// and the live event stream of a signed-in tab.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { openAuthDialog, useAuthDialogStore } from '../features/account/stores/auth-dialog-store';
import { connectSignInDialog } from '../lib/sign-in-request';
import { LiveUpdates } from './live-updates';

// Pages that offer a sign-in button (the inbox for visitors) reach the dialog through lib.
connectSignInDialog(() => openAuthDialog({ tab: 'login' }));

// The sign-in dialog (and the kit's popup and animation code under it) loads when it is first opened.
const AuthDialog = lazy(() =>
  import('../features/account/components/auth-dialog').then((m) => ({ default: m.AuthDialog })),
);

function AuthDialogHost() {
  const open = useAuthDialogStore((state) => state.open);
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  return wanted ? (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  ) : null;
}

export interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AuthDialogHost />
      <LiveUpdates />
    </QueryClientProvider>
  );
}
