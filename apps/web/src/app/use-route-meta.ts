// The meta data (route-table.ts) of the page being shown.
import { useMatches } from 'react-router';
import type { RouteMeta } from './route-meta';

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && 'name' in handle && 'layout' in handle;
}

export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return undefined;
}
