// Operators' second factor: TOTP (RFC 6238) through otplib, with one-time recovery codes.
//
// Enrolment: a signed-in operator asks for a secret (sealed at rest like card numbers), scans it and
// proves it with a first code; that enables it and hands out ten recovery codes, shown once and kept
// only as keyed hashes (a copy of the database alone cannot test guesses against them). From then on
// a right password yields a short-lived challenge, not a session; the session comes with a code. A
// code is good once: the last accepted time step is kept and only later steps pass (a conditional
// update, so two requests with one code cannot both win). Wrong codes are limited per operator like
// passwords.
import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import { clearLimit, release, reserve } from '../../lib/rate-limit';
import type { SecretBox } from '../../lib/secret-box';
import { generateToken, hashToken } from '../../lib/tokens';
import {
  advanceTotpStep,
  clearTotp,
  deleteRecoveryCodes,
  findLegacyRecoveryCodes,
  findOperatorById,
  insertRecoveryCodes,
  markTotpEnabled,
  revokeOperatorSessions,
  rewrapRecoveryCode,
  setTotpSecret,
  spendRecoveryCode,
  writeAudit,
} from './repo';

const ISSUER = 'Game Hall';
/** A challenge outlives a slow typist, not a coffee break. */
const CHALLENGE_SECONDS = 300;
const RECOVERY_CODES = 10;
/** One step either side: a phone clock a little off still works. */
const TOLERANCE_SECONDS = 30;

const failures = (operatorId: number) => ({ key: `op-2fa-fail:${operatorId}`, max: 5, windowSeconds: 900 });
const challengeKey = (challenge: string) => `op-2fa-challenge:${hashToken(challenge)}`;

export interface TwoFactorDeps {
  db: Db;
  store: EphemeralStore;
  box: SecretBox;
}

/** After a right password, for an operator with an authenticator: what the code must answer. */
export async function issueChallenge(store: EphemeralStore, operatorId: number) {
  const challenge = generateToken();
  await store.put(challengeKey(challenge), String(operatorId), CHALLENGE_SECONDS);
  return challenge;
}

/** A new secret for the operator to scan; replaces one not yet enabled. */
export async function setupTotp(deps: TwoFactorDeps, operatorId: number) {
  const operator = await findOperatorById(deps.db, operatorId);
  if (!operator) throw AppError.notSignedIn();
  if (operator.totpEnabledAt) throw new AppError(409, 'totp_enabled', 'auth.totp_enabled');
  const secret = generateSecret();
  await setTotpSecret(deps.db, operatorId, deps.box.seal(secret));
  return { secret, uri: generateURI({ issuer: ISSUER, label: operator.username, secret }) };
}

/** The first code proves the authenticator: enables it and returns the recovery codes, once. */
export async function enableTotp(deps: TwoFactorDeps, operatorId: number, code: string, ip: string) {
  const limit = failures(operatorId);
  await reserve(deps.store, limit);
  const operator = await findOperatorById(deps.db, operatorId);
  if (!operator?.totpSecret || operator.totpEnabledAt) {
    await release(deps.store, limit);
    throw new AppError(409, 'totp_not_set_up', 'auth.totp_not_set_up');
  }
  const codes = Array.from({ length: RECOVERY_CODES }, recoveryCode);
  const enabled = await inTransaction(deps.db, async (tx) => {
    const step = await acceptCode(tx, deps.box, operator, code);
    if (step === null) return false;
    await markTotpEnabled(tx, operatorId, new Date());
    await deleteRecoveryCodes(tx, operatorId);
    await insertRecoveryCodes(
      tx,
      codes.map((c) => ({
        operatorId,
        codeHash: deps.box.keyedHash(RECOVERY_PURPOSE, recoveryMessage(operatorId, sha256(c))),
      })),
    );
    await writeAudit(tx, {
      operatorId,
      action: 'operator.totp_enable',
      targetType: 'operator',
      targetId: operatorId,
      ip,
    });
    return true;
  });
  if (!enabled) throw new AppError(400, 'totp_failed', 'auth.totp_failed');
  await clearLimit(deps.store, limit);
  return { recoveryCodes: codes };
}

/**
 * Answers a challenge with a code or a recovery code. Returns the operator to open a session for;
 * a wrong code counts against the operator's limit and the challenge stays until it expires or the
 * limit is reached.
 */
export async function answerChallenge(deps: TwoFactorDeps, input: { challenge: string; code: string }, ip: string) {
  const key = challengeKey(input.challenge);
  const id = await deps.store.get(key);
  if (id === null) throw new AppError(400, 'challenge_expired', 'auth.challenge_expired');
  const operatorId = Number(id);
  const limit = failures(operatorId);
  try {
    await reserve(deps.store, limit);
  } catch (err) {
    await deps.store.delete(key);
    throw err;
  }
  const operator = await findOperatorById(deps.db, operatorId);
  if (!operator || operator.status !== 'active' || !operator.totpEnabledAt) {
    await deps.store.delete(key);
    throw new AppError(400, 'login_failed', 'auth.login_failed');
  }
  const code = input.code.trim().toLowerCase();
  const accepted = /^\d{6}$/.test(code)
    ? (await acceptCode(deps.db, deps.box, operator, code)) !== null
    : await useRecoveryCode(deps.db, deps.box, operatorId, code);
  if (!accepted) {
    await writeAudit(deps.db, {
      operatorId,
      action: 'operator.totp_failed',
      targetType: 'operator',
      targetId: operatorId,
      ip,
    });
    throw new AppError(400, 'totp_failed', 'auth.totp_failed');
  }
  // Taken, not just read: a challenge opens one session.
  if ((await deps.store.take(key)) === null) throw new AppError(400, 'challenge_expired', 'auth.challenge_expired');
  await clearLimit(deps.store, limit);
  return operator;
}

/**
 * Whether `code` is the operator's current code, and not one already used: the step it belongs to
 * must be later than the last accepted one, and is recorded in the same statement that checks it.
 */
async function acceptCode(
  db: Executor,
  box: SecretBox,
  operator: { id: number; totpSecret: string | null; totpLastStep: number | null },
  code: string,
): Promise<number | null> {
  if (!operator.totpSecret) return null;
  const result = await verify({
    secret: box.open(operator.totpSecret),
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(operator.totpLastStep !== null ? { afterTimeStep: operator.totpLastStep } : {}),
  });
  // The functional API answers for TOTP and HOTP alike; only a TOTP answer carries its time step.
  if (!result.valid || !('timeStep' in result)) return null;
  const step = result.timeStep;
  const row = await advanceTotpStep(db, operator.id, step);
  return row ? step : null;
}

async function useRecoveryCode(db: Executor, box: SecretBox, operatorId: number, code: string) {
  const digest = sha256(code);
  // Under every key still held (codes made before a rotation), and as a plain SHA-256 for a row an
  // older process wrote after this one's start-up upgrade.
  const candidates = [...box.keyedHashesUnderEveryKey(RECOVERY_PURPOSE, recoveryMessage(operatorId, digest)), digest];
  const used = await spendRecoveryCode(db, operatorId, candidates);
  return used.length > 0;
}

/**
 * Earlier versions kept recovery codes as a bare SHA-256, which anyone with a copy of the table can
 * test guesses against (about 50 bits a code). The keyed hash is taken over that SHA-256, so a stored
 * one is rewrapped without the code; runs at start-up, and a second run finds nothing to do.
 */
export async function upgradeLegacyRecoveryCodes(db: Db, box: SecretBox) {
  const legacy = await findLegacyRecoveryCodes(db);
  for (const row of legacy) {
    await rewrapRecoveryCode(
      db,
      row.id,
      row.codeHash,
      box.keyedHash(RECOVERY_PURPOSE, recoveryMessage(row.operatorId, row.codeHash)),
    );
  }
}

const RECOVERY_PURPOSE = 'operator-recovery-code';
/** Bound to the operator, so a hash copied to another operator's row matches nothing. */
const recoveryMessage = (operatorId: number, digest: string) => `${operatorId}:${digest}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// No look-alike characters (0/o, 1/l/i): the codes are read off paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function recoveryCode() {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/**
 * An administrator clears another operator's authenticator (a lost phone): its recovery codes go,
 * its sessions end, and it enrols again at its next sign-in. Not one's own: that takes a second admin.
 */
export async function resetTotp(db: Db, adminId: number, targetId: number, ip: string) {
  if (adminId === targetId) throw new AppError(403, 'own_two_factor', 'auth.own_two_factor');
  await inTransaction(db, async (tx) => {
    const target = await clearTotp(tx, targetId);
    if (!target) throw AppError.notFound();
    await deleteRecoveryCodes(tx, targetId);
    await revokeOperatorSessions(tx, targetId, new Date());
    await writeAudit(tx, {
      operatorId: adminId,
      action: 'operator.totp_reset',
      targetType: 'operator',
      targetId,
      ip,
    });
  });
}
