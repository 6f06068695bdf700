// A thin progress bar at the top while a navigation loads its page code and data. The bar's library
// loads with the first navigation that waits, not with the first page.
import type NProgressType from 'nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

let bar: Promise<typeof NProgressType> | null = null;
const loadBar = () =>
  (bar ??= Promise.all([import('nprogress'), import('nprogress/nprogress.css')]).then(([{ default: NProgress }]) => {
    NProgress.configure({
      showSpinner: false,
      trickleSpeed: 120,
      minimum: 0.15,
      // The library's own markup gives the bar role="bar", which is no ARIA role; the bar only
      // decorates what the page says itself, so screen readers are told nothing of it.
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      barSelector: '.bar',
    });
    return NProgress;
  }));
/** Whether a navigation is waiting now: a bar whose library arrives after the wait ended never shows. */
let waitingNow = false;

/** `waiting` stops the bar while the navigation waits for the visitor (the sign-in dialog), not the network. */
export function useRouteProgress(waiting = false): void {
  const { state } = useNavigation();
  const loading = state !== 'idle' && !waiting;
  useEffect(() => {
    waitingNow = loading;
    if (loading)
      void loadBar().then((NProgress) => {
        if (waitingNow) NProgress.start();
      });
    // Nothing to finish if the bar was never needed.
    else if (bar) void bar.then((NProgress) => NProgress.done());
  }, [loading]);
  useEffect(
    () => () => {
      waitingNow = false;
      if (bar) void bar.then((NProgress) => NProgress.done());
    },
    [],
  );
}
