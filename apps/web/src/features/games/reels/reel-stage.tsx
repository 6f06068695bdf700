// The reels of a machine (loaded in a chunk of its own, shared by the machine screen and the verify
// page). The machine screen drives them through a handle: spin, then stop where the server said;
// the verify page just shows a round. Winning symbols and lines light up once the reels stand still.
import { useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, type Ref } from 'react';
import { prefersReducedMotion } from '../../../lib/use-reduced-motion';
import { ReelAnimator, type StopReelOptions } from './reel-animator';
import { reelShapeStyle, topRowsOf, windowOf, type ReelLayout } from './reel-layouts';
import type { StopSchedule } from './reel-motion';
import { ReelSymbol } from './reel-symbol';
import type { SpinView } from './round-view';
import { cellKey, winningCells, winningLines } from './win-cells';
import './reels.css';

export interface ReelHandle {
  spin(): void;
  /** Brakes the reels onto these stops (the server's); resolves when the last one stands still. */
  stopAt(stops: readonly number[], schedule?: StopSchedule): Promise<void>;
  /** Brakes one reel onto its stop (the server's), the others spinning on; resolves when all stand still. */
  stopReel(reel: number, stop: number, options?: StopReelOptions): Promise<void>;
  /** A quick stop: the reels brake now onto the stops they were given. */
  hurry(): void;
}

export interface ReelStageProps {
  layout: ReelLayout;
  /** The stops shown while no spin runs. */
  stops: readonly number[];
  /** The spin whose wins light up; null while the reels move. */
  result: SpinView | null;
  /** What the reels show, in words. */
  label: string;
  onReelStop?: (reel: number) => void;
  ref?: Ref<ReelHandle>;
}

export default function ReelStage({ layout, stops, result, label, onReelStop, ref }: ReelStageProps) {
  const columns = useRef<(HTMLDivElement | null)[]>([]);
  const stage = useRef<HTMLDivElement | null>(null);
  const onStop = useRef(onReelStop);
  useEffect(() => {
    onStop.current = onReelStop;
  }, [onReelStop]);

  const animator = useMemo(
    () =>
      new ReelAnimator(layout, {
        columns: () => columns.current,
        onReelStop: (reel) => {
          // The order the reels landed in, for tests and tools (no render per reel).
          const element = stage.current;
          if (element)
            element.dataset.landed = element.dataset.landed ? `${element.dataset.landed},${reel}` : `${reel}`;
          onStop.current?.(reel);
        },
        reducedMotion: prefersReducedMotion,
      }),
    [layout],
  );
  useEffect(() => () => animator.dispose(), [animator]);

  const stopsKey = stops.join(',');
  useLayoutEffect(() => {
    animator.show(topRowsOf(layout, stopsKey.split(',').map(Number)));
  }, [animator, layout, stopsKey]);

  useImperativeHandle(
    ref,
    () => ({
      spin: () => {
        if (stage.current) stage.current.dataset.landed = '';
        animator.spin();
      },
      stopAt: (next, schedule) => animator.stopAt(topRowsOf(layout, next), schedule),
      stopReel: (reel, stop, options) => {
        const stops = layout.strips.map((_, index) => (index === reel ? stop : layout.rowsAboveStop));
        return animator.stopReel(reel, topRowsOf(layout, stops)[reel]!, options);
      },
      hurry: () => animator.hurry(),
    }),
    [animator, layout],
  );

  const lit = useMemo(() => {
    if (!result) return { cells: new Set<string>(), lines: [] as number[] };
    const shown = windowOf(layout, result.stops);
    return { cells: winningCells(layout, result, shown), lines: winningLines(layout, result) };
  }, [layout, result]);

  const reels = layout.strips.length;
  return (
    <div
      ref={stage}
      className={`reel-stage reel-stage-${layout.kind}${lit.cells.size > 0 ? ' has-win' : ''}`}
      role="img"
      aria-label={label}
      data-testid="reels"
      data-stops={result ? result.stops.join(',') : stopsKey}
      style={reelShapeStyle(layout)}
    >
      <div className="reel-window">
        {layout.strips.map((strip, reel) => (
          <div className="reel" key={reel}>
            <div
              className="reel-column"
              ref={(element) => {
                columns.current[reel] = element;
              }}
            >
              {[...strip, ...strip.slice(0, layout.rows)].map((symbol, index) => (
                <div className="reel-cell" key={index}>
                  <ReelSymbol symbol={layout.art[symbol] ?? symbol} />
                </div>
              ))}
            </div>
            {Array.from({ length: layout.rows }, (_, row) =>
              lit.cells.has(cellKey(reel, row)) ? (
                <span key={row} className="reel-hit" style={{ top: `${(row / layout.rows) * 100}%` }} />
              ) : null,
            )}
          </div>
        ))}
        {lit.lines.length > 0 && (
          <svg className="reel-lines" viewBox={`0 0 ${reels * 100} ${layout.rows * 100}`} preserveAspectRatio="none">
            {lit.lines.map((line) => (
              <polyline
                key={line}
                points={layout.lines[line]!.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ')}
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </svg>
        )}
      </div>
    </div>
  );
}
