// The reels in words, for screen readers: the pachislot's centre line, or the video slot's three rows.
import { useTranslation } from 'react-i18next';
import { windowOf, type ReelLayout } from '../reels/reel-layouts';

export function useReelLabel(layout: ReelLayout | undefined, stops: readonly number[], spinning: boolean): string {
  const { t } = useTranslation('game');
  if (!layout) return '';
  if (spinning) return t('reels.spinning');
  const window = windowOf(layout, stops);
  const name = (symbol: string) => t(`symbols.${layout.gameId}.${symbol}`);
  const row = (index: number) => window.map((column) => name(column[index]!)).join(', ');
  if (layout.kind === 'pachislot') return t('reels.centreLine', { symbols: row(layout.rowsAboveStop) });
  return t('reels.rows', { top: row(0), middle: row(1), bottom: row(2) });
}
