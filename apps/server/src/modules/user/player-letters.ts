// How the user module tells a player something in their inbox (an address taken back by its proven
// owner): the letters module's sendPlayerLetter, handed in by wiring.ts so that the user module, which
// most modules ask about players, imports none of them. Asked before that, it throws rather than
// leave the player untold.
import type { Locale } from '@hall/contracts/locale';
import type { Executor } from '../../db/client';

export type SendPlayerLetter = (
  db: Executor,
  userId: number,
  texts: (locale: Locale) => { title: string; body: string },
) => Promise<unknown>;

let handedIn: SendPlayerLetter | undefined;

export function useLetterSender(send: SendPlayerLetter) {
  handedIn = send;
}

export const sendPlayerLetter: SendPlayerLetter = (...args) => {
  if (!handedIn) throw new Error('the letter sender was not handed in (wiring.ts)');
  return handedIn(...args);
};
