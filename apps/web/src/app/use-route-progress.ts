// A thin progress bar at the top while a navigation loads its page code and data. The bar's library
// loads with the first navigation that waits, not with the first page.
import type NProgressType from 'nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

let bar: Promise<typeof NProgressType> | null = null;
const loadBar = () =>
  (bar ??= Promise.all([import('nprogress'), import('nprogress/nprogress.css')]).then(([{ default: NProgress }]) => {
    NProgress.configure({ showSpinner: false, trickleSpeed: 120, minimum: 0.15 });
    return NProgress;
  }));

/** `waiting` stops the bar while the navigation waits for the visitor (the sign-in dialog), not the network. */
export function useRouteProgress(waiting = false): void {
  const { state } = useNavigation();
  const loading = state !== 'idle' && !waiting;
  useEffect(() => {
    if (loading) void loadBar().then((NProgress) => NProgress.start());
    // Nothing to finish if the bar was never needed.
    else if (bar) void bar.then((NProgress) => NProgress.done());
  }, [loading]);
  useEffect(
    () => () => {
      if (bar) void bar.then((NProgress) => NProgress.done());
    },
    [],
  );
}
