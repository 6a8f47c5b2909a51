/** A grey placeholder bar shown while data loads (e.g. the price table's four rows). */
export function Skeleton({ width = "100%", height = "1em" }: Readonly<{ width?: string; height?: string }>) {
  return <span className="skeleton" style={{ width, height }} aria-hidden="true" />;
}
