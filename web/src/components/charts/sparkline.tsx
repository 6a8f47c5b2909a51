import { linePoints, pathOf } from "./geometry";
import "./charts.css";

const WIDTH = 96;
const HEIGHT = 28;

/** Props of Sparkline: the values in time order and the sentence a screen reader hears instead. */
export type SparklineProps = Readonly<{ values: readonly number[]; label: string }>;

/**
 * A small line of values in time order, coloured by the direction from first to last (theme
 * variables only); an image with `label` as its text alternative. Fewer than two values draw
 * nothing but a dash, still labelled.
 */
export function Sparkline({ values, label }: SparklineProps) {
  const points = linePoints(values, WIDTH, HEIGHT);
  if (points === null) {
    return (
      <span className="sparkline-none" role="img" aria-label={label}>
        –
      </span>
    );
  }
  const first = values[0]!;
  const last = values[values.length - 1]!;
  const trend = last > first ? "up" : last < first ? "down" : "flat";
  return (
    <svg className={`sparkline trend-${trend}`} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={label} focusable="false">
      <path d={pathOf(points)} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
