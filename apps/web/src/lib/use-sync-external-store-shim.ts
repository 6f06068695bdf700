// react-i18next imports `use-sync-external-store/shim`, the back-port of useSyncExternalStore for
// React before 18, which carries its own implementation into the first page. React 19 has the hook
// itself: the build points that import here (vite.config.ts).
export { useSyncExternalStore } from 'react';
