// Everything the pages run inside: server-state cache, the UI kit's locale, the sign-in dialog host,
// and the live event stream of a signed-in tab.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import type { ReactNode } from 'react';
import { AuthDialog } from '../features/account/components/auth-dialog';
import { openAuthDialog } from '../features/account/stores/auth-dialog-store';
import { connectSignInDialog } from '../lib/sign-in-request';
import type { UiLocale } from '../lib/ui-locale';
import { LiveUpdates } from './live-updates';

// Pages that offer a sign-in button (the inbox for visitors) reach the dialog through lib.
connectSignInDialog(() => openAuthDialog({ tab: 'login' }));

export interface AppProviderProps {
  queryClient: QueryClient;
  uiLocale: UiLocale;
  children: ReactNode;
}

export function AppProvider({ queryClient, uiLocale, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={uiLocale}>
        {children}
        <AuthDialog />
        <LiveUpdates />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
