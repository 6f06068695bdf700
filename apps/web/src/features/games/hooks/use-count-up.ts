// A number that counts up to its target over a moment (the win meter), or shows it at once when the
// player prefers reduced motion.
import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../../lib/use-reduced-motion';

export function useCountUp(target: number, durationMs: number): number {
  const [value, setValue] = useState(target);
  useEffect(() => {
    if (durationMs <= 0 || target <= 0 || prefersReducedMotion()) {
      setValue(target);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const u = Math.min(1, (now - start) / durationMs);
      // Fast at first, slowing as it nears the total.
      setValue(Math.round(target * (1 - (1 - u) ** 3)));
      if (u < 1) frame = requestAnimationFrame(step);
    };
    setValue(0);
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);
  return value;
}
