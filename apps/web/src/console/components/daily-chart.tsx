// Line charts of figures by calendar day and by hour of today (uPlot): one axis for counts, one for
// coins. The page shows the same figures in a table for keyboard and screen-reader users, so the
// drawing is aria-hidden.
import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface DailySeries {
  label: string;
  color: string;
  scale: 'count' | 'coins';
  values: number[];
}

const toSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** An hour of the site's day as the charts and tables write it: 00:00 to 23:00. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function FigureChart({
  x,
  time,
  label,
  series,
  locale,
  xTitle,
  testId,
}: {
  x: number[];
  /** Whether x holds instants (seconds) rather than plain numbers. */
  time: boolean;
  label: (x: number) => string;
  series: DailySeries[];
  locale: string;
  xTitle: string;
  testId: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const compact = new Intl.NumberFormat(locale, { notation: 'compact' });
    const ticks = (_u: uPlot, splits: number[]) => splits.map((v) => compact.format(v));
    const plot = new uPlot(
      {
        width: target.clientWidth,
        height: 240,
        scales: { x: { time } },
        // Calendar days are kept as UTC midnights so no time zone shifts them.
        ...(time ? { tzDate: (ts: number) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC') } : {}),
        series: [
          { label: xTitle, value: (_u, v) => (v == null ? '' : label(v)) },
          ...series.map((s) => ({ label: s.label, scale: s.scale, stroke: s.color, width: 2 })),
        ],
        axes: [
          { values: (_u, splits) => splits.map(label), ...(time ? {} : { incrs: [1, 2, 3, 4, 6, 12] }) },
          { scale: 'count', values: ticks },
          { scale: 'coins', side: 1, values: ticks },
        ],
      },
      [x, ...series.map((s) => s.values)],
      target,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: target.clientWidth, height: 240 }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [x, time, label, series, locale, xTitle]);
  return <div ref={box} className="console-chart" aria-hidden="true" data-testid={testId} />;
}

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
  const x = useMemo(() => days.map(toSeconds), [days]);
  const label = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
    return (ts: number) => format.format(new Date(ts * 1000));
  }, [locale]);
  return (
    <FigureChart x={x} time label={label} series={series} locale={locale} xTitle={dayTitle} testId="daily-chart" />
  );
}

/** Today on the site's clock, hour 0 to 23. */
export function HourlyChart({
  hours,
  series,
  locale,
  hourTitle,
}: {
  hours: number[];
  series: DailySeries[];
  locale: string;
  /** The legend's name for the hour. */
  hourTitle: string;
}) {
  return (
    <FigureChart
      x={hours}
      time={false}
      label={hourLabel}
      series={series}
      locale={locale}
      xTitle={hourTitle}
      testId="hourly-chart"
    />
  );
}
