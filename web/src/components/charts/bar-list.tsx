import { shareOf } from "./geometry";
import "./charts.css";

/** One bar: its label and value as read, the number drawn, and whether it is the reader's own. */
export type Bar = Readonly<{ key: string; label: string; valueText: string; value: number; highlight?: boolean }>;

/** Props of BarList: the bars, largest first as given, and the figure's title and note. */
export type BarListProps = Readonly<{ bars: readonly Bar[]; title: string; note: string }>;

const WIDTH = 100;
const HEIGHT = 10;

/**
 * A horizontal bar chart as a list: each item's label and value are text (the chart's own text
 * alternative, read in order by a screen reader), the bar beside it is a plain SVG drawn to
 * scale against the largest value and hidden from assistive technology.
 */
export function BarList({ bars, title, note }: BarListProps) {
  const max = Math.max(0, ...bars.map((b) => b.value));
  return (
    <figure className="chart-bars" aria-labelledby="chart-bars-title">
      <figcaption>
        <span id="chart-bars-title" className="chart-title">{title}</span>
        <span className="chart-note">{note}</span>
      </figcaption>
      <ol className="chart-bars-list">
        {bars.map((bar) => (
          <li key={bar.key} className={bar.highlight ? "is-highlight" : undefined}>
            <span className="chart-bar-label">{bar.label}</span>
            <svg className="chart-bar" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
              <rect className="chart-bar-track" x={0} y={0} width={WIDTH} height={HEIGHT} rx={2} />
              <rect className="chart-bar-fill" x={0} y={0} width={Math.max(0.5, shareOf(bar.value, max) * WIDTH)} height={HEIGHT} rx={2} />
            </svg>
            <span className="chart-bar-value">{bar.valueText}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
