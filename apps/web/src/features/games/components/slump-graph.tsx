// The slump graph of the hall floor: the machine's net coins paid to players over the day, one point
// per game, drawn as inline SVG around the zero line.
import { useId } from 'react';

export interface SlumpGeometry {
  /** Polyline points in the viewBox. */
  points: string;
  /** The zero line's height in the viewBox. */
  zeroY: number;
  low: number;
  high: number;
  last: number;
}

export const SLUMP_WIDTH = 240;
export const SLUMP_HEIGHT = 64;
const PAD = 4;

/** Scales the day's running totals into the graph's box; the zero line is always inside it. */
export function slumpGeometry(values: readonly number[], width = SLUMP_WIDTH, height = SLUMP_HEIGHT): SlumpGeometry {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const span = high - low || 1;
  const y = (value: number) => PAD + ((high - value) / span) * (height - 2 * PAD);
  // One game is drawn as a line from zero to where it left the machine.
  const drawn = values.length === 1 ? [0, ...values] : values;
  const x = (index: number) => (index / Math.max(1, drawn.length - 1)) * width;
  const points = drawn.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  // With nothing but zero to show, the zero line sits in the middle rather than on an edge.
  const zeroY = low === 0 && high === 0 ? height / 2 : y(0);
  return { points, zeroY, low, high, last: values.at(-1) ?? 0 };
}

export interface SlumpGraphProps {
  values: readonly number[];
  /** Read out instead of the picture. */
  label: string;
}

export function SlumpGraph({ values, label }: SlumpGraphProps) {
  const titleId = useId();
  const geometry = slumpGeometry(values);
  const trend = geometry.last > 0 ? 'up' : geometry.last < 0 ? 'down' : 'flat';
  return (
    <svg
      className={`slump-graph slump-${trend}`}
      viewBox={`0 0 ${SLUMP_WIDTH} ${SLUMP_HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-labelledby={titleId}
      data-testid="slump-graph"
    >
      <title id={titleId}>{label}</title>
      <line
        className="slump-zero"
        x1="0"
        x2={SLUMP_WIDTH}
        y1={geometry.zeroY}
        y2={geometry.zeroY}
        vectorEffect="non-scaling-stroke"
      />
      {values.length > 0 && (
        <polyline className="slump-line" points={geometry.points} fill="none" vectorEffect="non-scaling-stroke" />
      )}
    </svg>
  );
}
