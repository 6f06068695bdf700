// Console components under test run inside refine with the console's own data provider, so their
// calls reach the (stubbed) server as they would in the console.
import { Refine } from '@refinedev/core';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { dataProvider } from './data-provider';

export function TestRefine({ children }: { children: ReactNode }) {
  return (
    <App>
      <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
        {children}
      </Refine>
    </App>
  );
}
