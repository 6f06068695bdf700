// Renders a tree inside the providers pages rely on, with a fresh query client per test.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from '../lib/query-client';

export function renderWithProviders(ui: ReactElement, onError: (error: unknown) => void = () => undefined) {
  const queryClient = createQueryClient(onError);
  const result = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...result, queryClient };
}
