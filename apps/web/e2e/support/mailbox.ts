// Reads the mail the site sent during the end-to-end run (see start-server.ts).
const MAILBOX = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}/mail`;

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** The newest 6-digit code mailed to an address, waiting up to 10 seconds for it to arrive. */
export async function codeMailedTo(address: string, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = (await (await fetch(`${MAILBOX}?to=${encodeURIComponent(address)}`)).json()) as Mail[];
    const code = mail.length > after ? /\b(\d{6})\b/.exec(mail[0]!.text)?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${address}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function mailTo(address: string): Promise<Mail[]> {
  return (await (await fetch(`${MAILBOX}?to=${encodeURIComponent(address)}`)).json()) as Mail[];
}
