import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyRequest } from '@hall/contracts/envelope';
import { CaptchaResponse } from '@hall/contracts/auth';
import { postRoute } from '../../lib/post-route';
import { consume } from '../../lib/rate-limit';
import { issueCaptcha } from './service';

const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  postRoute(
    app,
    {
      url: '/v2/app/auth/get',
      tags: ['auth'],
      summary: 'A new captcha: base64 GIF and its id (single use, 5 minutes)',
      body: EmptyRequest,
      data: CaptchaResponse,
    },
    async (request) => {
      // Generous, but stops one client from filling the store with captchas.
      await consume(app.store, { key: `captcha-ip:${request.ip}`, max: 120, windowSeconds: 600 });
      return await issueCaptcha(app.store);
    },
  );
};

export default captchaRoutes;
