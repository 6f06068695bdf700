import type { MigrationSession } from '@hall/contracts/migration';
import { describe, expect, it } from 'vitest';
import { migrationMessageKey, placeRefusal, progressOf, secondsUntil, stepOf } from './flow';

const session = (over: Partial<MigrationSession> = {}): MigrationSession => ({
  account: 'yen-abc',
  currency: 'JPY',
  next: 'card',
  codeSentTo: null,
  resendAt: null,
  holderName: null,
  balance: null,
  coinAmount: null,
  expiresAt: '2026-01-01T00:30:00.000Z',
  ...over,
});

describe('the step a session puts the player on', () => {
  it('starts at the account without a session, after a finished one, or for the other currency', () => {
    expect(stepOf(null, 'JPY')).toBe('account');
    expect(stepOf(undefined, 'CNY')).toBe('account');
    expect(stepOf(session({ next: 'done' }), 'JPY')).toBe('account');
    expect(stepOf(session({ next: 'login' }), 'CNY')).toBe('account');
  });

  it("follows the server's next step, signing in once a code was sent", () => {
    expect(stepOf(session({ next: 'card' }), 'JPY')).toBe('card');
    expect(stepOf(session({ next: 'code' }), 'JPY')).toBe('code');
    expect(stepOf(session({ next: 'code', codeSentTo: 'y***@sandbox.jsy.test' }), 'JPY')).toBe('login');
    expect(stepOf(session({ next: 'login', codeSentTo: 'y***@sandbox.jsy.test' }), 'JPY')).toBe('login');
    expect(stepOf(session({ next: 'confirm' }), 'JPY')).toBe('confirm');
  });
});

describe('the progress of the five steps', () => {
  it('marks the steps behind as done, the one the player is on as current, the rest to do', () => {
    expect(progressOf('account').map((s) => s.state)).toEqual(['current', 'todo', 'todo', 'todo', 'todo']);
    expect(progressOf('code')).toEqual([
      { step: 'account', state: 'done' },
      { step: 'card', state: 'done' },
      { step: 'code', state: 'current' },
      { step: 'login', state: 'todo' },
      { step: 'confirm', state: 'todo' },
    ]);
    expect(progressOf('confirm').map((s) => s.state)).toEqual(['done', 'done', 'done', 'done', 'current']);
  });
});

describe('where a refusal is shown', () => {
  it('puts refusals about what was typed at their field', () => {
    expect(placeRefusal('provider_account_unknown', ['account'], 'JPY')).toEqual({
      kind: 'fields',
      fields: ['account'],
    });
    expect(placeRefusal('already_migrated', ['account'], 'JPY')).toEqual({ kind: 'fields', fields: ['account'] });
    expect(placeRefusal('card_mismatch', ['cardLast4', 'holderName'], 'JPY')).toEqual({
      kind: 'fields',
      fields: ['cardLast4'],
    });
    expect(placeRefusal('holder_not_player', ['cardLast4', 'holderName'], 'CNY')).toEqual({
      kind: 'fields',
      fields: ['holderName'],
    });
    expect(placeRefusal('provider_login_failed', ['password', 'code'], 'JPY')).toEqual({
      kind: 'fields',
      fields: ['password', 'code'],
    });
    expect(placeRefusal('too_many_attempts', ['password', 'code'], 'JPY')).toEqual({
      kind: 'fields',
      fields: ['code'],
    });
  });

  it('links the page that mends a refusal: the other currency, the profile', () => {
    expect(placeRefusal('currency_mismatch', ['account'], 'JPY')).toEqual({
      kind: 'notice',
      link: { to: '/account-transfer', labelKey: 'links.yuanPage' },
    });
    expect(placeRefusal('currency_mismatch', ['account'], 'CNY')).toEqual({
      kind: 'notice',
      link: { to: '/account-transfer-jp', labelKey: 'links.yenPage' },
    });
    expect(placeRefusal('profile_incomplete', ['cardLast4', 'holderName'], 'JPY')).toEqual({
      kind: 'notice',
      link: { to: '/user/account-setting', labelKey: 'links.completeProfile' },
    });
  });

  it('starts again when the session ran out, reads it again when the step differs', () => {
    expect(placeRefusal('migration_expired', ['cardLast4'], 'JPY')).toEqual({ kind: 'restart' });
    expect(placeRefusal('migration_step', ['password', 'code'], 'JPY')).toEqual({ kind: 'resync' });
  });

  it('shows anything else, or a field refusal from a form without that field, as a notice', () => {
    expect(placeRefusal('provider_account_frozen', ['account'], 'JPY')).toEqual({ kind: 'notice' });
    expect(placeRefusal('code_too_soon', [], 'JPY')).toEqual({ kind: 'notice' });
    expect(placeRefusal(undefined, ['account'], 'JPY')).toEqual({ kind: 'notice' });
    expect(placeRefusal('too_many_attempts', [], 'JPY')).toEqual({ kind: 'notice' });
  });
});

describe('form messages', () => {
  it("finds the contract's migration keys in the migration texts and the shared ones in the shared texts", () => {
    expect(migrationMessageKey('migration.card_last4')).toEqual({ key: 'validation.card_last4', ns: 'migration' });
    expect(migrationMessageKey('migration.account_format')).toEqual({
      key: 'validation.account_format',
      ns: 'migration',
    });
    expect(migrationMessageKey('validation.too_long')).toEqual({ key: 'validation.too_long', ns: 'translation' });
    expect(migrationMessageKey('The card does not match.')).toBeNull();
  });
});

describe('seconds until another code may be asked for', () => {
  it('rounds up and never goes below zero', () => {
    const now = Date.parse('2026-01-01T00:00:00.000Z');
    expect(secondsUntil('2026-01-01T00:01:00.000Z', now)).toBe(60);
    expect(secondsUntil('2026-01-01T00:00:00.500Z', now)).toBe(1);
    expect(secondsUntil('2025-12-31T23:59:00.000Z', now)).toBe(0);
    expect(secondsUntil(null, now)).toBe(0);
    expect(secondsUntil('not a time', now)).toBe(0);
  });
});

describe('a transfer closed by the player’s own protections', () => {
  it('is told with the way to the safer play tools', () => {
    for (const reason of ['timed_out', 'self_excluded', 'cooling_off'])
      expect(placeRefusal(reason, ['account'], 'JPY')).toEqual({
        kind: 'notice',
        link: { to: '/user/responsible-play', labelKey: 'links.safetyTools' },
      });
  });
});
