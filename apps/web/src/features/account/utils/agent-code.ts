// The agent (recommendation) code a visitor arrives with (?agentCode= in any address) is kept for the
// browser tab's session, so registration and third-party sign-up still carry it when the dialog
// opens later, on another page.
export const AGENT_CODE_KEY = 'agentCode';

const VALID = /^[A-Za-z0-9]{1,16}$/;

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers ?agentCode= from an address's query string, when it holds a well-formed code. */
export function captureAgentCode(search: string, storage: Storage | null = session()): void {
  const code = new URLSearchParams(search).get('agentCode')?.trim();
  if (code && VALID.test(code)) storage?.setItem(AGENT_CODE_KEY, code);
}

/** The code of the current address, else the one kept from earlier in the visit, else ''. */
export function storedAgentCode(
  storage: Storage | null = session(),
  search: string = typeof window === 'undefined' ? '' : window.location.search,
): string {
  captureAgentCode(search, storage);
  return storage?.getItem(AGENT_CODE_KEY) ?? '';
}
