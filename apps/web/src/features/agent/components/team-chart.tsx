// The team report's chart: daily registrations (left axis) and deposits and bets in coins (right axis)
// over the report's days, drawn with uPlot. Loaded on its own (React.lazy) so uPlot stays out of every
// other page. The same numbers follow as a table for screen readers and keyboard users.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TeamReport } from '@hall/contracts/agent';
import { useMoneyFormat } from '../../../lib/use-money-format';

const HEIGHT = 220;
// Picked to read on the dark surface and apart from each other (gold, green, violet of the theme).
const COLORS = { registrations: '#f5c542', recharge: '#3ecf8e', bets: '#9d8cff' };
const AXIS = {
  stroke: '#c3c8e4',
  grid: { stroke: 'rgba(195, 200, 228, 0.12)' },
  ticks: { stroke: 'rgba(195, 200, 228, 0.25)' },
};

const DAY = 86_400;
const DAY_STEPS = [DAY, 2 * DAY, 7 * DAY, 14 * DAY, 30 * DAY];

/** Seconds since 1970 of a day's start in UTC: the chart keeps days as calendar days, not moments. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

export default function TeamChart({ days }: { days: TeamReport['days'] }) {
  const { t } = useTranslation('agent');
  const format = useMoneyFormat();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const data: uPlot.AlignedData = [
      days.map((d) => dayStart(d.day)),
      days.map((d) => d.registrations),
      days.map((d) => Number(d.rechargeAmount)),
      days.map((d) => Number(d.betAmount)),
    ];
    const dayLabel = new Intl.DateTimeFormat(format.locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
    const compact = new Intl.NumberFormat(format.locale, { notation: 'compact' });
    const plot = new uPlot(
      {
        width: target.clientWidth,
        height: HEIGHT,
        // Days are calendar days: read the timestamps in UTC, where they were made.
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: { x: { time: true }, count: { auto: true }, coins: { auto: true } },
        series: [
          { label: t('chart.day'), value: (_u, ts) => (ts == null ? '' : dayLabel.format(new Date(ts * 1000))) },
          { label: t('chart.registrations'), scale: 'count', stroke: COLORS.registrations, width: 2 },
          { label: t('chart.recharge'), scale: 'coins', stroke: COLORS.recharge, width: 2 },
          { label: t('chart.bets'), scale: 'coins', stroke: COLORS.bets, width: 2 },
        ],
        axes: [
          {
            ...AXIS,
            // Whole days only: uPlot would otherwise tick every few hours over a short range.
            incrs: DAY_STEPS,
            values: (_u, splits) => splits.map((ts) => dayLabel.format(new Date(ts * 1000))),
          },
          { ...AXIS, scale: 'count', values: (_u, splits) => splits.map((v) => compact.format(v)) },
          { ...AXIS, scale: 'coins', side: 1, values: (_u, splits) => splits.map((v) => compact.format(v)) },
        ],
      },
      data,
      target,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: target.clientWidth, height: HEIGHT }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, format.locale, t]);

  return (
    <figure className="team-chart" data-testid="team-chart">
      <figcaption className="agent-card-title">{t('chart.title')}</figcaption>
      <div ref={box} className="team-chart-plot" aria-hidden="true" />
      <details className="team-chart-data">
        <summary>{t('chart.asTable')}</summary>
        <div className="agent-table-wrap" tabIndex={0}>
          <table className="agent-table">
            <thead>
              <tr>
                <th scope="col">{t('chart.day')}</th>
                <th scope="col">{t('chart.registrations')}</th>
                <th scope="col">{t('chart.recharge')}</th>
                <th scope="col">{t('chart.bets')}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{d.day}</th>
                  <td>{format.coins(String(d.registrations))}</td>
                  <td>{format.coins(d.rechargeAmount)}</td>
                  <td>{format.coins(d.betAmount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
