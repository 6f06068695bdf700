// Signed notices a built-in sandbox gateway sends to this server's callback routes, as a real
// gateway would: through the queue, tried again with backoff until the server answers. A 2xx is an
// acknowledgement and a 4xx a refusal (a definite answer, logged, not retried) unless it says
// "later" (408, 429); anything else, or no answer at all, is tried again.
import type { FastifyInstance } from 'fastify';
import type { JobHandler } from './queue';

export interface NoticePayload extends Record<string, unknown> {
  url: string;
  notice: Record<string, string>;
}

export function noticeHandler(app: FastifyInstance): JobHandler {
  return {
    backoffSeconds: 5,
    maxBackoffSeconds: 600,
    async run(job) {
      const { url, notice } = job.payload as NoticePayload;
      const res = await app.inject({ method: 'POST', url, payload: notice });
      if (res.statusCode >= 200 && res.statusCode < 300) return;
      if (res.statusCode >= 400 && res.statusCode < 500 && res.statusCode !== 408 && res.statusCode !== 429) {
        app.log.warn({ jobId: job.id, url, status: res.statusCode, body: res.body }, 'gateway notice refused');
        return;
      }
      throw new Error(`notice answered ${res.statusCode}`);
    },
  };
}
