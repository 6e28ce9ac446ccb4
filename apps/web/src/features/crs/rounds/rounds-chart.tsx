import { scaleLinear, scaleUtc } from 'd3-scale';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDay } from '#shared/lib/format-date.ts';
import { formatNumber } from '#shared/lib/format-number.ts';
import { CATEGORY_STYLES, RoundMark } from './round-mark.tsx';
import { type RoundSeries, scoreDomain } from './rounds-data.ts';

/** Until the frame is measured (and where nothing lays out, as in tests): a tablet's width. */
const FALLBACK_WIDTH = 640;
const MARGIN = { top: 28, right: 16, bottom: 32, left: 44 };
/** Below this width the chart is a phone's: shorter, fewer ticks, smaller marks. */
const NARROW_WIDTH = 520;
/** More rounds than this and the marks shrink, so the lines stay readable. */
const MANY_ROUNDS = 150;
const SHORT_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** The frame's width, followed as the window or the layout changes. */
function useWidth(frame: RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);
  return width;
}

/** A tick of the time axis: 2024 for a year's start, else 08/2026 or Aug 2026. */
function timeTickLabel(tick: Date, isYearly: boolean, language: string) {
  const year = tick.getUTCFullYear();
  if (isYearly) return String(year);
  const month = tick.getUTCMonth();
  return language === 'en'
    ? `${SHORT_MONTHS[month]} ${year}`
    : `${String(month + 1).padStart(2, '0')}/${year}`;
}

interface RoundsChartProps {
  series: RoundSeries[];
  /** The period shown, as UTC times. */
  start: number;
  end: number;
  /** The person's latest score, drawn across as a dashed line. */
  score: number | null;
}

/**
 * Cut-offs over time, one line and mark a category; an image to assistive technology, named by a
 * summary of what it shows (each category's range and latest cut-off), with the table below it as its
 * full equivalent. Marks carry a title a pointer shows.
 */
export function RoundsChart({ series, start, end, score }: RoundsChartProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const frame = useRef<HTMLDivElement>(null);
  const width = useWidth(frame) || FALLBACK_WIDTH;
  const isNarrow = width < NARROW_WIDTH;
  const height = isNarrow ? 280 : 360;
  const x = scaleUtc()
    .domain([start, end])
    .range([MARGIN.left, width - MARGIN.right]);
  const y = scaleLinear()
    .domain(scoreDomain(series, score))
    .nice()
    .range([height - MARGIN.bottom, MARGIN.top]);
  const xTicks = x.ticks(Math.max(2, Math.floor((width - MARGIN.left - MARGIN.right) / 100)));
  const isYearly = xTicks.every((tick) => tick.getUTCMonth() === 0 && tick.getUTCDate() === 1);
  const roundCount = series.reduce((sum, one) => sum + one.points.length, 0);
  const markSize = roundCount > MANY_ROUNDS || isNarrow ? 6 : 8;
  const number = (value: number) => formatNumber(value, language);
  const day = (isoDay: string) => formatDay(isoDay, language);
  const dates = series.flatMap((one) => one.points.map((point) => point.date)).sort();

  const summary = [
    t('crs.rounds.chart.summary', {
      count: roundCount,
      from: day(dates[0] ?? ''),
      to: day(dates.at(-1) ?? ''),
    }),
    ...series.map((one) =>
      t('crs.rounds.chart.series', {
        count: one.points.length,
        category: t(`crs.categories.${one.category}`),
        lowest: number(one.lowest),
        highest: number(one.highest),
        latest: number(one.latest.lowestScore),
        date: day(one.latest.date),
      }),
    ),
    ...(score === null ? [] : [t('crs.rounds.chart.yourScore', { score: number(score) })]),
  ].join(' ');

  const scoreY = score === null ? 0 : y(score);
  return (
    <div ref={frame} className="w-full">
      <svg
        role="img"
        aria-label={summary}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className="block max-w-full font-sans"
        data-testid="rounds-chart"
      >
        <text x={4} y={14} className="fill-slate-600 text-xs">
          {t('crs.rounds.chart.scoreAxis')}
        </text>
        {y.ticks(isNarrow ? 4 : 6).map((tick) => (
          <g key={tick}>
            <line
              x1={MARGIN.left}
              x2={width - MARGIN.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-200"
            />
            <text
              x={MARGIN.left - 6}
              y={y(tick)}
              dy="0.32em"
              textAnchor="end"
              className="fill-slate-600 text-xs"
            >
              {number(tick)}
            </text>
          </g>
        ))}
        <line
          x1={MARGIN.left}
          x2={width - MARGIN.right}
          y1={height - MARGIN.bottom}
          y2={height - MARGIN.bottom}
          className="stroke-slate-400"
        />
        {xTicks.map((tick) => (
          <g key={tick.getTime()}>
            <line
              x1={x(tick)}
              x2={x(tick)}
              y1={height - MARGIN.bottom}
              y2={height - MARGIN.bottom + 4}
              className="stroke-slate-400"
            />
            <text
              x={x(tick)}
              y={height - MARGIN.bottom + 18}
              textAnchor="middle"
              className="fill-slate-600 text-xs"
            >
              {timeTickLabel(tick, isYearly, language)}
            </text>
          </g>
        ))}
        {series.map((one) => (
          <g key={one.category} data-category={one.category}>
            {one.lines.map((line) => (
              <path
                key={line[0]?.number}
                d={line
                  .map((point, index) => `${index ? 'L' : 'M'}${x(point.time)},${y(point.lowestScore)}`)
                  .join('')}
                fill="none"
                stroke={CATEGORY_STYLES[one.category].color}
                strokeWidth={2}
                strokeLinejoin="round"
              />
            ))}
            {one.points.map((point) => (
              <RoundMark
                key={point.number}
                category={one.category}
                x={x(point.time)}
                y={y(point.lowestScore)}
                size={markSize}
              >
                <title>
                  {t('crs.rounds.chart.mark', {
                    number: point.number,
                    date: day(point.date),
                    category: t(`crs.categories.${one.category}`),
                    score: number(point.lowestScore),
                  })}
                </title>
              </RoundMark>
            ))}
          </g>
        ))}
        {score !== null && (
          <g data-testid="your-score-line">
            <line
              x1={MARGIN.left}
              x2={width - MARGIN.right}
              y1={scoreY}
              y2={scoreY}
              strokeDasharray="6 4"
              strokeWidth={2}
              className="stroke-slate-900"
            />
            <text
              x={width - MARGIN.right}
              // Above the line, unless that would leave the chart.
              y={scoreY - MARGIN.top > 10 ? scoreY - 6 : scoreY + 16}
              textAnchor="end"
              paintOrder="stroke"
              stroke="white"
              strokeWidth={4}
              className="fill-slate-900 text-xs font-semibold"
            >
              {t('crs.rounds.chart.yourScoreLabel', { score: number(score) })}
            </text>
          </g>
        )}
      </svg>
    </div>
  );
}
