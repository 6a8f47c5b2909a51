// Order statistics of the routing benchmark's figures.

/** The `p`-quantile (0..1) of `values` by nearest rank; NaN for none. */
export function quantile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/** The smallest of `values`; NaN for none. */
export const least = (values: readonly number[]): number => (values.length === 0 ? Number.NaN : Math.min(...values));
