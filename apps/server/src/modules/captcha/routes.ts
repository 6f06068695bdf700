import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyRequest, envelope } from '@hall/contracts/envelope';
import { CaptchaResponse } from '@hall/contracts/auth';
import { ok } from '../../lib/reply';
import { consume } from '../../lib/rate-limit';
import { issueCaptcha } from './service';

const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v2/app/auth/get',
    {
      schema: {
        tags: ['auth'],
        summary: 'A new captcha: base64 GIF and its id (single use, 5 minutes)',
        body: EmptyRequest,
        response: { 200: envelope(CaptchaResponse) },
      },
    },
    async (request) => {
      // Generous, but stops one client from filling the store with captchas.
      await consume(app.store, { key: `captcha-ip:${request.ip}`, max: 120, windowSeconds: 600 });
      return ok(request, await issueCaptcha(app.store));
    },
  );
};

export default captchaRoutes;
