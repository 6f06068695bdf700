import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { fieldRefusal } from './field-refusal';

const fields = { captcha_invalid: 'qrcode' } as const;
const refusal = (reason: string) => new ApiError(400, 'Refused', { reason });

describe('the field of a server refusal', () => {
  it('is found by the reason, with the server message', () => {
    expect(fieldRefusal(refusal('captcha_invalid'), fields)).toEqual({ field: 'qrcode', message: 'Refused' });
  });

  it('is none for other reasons, reasons named like object members, and errors without a reason', () => {
    expect(fieldRefusal(refusal('too_many_requests'), fields)).toBeNull();
    expect(fieldRefusal(refusal('toString'), fields)).toBeNull();
    expect(fieldRefusal(new ApiError(500, 'Server error', null), fields)).toBeNull();
    expect(fieldRefusal(new NetworkError('offline'), fields)).toBeNull();
  });
});
