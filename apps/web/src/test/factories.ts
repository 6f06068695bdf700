// Small factories for test data.
import type { UserInfo } from '@hall/contracts/user';

export function createUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 1,
    account: 'player1',
    email: 'player1@example.test',
    nickname: null,
    firstName: null,
    lastName: null,
    pinyinName: null,
    phone: null,
    countryCode: null,
    idNumberMasked: null,
    locale: null,
    status: 'active',
    hasFundPassword: false,
    passwordChangeRequired: false,
    birthDate: null,
    birthDateLocked: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    lastLoginAt: null,
    ...overrides,
  };
}
