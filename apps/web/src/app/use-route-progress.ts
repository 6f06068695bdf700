// A thin progress bar at the top while a navigation loads its page code and data.
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

NProgress.configure({ showSpinner: false, trickleSpeed: 120, minimum: 0.15 });

/** `waiting` stops the bar while the navigation waits for the visitor (the sign-in dialog), not the network. */
export function useRouteProgress(waiting = false): void {
  const { state } = useNavigation();
  const loading = state !== 'idle' && !waiting;
  useEffect(() => {
    if (loading) NProgress.start();
    else NProgress.done();
  }, [loading]);
  useEffect(() => () => void NProgress.done(), []);
}
