// Each player's bets of a period as a subquery of (user_id, amount), voided rounds left out: what the
// agents' daily rebate is paid on. The game module's (game/rebate-bases.ts), handed in by wiring.ts
// since the game module imports this one; asked before that, it throws rather than pay nothing.
import type { SQL } from 'drizzle-orm';

let handedIn: ((start: Date, end: Date) => SQL) | undefined;

export function useRoundBets(bets: (start: Date, end: Date) => SQL) {
  handedIn = bets;
}

export function betsByPlayer(start: Date, end: Date): SQL {
  if (!handedIn) throw new Error('round bets were not handed in (wiring.ts)');
  return handedIn(start, end);
}
