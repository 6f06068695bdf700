// The shape most routes share: a POST with a JSON body, answered with the success envelope around
// its data, for a signed-in player, for operators of some roles, or for anyone. The schema it
// registers (tags, summary, body, the 200 answer) is the one the route would write out; the token
// security of a signed-in call is added by plugins/route-access.ts, as for every route. A route that
// needs more (other answers, headers, a raw body) is written out with app.post.
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { OperatorRole } from '@hall/contracts/admin';
import { envelope } from '@hall/contracts/envelope';
import { ok } from './reply';

/**
 * Who may call it: a signed-in player (`agent`: active agents only), operators (of these roles, or any
 * signed-in operator when none are named), or anyone.
 */
export type RouteAccess =
  { auth: 'user'; agent?: boolean } | { auth: 'operator'; roles?: readonly OperatorRole[] } | { auth?: undefined };

export type PostRouteSpec<B extends z.ZodType, R extends z.ZodType> = {
  url: string;
  tags: string[];
  summary: string;
  body: B;
  data: R;
  /** A larger body than the server's default (an upload), in bytes. */
  bodyLimit?: number;
} & RouteAccess;

export function postRoute<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  spec: PostRouteSpec<B, R>,
  handle: (request: FastifyRequest, body: z.infer<B>) => Promise<z.infer<R>> | z.infer<R>,
): void {
  const { url, tags, summary, body, data, bodyLimit, ...access } = spec;
  app.withTypeProvider<ZodTypeProvider>().post(
    url,
    {
      ...(bodyLimit === undefined ? {} : { bodyLimit }),
      config: access as FastifyContextConfig,
      schema: {
        tags,
        summary,
        body,
        // The response schema is passed on as a plain zod type: fastify's reply typing cannot resolve
        // it through a generic, and `handle` is checked against `data` instead.
        response: { 200: envelope(data as z.ZodType) },
      },
    },
    async (request) => ok(request, await handle(request, request.body as z.infer<B>)),
  );
}
