// Whether a horizontally scrolling row has more to show on either side, so it can fade its edges
// (and the player sees that it scrolls). Follows scrolling and resizing.
import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** More content to the left (start). */
  before: boolean;
  /** More content to the right (end). */
  after: boolean;
}

export function scrollEdgesOf(element: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): ScrollEdges {
  const left = Math.abs(element.scrollLeft);
  const rest = element.scrollWidth - element.clientWidth - left;
  return { before: left > 1, after: rest > 1 };
}

export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () =>
      setEdges((current) => {
        const next = scrollEdgesOf(element);
        return next.before === current.before && next.after === current.after ? current : next;
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    window.addEventListener('resize', update);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [ref]);
  return edges;
}
