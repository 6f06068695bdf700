// Image captchas: an answer is single use (taken on the first check, right or wrong), compared
// without regard to case, and expires after five minutes.
import { randomUUID } from 'node:crypto';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import { AppError } from '../../lib/app-error';
import { randomAnswer, renderCaptcha } from './render';

export const CAPTCHA_TTL_SECONDS = 300;

export async function issueCaptcha(store: EphemeralStore) {
  const uuid = randomUUID();
  const answer = randomAnswer();
  await store.put(`captcha:${uuid}`, answer.toLowerCase(), CAPTCHA_TTL_SECONDS);
  return { uuid, img: (await renderCaptcha(answer)).toString('base64') };
}

export async function checkCaptcha(store: EphemeralStore, enabled: boolean, uuid: string, answer: string) {
  if (!enabled) return;
  const expected = uuid ? await store.take(`captcha:${uuid}`) : null;
  if (!expected || expected !== answer.trim().toLowerCase()) {
    throw new AppError(400, 'captcha_invalid', 'auth.captcha_invalid');
  }
}
