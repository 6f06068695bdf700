// The registration conversion (SPEC.md section 4): the page announces a new account with a
// `hall:registered` event; whichever advertising pixel a deployment configures listens for it, so no
// platform's script is part of this app.
import { useCallback } from 'react';

export const REGISTERED_EVENT = 'hall:registered';

export function reportRegistration(target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent(REGISTERED_EVENT));
}

export function useRegistrationConversion(): () => void {
  return useCallback(() => reportRegistration(), []);
}
