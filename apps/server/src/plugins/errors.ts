// The single place where anything that goes wrong becomes the { code, msg, data } envelope:
// validation failures name the field, framework errors keep their 4xx class, a path that exists
// under another method is a 405 naming the allowed ones, and anything unexpected is a 500 with
// only a request id (details go to the log, never to the client).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope, FieldIssue } from '@hall/contracts/envelope';
import { negotiateLocale, type Locale } from '@hall/contracts/locale';
import { AppError } from '../lib/app-error';
import { pgErrorCode } from '../db/transaction';
import type { ValidationIssue as ValidationItem } from '../lib/validation';
import { translate, type MessageKey } from '../i18n/translate';

function fieldName(item: ValidationItem): string {
  return item.instancePath.replace(/^\//, '').replaceAll('/', '.');
}

function issueMessage(locale: Locale, item: ValidationItem, context: string): FieldIssue {
  const path = fieldName(item);
  const field = path || translate(locale, 'field.body');
  const params = item.params;
  const origin = params.origin as string | undefined;
  let key: MessageKey = 'field.invalid';
  const values: Record<string, string | number> = { field };
  switch (item.keyword) {
    case 'invalid_type':
      key = 'input' in params && params.input !== undefined ? 'field.invalid_type' : 'field.required';
      break;
    case 'too_big':
      key = origin === 'string' || origin === 'array' ? 'field.too_long' : 'field.too_big';
      values.max = String(params.maximum);
      break;
    case 'too_small':
      if (origin === 'string' && Number(params.minimum) === 1) key = 'field.required';
      else key = origin === 'string' || origin === 'array' ? 'field.too_short' : 'field.too_small';
      values.min = String(params.minimum);
      break;
    case 'invalid_format':
      key = 'field.invalid_format';
      break;
    case 'invalid_value':
    case 'invalid_union':
      key = 'field.invalid_value';
      break;
  }
  return { field: path || context, message: translate(locale, key, values) };
}

function send(reply: FastifyReply, status: number, body: ErrorEnvelope, headers: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

function envelope(
  request: FastifyRequest,
  status: number,
  reason: string,
  key: MessageKey,
  params: Record<string, string | number> = {},
  extra: Record<string, unknown> = {},
): ErrorEnvelope {
  return {
    code: status,
    msg: translate(request.locale, key, { requestId: request.id, ...params }),
    data: { reason, requestId: request.id, ...extra },
  };
}

// Framework error codes that are the client's fault, mapped to our reasons.
const CLIENT_ERRORS: Record<string, { status: number; reason: string; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, reason: 'malformed_body', key: 'error.malformed_body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, reason: 'malformed_body', key: 'error.malformed_body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, reason: 'malformed_body', key: 'error.malformed_body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    reason: 'unsupported_media_type',
    key: 'error.unsupported_media_type',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, reason: 'body_too_large', key: 'error.body_too_large' },
};

const DATABASE_CLIENT_ERRORS: Record<string, { status: number; reason: string; key: MessageKey }> = {
  '23503': { status: 400, reason: 'invalid_reference', key: 'error.invalid_reference' },
  '23505': { status: 409, reason: 'conflict', key: 'error.conflict' },
};
const INVALID_VALUE = { status: 400, reason: 'invalid_value', key: 'error.invalid_value' as MessageKey };

/**
 * SQLSTATE class 22 is "data exception": a value the database cannot take (NUL in text, a date out
 * of range, a number too large, bad input syntax). Only a value from the request gets that far, so
 * the whole class is the client's mistake, even where no contract check caught it first.
 */
function databaseClientError(code: string | undefined) {
  if (!code) return undefined;
  return DATABASE_CLIENT_ERRORS[code] ?? (code.startsWith('22') ? INVALID_VALUE : undefined);
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The registered routes' paths (as patterns) and methods, to tell "no such path" from "wrong method". */
function routeMethods(app: FastifyInstance) {
  const routes: Array<{ pattern: RegExp; methods: Set<string> }> = [];
  app.addHook('onRoute', (route) => {
    const source = route.url
      .split('/')
      .map((part) =>
        part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    routes.push({ pattern: new RegExp(`^${source}/?$`), methods: new Set([route.method].flat()) });
  });
  /** The methods the path answers to, or none when no route has that path. */
  return (url: string): string[] => {
    const path = url.split('?')[0] ?? '/';
    const allowed = new Set<string>();
    for (const route of routes) if (route.pattern.test(path)) for (const m of route.methods) allowed.add(m);
    return METHODS.filter((m) => allowed.has(m));
  };
}

/**
 * Fastify's `frameworkErrors` option: a URL the router cannot decode or a path parameter over its
 * length limit fails before any route, hook or error handler runs, so it is answered here.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.locale = negotiateLocale(request.headers['accept-language']);
  request.log.info({ code: error.code }, 'unreadable url');
  reply.header('x-request-id', request.id);
  return send(reply, 400, envelope(request, 400, 'invalid_value', 'error.invalid_value'));
}

async function errorsPlugin(app: FastifyInstance, options: { bodyLimit: number }) {
  const allowedMethods = routeMethods(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // No route matched: when the path exists under other methods, the method is what is wrong.
    if (request.is404 && error instanceof AppError && error.status === 404) {
      const allowed = allowedMethods(request.url);
      if (allowed.length > 0) {
        return send(reply, 405, envelope(request, 405, 'method_not_allowed', 'error.method_not_allowed'), {
          allow: allowed.join(', '),
        });
      }
    }
    if (error instanceof AppError) {
      const headers: Record<string, string> = {};
      if (error.extra.retryAfterSeconds !== undefined) headers['retry-after'] = String(error.extra.retryAfterSeconds);
      if (error.status >= 500) request.log.error({ err: error }, 'application error');
      return send(
        reply,
        error.status,
        envelope(request, error.status, error.reason, error.messageKey, error.params, error.extra),
        headers,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      const fields = error.validation.map((item) =>
        issueMessage(request.locale, item as unknown as ValidationItem, context),
      );
      const summary = fields.map((f) => f.message).join('; ');
      return send(
        reply,
        400,
        envelope(request, 400, 'validation_failed', 'error.validation_failed', { fields: summary }, { fields }),
      );
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      return send(
        reply,
        known.status,
        envelope(request, known.status, known.reason, known.key, { limit: options.bodyLimit }),
      );
    }
    // Any other error the framework marks as the client's (4xx) keeps its class without leaking details.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      if (error.statusCode === 429) {
        const seconds = Number(reply.getHeader('retry-after') ?? 60);
        return send(reply, 429, envelope(request, 429, 'too_many_requests', 'error.too_many_requests', { seconds }));
      }
      if (error.statusCode === 404) return send(reply, 404, envelope(request, 404, 'not_found', 'error.not_found'));
      return send(reply, 400, envelope(request, 400, 'malformed_body', 'error.malformed_body'));
    }
    // A constraint the database enforces is still the client's mistake (a missing reference, a
    // duplicate, a value out of range): answer 4xx even where no check caught it first.
    const constraint = databaseClientError(pgErrorCode(error));
    if (constraint) {
      request.log.warn({ err: error }, 'database refused the request');
      return send(reply, constraint.status, envelope(request, constraint.status, constraint.reason, constraint.key));
    }
    // The client hung up while its reply was streaming (a closed tab, a cancelled download): nothing
    // on the server is wrong, and the answer below reaches nobody.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE')
      request.log.info({ code: error.code }, 'client closed the connection');
    else request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, envelope(request, 500, 'internal_error', 'error.internal_error'));
  });
}

export default fp(errorsPlugin, { name: 'errors', dependencies: ['locale'] });
