// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  }
  interface Client {
    setRequests(requests: Request[]): void;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
    latency: Histogram;
    requests: Histogram;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    setupClient?: (client: Client) => void;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
