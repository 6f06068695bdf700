// The one error type the API throws on purpose. The error handler turns it into the envelope
// with a localised message; `reason` is the machine-readable word clients may branch on.
import type { MessageKey, MessageParams } from '../i18n/translate';

export class AppError extends Error {
  constructor(
    /** HTTP status, also used as the envelope's code. */
    readonly status: number,
    readonly reason: string,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(`${reason} (${messageKey})`);
    this.name = 'AppError';
  }

  static notFound() {
    return new AppError(404, 'not_found', 'error.not_found');
  }
  static notSignedIn() {
    return new AppError(401, 'not_signed_in', 'error.not_signed_in');
  }
  static sessionEnded() {
    return new AppError(402, 'session_ended', 'error.session_ended');
  }
  static forbidden() {
    return new AppError(403, 'forbidden', 'error.forbidden');
  }
  static conflict() {
    return new AppError(409, 'conflict', 'error.conflict');
  }
  /** A request key (idempotency key) seen before with a different request: answering the first would hide the second. */
  static idempotencyKeyReused() {
    return new AppError(409, 'idempotency_key_reused', 'error.idempotency_key_reused');
  }
  static tooManyRequests(retryAfterSeconds: number) {
    return new AppError(
      429,
      'too_many_requests',
      'error.too_many_requests',
      { seconds: retryAfterSeconds },
      { retryAfterSeconds },
    );
  }
}
