// Whether the desktop layout applies now (SPEC.md section 9: from 768 px).
import { DESKTOP_MIN_WIDTH } from '../../../lib/config';

export function isDesktop(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`).matches;
}
