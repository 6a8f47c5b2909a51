// The summary every benchmark ends with: one line per figure, with its target, what was
// measured, and whether the target is met, so a run is read at a glance and compared with others.

/** One figure of a benchmark against its target. */
export type SummaryLine = Readonly<{ figure: string; target: string; measured: string; met: boolean }>;

/** Prints the summary table, then one plain line per figure ("met" or "not met"). */
export function printSummary(lines: readonly SummaryLine[]): void {
  console.log("\nSummary");
  console.table(lines.map((line) => ({ figure: line.figure, target: line.target, measured: line.measured, result: line.met ? "met" : "not met" })));
  for (const line of lines) console.log(`${line.figure}: target ${line.target}, measured ${line.measured}: ${line.met ? "met" : "not met"}`);
}
