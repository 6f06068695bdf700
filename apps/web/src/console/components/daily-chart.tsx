// A line chart of figures by calendar day (uPlot): one axis for counts, one for coins. The page shows
// the same figures in a table for keyboard and screen-reader users, so the drawing is aria-hidden.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface DailySeries {
  label: string;
  color: string;
  scale: 'count' | 'coins';
  values: number[];
}

const toSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

export function DailyChart({
  days,
  series,
  locale,
  dayLabel: dayTitle,
}: {
  days: string[];
  series: DailySeries[];
  locale: string;
  /** The legend's name for the day (uPlot would write "Time"). */
  dayLabel: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const dayLabel = new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
    const compact = new Intl.NumberFormat(locale, { notation: 'compact' });
    const ticks = (_u: uPlot, splits: number[]) => splits.map((v) => compact.format(v));
    const plot = new uPlot(
      {
        width: target.clientWidth,
        height: 240,
        // Calendar days, kept as UTC midnights so no time zone shifts them.
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        series: [
          { label: dayTitle, value: (_u, ts) => (ts == null ? '' : dayLabel.format(new Date(ts * 1000))) },
          ...series.map((s) => ({ label: s.label, scale: s.scale, stroke: s.color, width: 2 })),
        ],
        axes: [
          { values: (_u, splits) => splits.map((ts) => dayLabel.format(new Date(ts * 1000))) },
          { scale: 'count', values: ticks },
          { scale: 'coins', side: 1, values: ticks },
        ],
      },
      [days.map(toSeconds), ...series.map((s) => s.values)],
      target,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: target.clientWidth, height: 240 }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series, locale, dayTitle]);
  return <div ref={box} className="console-chart" aria-hidden="true" />;
}
