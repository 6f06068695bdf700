// Which cells of the window light up after a spin: the symbols of each winning line (from the left,
// as many as it counts), every scatter when scatters pay, and the pachislot's winning centre line.
import type { ReelLayout } from './reel-layouts';
import type { SpinView } from './round-view';

/** Scatters pay from this many on the video slot. */
const SCATTERS_THAT_PAY = 3;

export const cellKey = (reel: number, row: number) => `${reel}:${row}`;

export function winningCells(layout: ReelLayout, spin: SpinView, window: readonly (readonly string[])[]): Set<string> {
  const cells = new Set<string>();
  if (layout.kind === 'pachislot') {
    if (spin.win <= 0) return cells;
    const centre = layout.rowsAboveStop;
    // A cherry pays on the first reel alone; every other flag is the whole centre line.
    const reels = spin.flag === 'cherry' ? 1 : layout.strips.length;
    for (let reel = 0; reel < reels; reel++) cells.add(cellKey(reel, centre));
    return cells;
  }
  for (const hit of spin.lineWins) {
    const rows = layout.lines[hit.line];
    if (!rows) continue;
    for (let reel = 0; reel < hit.count; reel++) cells.add(cellKey(reel, rows[reel]!));
  }
  if (spin.scatters >= SCATTERS_THAT_PAY) {
    window.forEach((column, reel) =>
      column.forEach((symbol, row) => {
        if (symbol === 'S') cells.add(cellKey(reel, row));
      }),
    );
  }
  return cells;
}

/** The lines to draw across the window: the winning lines' indexes. */
export function winningLines(layout: ReelLayout, spin: SpinView): number[] {
  if (layout.kind === 'pachislot') return spin.win > 0 && spin.flag !== 'cherry' ? [0] : [];
  return [...new Set(spin.lineWins.map((hit) => hit.line))];
}
