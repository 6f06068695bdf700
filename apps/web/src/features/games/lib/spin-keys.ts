// The machine's keyboard: Space pulls the lever (spins, or stops the reels at once while they run).
// It is left alone where Space already means something: in a form field, on a button or link (whose
// own Space press does the job), inside a dialog, or with a modifier held. A held key repeats: those
// repeats are swallowed (no second spin, no scrolling).

export type SpinKeyAction = 'spin' | 'swallow' | 'ignore';

export interface SpinKeyEvent {
  key: string;
  code?: string;
  repeat: boolean;
  defaultPrevented: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}

const INTERACTIVE =
  'input, textarea, select, button, a[href], summary, [contenteditable=""], [contenteditable="true"], [role="button"], [role="dialog"], dialog';

/** True when Space belongs to the focused element (typing, ticking, pressing) rather than the machine. */
export function ownsSpace(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  return element.isContentEditable || element.closest(INTERACTIVE) !== null;
}

export function spinKeyAction(event: SpinKeyEvent): SpinKeyAction {
  const isSpace = event.key === ' ' || event.key === 'Spacebar' || event.code === 'Space';
  if (!isSpace || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return 'ignore';
  if (ownsSpace(event.target)) return 'ignore';
  return event.repeat ? 'swallow' : 'spin';
}
