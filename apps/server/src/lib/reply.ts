// The success envelope, built in one place so every handler answers the same way.
import type { FastifyRequest } from 'fastify';
import { SUCCESS_CODE } from '@hall/contracts/envelope';
import { translate } from '../i18n/translate';

export function ok<T>(request: FastifyRequest, data: T) {
  return { code: SUCCESS_CODE as typeof SUCCESS_CODE, msg: translate(request.locale, 'ok'), data };
}
