// Sandbox only: settle today's rebates now, as if the day had closed. A rebate is otherwise paid only
// after its day ends in the site's time zone, which a demonstration or an end-to-end test cannot wait
// for. The day is claimed like any settled day, so its later bets earn nothing more and the nightly
// job pays nothing twice; the day's team rollup is left for the job, after the day really ends.
// Not registered at all unless the sandboxes are on (production answers 404).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmptyRequest } from '@hall/contracts/envelope';
import { sandboxesOn } from '../../config';
import { dayOf } from './periods';
import { computeDay, payDay } from './rebates';
import { postRoute } from '../../lib/post-route';

const SettleTodayResult = z.object({ day: z.string(), computed: z.boolean(), paid: z.number().int() });

const sandboxSettlementRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!sandboxesOn(app.config)) return;
  postRoute(
    app,
    {
      url: '/v2/admin/sandbox/agent/settle-today',
      tags: ['back office'],
      summary: "Sandbox only: compute and pay today's agent rebates now, as if the day had closed",
      body: EmptyRequest,
      data: SettleTodayResult,
      auth: 'operator',
      roles: ['support'],
    },
    async () => {
      const day = dayOf(new Date(), app.config.SITE_TIME_ZONE);
      const computed = await computeDay(app.db, day, app.config.SITE_TIME_ZONE);
      const paid = await payDay(app.db, day);
      return { day, computed, paid };
    },
  );
};

export default sandboxSettlementRoutes;
