// A real SMTP server on loopback for tests: collects every message and decodes its text parts, so
// tests read e-mailed codes the way a player would.
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** Decoded text of all parts. */
  text: string;
}

function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`);
    try {
      return decodeURIComponent(bytes);
    } catch {
      return bytes;
    }
  }
  return body;
}

function decodeSubject(raw: string): string {
  return raw.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
  );
}

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const subject = decodeSubject(/^subject:\s*(.*(?:\r?\n\s+.*)*)/im.exec(head)?.[1]?.replace(/\r?\n\s+/g, '') ?? '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  const body = rest.join('\n\n');
  let text: string;
  if (boundary) {
    text = body
      .split(`--${boundary}`)
      .map((part) => {
        const [partHead = '', ...partBody] = part.split(/\r?\n\r?\n/);
        return decodePart(partHead, partBody.join('\n\n'));
      })
      .join('\n');
  } else {
    text = decodePart(head, body);
  }
  return { to, subject, text };
}

export async function startTestSmtp() {
  const inbox: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push(
          parseMail(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** The newest 6-digit code mailed to an address, waiting up to 5 s for it. */
    async codeFor(address: string): Promise<string> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const mail = [...inbox].reverse().find((m) => m.to.includes(address.toLowerCase()));
        const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
        if (code) return code;
        if (Date.now() > deadline) throw new Error(`no code mailed to ${address}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
