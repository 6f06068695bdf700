// How loudly a win is presented: by what it pays against the bet, so a 40-coin win is small on a
// 200-coin bet and big on a 3-coin one. A round that pays back no more than its bet is not a win at
// all ('returned'): it is told plainly ("returned 12 of 20"), never celebrated, so a loss is not
// dressed up as a win (the "losses disguised as wins" that player-protection rules forbid).
export type WinTier = 'none' | 'returned' | 'small' | 'big' | 'mega';

/** Wins from this many bets up are big, and mega from the next bound. */
export const BIG_WIN_BETS = 10;
export const MEGA_WIN_BETS = 50;

export function winTier(win: number, bet: number): WinTier {
  if (win <= 0) return 'none';
  if (bet <= 0) return 'small';
  if (win <= bet) return 'returned';
  if (win >= bet * MEGA_WIN_BETS) return 'mega';
  if (win >= bet * BIG_WIN_BETS) return 'big';
  return 'small';
}
