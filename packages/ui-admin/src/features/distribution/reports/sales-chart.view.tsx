import type { DayBar } from './report-chart';

const W = 640;
const H = 200;
const PAD = 24;

/**
 * Policies sold per day as SVG bars, drawn here rather than with a chart library: one bar chart
 * is a few lines, adds nothing to the bundle, and the report table next to it carries the figures
 * for screen readers (the chart is one labelled image).
 */
export function SalesChart(props: { readonly bars: readonly DayBar[]; readonly label: string }) {
  const step = props.bars.length === 0 ? 0 : (W - 2 * PAD) / props.bars.length;
  const width = Math.min(48, Math.max(2, step * 0.7));
  return (
    <svg className="dst-chart" role="img" aria-label={props.label} viewBox={`0 0 ${W} ${H}`} width="100%">
      <line x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} stroke="currentColor" />
      {props.bars.map((b, i) => {
        const h = b.share * (H - 2 * PAD);
        const x = PAD + i * step + (step - width) / 2;
        return (
          <g key={b.day} data-day={b.day}>
            <rect x={x} y={H - PAD - h} width={width} height={h} fill="var(--tx-color-primary, #00457c)">
              <title>{`${b.day}: ${b.policies}`}</title>
            </rect>
            <text x={x + width / 2} y={H - PAD - h - 4} textAnchor="middle" fontSize="11">
              {b.policies}
            </text>
            <text x={x + width / 2} y={H - 8} textAnchor="middle" fontSize="10">
              {b.day.slice(5)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
