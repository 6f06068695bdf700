// Space on the machine screen pulls the lever (see lib/spin-keys.ts), without scrolling the page.
import { useEffect, useRef } from 'react';
import { spinKeyAction } from '../lib/spin-keys';

export function useSpinKey(onSpin: () => void, enabled = true) {
  const latest = useRef(onSpin);
  useEffect(() => {
    latest.current = onSpin;
  }, [onSpin]);
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = spinKeyAction(event);
      if (action === 'ignore') return;
      event.preventDefault();
      if (action === 'spin') latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
