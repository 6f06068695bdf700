// The verify form's fields and how they become a replay: prefilled from a stored round, or typed in
// by hand for any round (including someone else's, with their revealed seeds).
import type { Round } from '@hall/contracts/game';
import { gameById } from '@hall/game-engine/games';
import { SAKURA_ID } from '../reels/reel-layouts';
import type { ReplayInput } from './replay-round';

export interface VerifyFields {
  gameId: string;
  serverSeed: string;
  /** The SHA-256 the server showed before play; the seed is checked against it when given. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  lineBet: string;
  setting: string;
}

export const EMPTY_FIELDS: VerifyFields = {
  gameId: SAKURA_ID,
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '0',
  lineBet: '1',
  setting: '',
};

export function fieldsFromRound(round: Round): VerifyFields {
  const lineBet = round.outcome.lineBet;
  const setting = round.outcome.setting;
  return {
    gameId: round.gameId,
    serverSeed: round.serverSeed ?? '',
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    lineBet: typeof lineBet === 'number' ? String(lineBet) : EMPTY_FIELDS.lineBet,
    setting: typeof setting === 'number' ? String(setting) : '',
  };
}

export type FieldProblem = 'serverSeed' | 'clientSeed' | 'nonce' | 'setting';

/** The replay the fields describe, or the first field that stops it. */
export function replayInputOf(
  fields: VerifyFields,
): { ok: true; input: ReplayInput } | { ok: false; field: FieldProblem } {
  const serverSeed = fields.serverSeed.trim();
  const clientSeed = fields.clientSeed.trim();
  if (!serverSeed) return { ok: false, field: 'serverSeed' };
  if (!clientSeed) return { ok: false, field: 'clientSeed' };
  if (!/^\d{1,9}$/.test(fields.nonce.trim())) return { ok: false, field: 'nonce' };
  const game = gameById(fields.gameId);
  const setting = Number(fields.setting);
  const settings = game?.settings ?? [];
  if (settings.length > 0 && !settings.includes(setting)) return { ok: false, field: 'setting' };
  return {
    ok: true,
    input: {
      gameId: fields.gameId,
      serverSeed,
      clientSeed,
      nonce: Number(fields.nonce.trim()),
      lineBet: game && game.lineBets.length > 0 ? Number(fields.lineBet) : null,
      setting: settings.length > 0 ? setting : null,
    },
  };
}
