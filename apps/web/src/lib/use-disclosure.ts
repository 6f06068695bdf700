// A disclosure in the header (the user's menu, the navigation's "More"): a button that opens a panel,
// closed again by a press outside it or by Escape, which hands keyboard focus back to the button.
import { useEffect, useId, useRef, useState } from 'react';

export function useDisclosure<Root extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return {
    open,
    close: () => setOpen(false),
    rootRef,
    /** Spread on the button that opens and closes the panel. */
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    },
    /** Spread on the panel. */
    panelProps: { id: panelId, hidden: !open },
  };
}
