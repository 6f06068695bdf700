// The agent (recommendation) code a visitor arrives with (?agentCode= in any address, the invite link
// is PUBLIC_URL/?agentCode=CODE) opens registration, and is kept for the browser tab's session, so
// registration and third-party sign-up still carry it when the dialog opens later, on another page.
import { readStorage, writeStorage } from '../../../lib/storage';
import type { StorageKey } from '../../../lib/storage-keys';

/** Kept in session storage (storage-keys.ts): for the visit, not beyond it. */
export const AGENT_CODE_KEY = 'agentCode' satisfies StorageKey;

const VALID = /^[A-Za-z0-9]{1,16}$/;

/** The well-formed agent code of an address's query string, else null. */
export function agentCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get('agentCode')?.trim();
  return code && VALID.test(code) ? code : null;
}

/** Remembers ?agentCode= from an address's query string, when it holds a well-formed code. */
export function captureAgentCode(search: string): void {
  const code = agentCodeOf(search);
  if (code) writeStorage(AGENT_CODE_KEY, code);
}

let invitedFrom: string | null = null;

/**
 * Whether arriving on this address opens registration: it carries a well-formed agent code and is
 * not the address registration was last opened for, so a visitor who closes the dialog is not
 * asked again while on that address (or coming back to it).
 */
export function opensRegistration(search: string): boolean {
  if (!agentCodeOf(search) || search === invitedFrom) return false;
  invitedFrom = search;
  return true;
}

/** The code of the current address, else the one kept from earlier in the visit, else ''. */
export function storedAgentCode(search: string = typeof window === 'undefined' ? '' : window.location.search): string {
  captureAgentCode(search);
  return readStorage(AGENT_CODE_KEY) ?? '';
}
