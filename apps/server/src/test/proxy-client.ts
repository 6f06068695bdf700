// A player's device talking to the site through the proxy: node:http from a chosen loopback address
// (127.0.0.2, 127.0.0.3...), so the proxy sees each device at its own address, with one keep-alive
// agent per device as a browser keeps its connections. JSON calls, the sandbox cashier's form posts,
// and the live event stream.
import http from 'node:http';

export interface Envelope {
  code: number;
  msg: string;
  // Each call returns its own shape; each test names what it reads.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One event of the stream, or a `retry:` hint (event 'retry'). */
export interface StreamEvent {
  event: string;
  data: string;
}

export interface EventStream {
  status: number;
  events: StreamEvent[];
  /** Settles when the stream ends: `clean` when the server ended it, `broken` when it was cut. */
  ended: Promise<'clean' | 'broken'>;
  /** Called with each event as it arrives. */
  onEvent?: (event: StreamEvent) => void;
  close(): void;
}

export class Device {
  private readonly agent: http.Agent;

  constructor(
    private readonly base: URL,
    readonly address: string,
  ) {
    this.agent = new http.Agent({ keepAlive: true, localAddress: address });
  }

  /** Any request; rejects only when no answer came (connection refused, reset, cut). */
  request(method: string, path: string, body?: string, headers: Record<string, string> = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: this.base.hostname,
          port: this.base.port,
          method,
          path,
          agent: this.agent,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            'accept-language': 'en-US',
            ...headers,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  /** POSTs JSON and reads the envelope (any status). */
  async call(path: string, body: object = {}, headers: Record<string, string> = {}) {
    const answer = await this.request('POST', path, JSON.stringify(body), headers);
    let envelope: Envelope | undefined;
    try {
      envelope = JSON.parse(answer.body) as Envelope;
    } catch {
      // a proxy's HTML error page
    }
    return { status: answer.status, envelope, answer };
  }

  /** Opens GET `path` as an event stream; resolves with its status once the headers arrived. */
  stream(path: string): Promise<EventStream> {
    return new Promise((resolve, reject) => {
      const req = http.get({ host: this.base.hostname, port: this.base.port, path, agent: this.agent }, (res) => {
        let settle!: (how: 'clean' | 'broken') => void;
        const stream: EventStream = {
          status: res.statusCode!,
          events: [],
          ended: new Promise((resolve) => (settle = resolve)),
          close: () => req.destroy(),
        };
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data.push(line.slice(6));
              else if (line.startsWith('retry: ')) stream.events.push({ event: 'retry', data: line.slice(7) });
            }
            if (data.length === 0) continue;
            const arrived = { event, data: data.join('\n') };
            stream.events.push(arrived);
            stream.onEvent?.(arrived);
          }
        });
        // A chunked answer cut before its last chunk is `aborted`; one that ended is `end`.
        res.on('end', () => settle(res.complete ? 'clean' : 'broken'));
        res.on('aborted', () => settle('broken'));
        res.on('error', () => settle('broken'));
        res.on('close', () => settle(res.complete ? 'clean' : 'broken'));
        resolve(stream);
      });
      req.on('error', reject);
    });
  }

  close() {
    this.agent.destroy();
  }
}
