// The geometry every chart of the app shares (sparklines, the leaderboard's bars, the suitability
// gauge): plain functions from values to SVG coordinates, so the pictures are drawn one way and
// can be checked without a browser.

/** A point in SVG user units. */
export type Point = readonly [x: number, y: number];

/** Maps [d0, d1] onto [r0, r1]; a flat domain maps to the middle of the range. */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  if (d1 === d0) return () => (r0 + r1) / 2;
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** The smallest and largest value, or null for none. */
export function extent(values: readonly number[]): readonly [number, number] | null {
  if (values.length === 0) return null;
  return [Math.min(...values), Math.max(...values)];
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * A line through `values` spread evenly across `width`, higher values nearer the top, `pad`
 * units kept free at top and bottom so the stroke is not clipped. Null for fewer than two values.
 */
export function linePoints(values: readonly number[], width: number, height: number, pad = 2): readonly Point[] | null {
  const range = extent(values);
  if (range === null || values.length < 2) return null;
  const x = linearScale([0, values.length - 1], [0, width]);
  const y = linearScale(range, [height - pad, pad]);
  return values.map((v, i) => [round(x(i)), round(y(v))] as const);
}

/** An SVG path through the points ("M x y L x y ..."). */
export function pathOf(points: readonly Point[]): string {
  return points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x} ${y}`).join(" ");
}

/** The share of `max` a value takes, 0 to 1 (0 when max is not positive). */
export function shareOf(value: number, max: number): number {
  return max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
}

/** The point at `fraction` (0 to 1) along a half circle from its left end over the top to its right end. */
export function halfCirclePoint(center: Point, radius: number, fraction: number): Point {
  const angle = Math.PI * (1 - Math.min(1, Math.max(0, fraction)));
  return [round(center[0] + radius * Math.cos(angle)), round(center[1] - radius * Math.sin(angle))];
}

/** The arc of a half circle between two fractions (0 = left end, 1 = right end). */
export function halfCircleArc(center: Point, radius: number, from: number, to: number): string {
  const [x1, y1] = halfCirclePoint(center, radius, from);
  const [x2, y2] = halfCirclePoint(center, radius, to);
  return `M ${x1} ${y1} A ${radius} ${radius} 0 0 1 ${x2} ${y2}`;
}
