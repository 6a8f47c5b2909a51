// The summary every benchmark ends with: one line per figure, with its target, what was
// measured, and whether the target is met, so a run is read at a glance and compared with others.
// Each summary is also recorded under bench-results/ (one JSON file per benchmark), so that
// `npm run bench` ends with one table of every benchmark's lines (tests/bench/summary-all.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** One figure of a benchmark against its target. */
export type SummaryLine = Readonly<{ figure: string; target: string; measured: string; met: boolean }>;

/** Where the benchmarks of one run record their summary lines (git-ignored). */
export const BENCH_RESULTS_DIR = path.resolve(__dirname, "../../bench-results");

/** One benchmark's recorded summary, as summary-all.ts reads it back. */
export type RecordedSummary = Readonly<{ bench: string; recordedAt: string; lines: readonly SummaryLine[] }>;

/** The running benchmark's name from its script ("gas" for tests/bench/gas.bench.ts), under tsx or `hardhat run`. */
export function benchName(argv: readonly string[] = process.argv): string {
  for (const arg of argv) {
    const match = /([\w-]+)\.bench\.[cm]?[jt]s$/.exec(arg);
    if (match) return match[1]!;
  }
  return "bench";
}

const recorded = new Map<string, SummaryLine[]>();

/**
 * Adds lines to this benchmark's recorded summary (bench-results/<bench>.json); a second call in
 * the same process adds to the first one's lines, so a bench may record its figures as it goes.
 */
export function recordSummary(lines: readonly SummaryLine[], bench: string = benchName()): void {
  const all = [...(recorded.get(bench) ?? []), ...lines];
  recorded.set(bench, all);
  const summary: RecordedSummary = { bench, recordedAt: new Date().toISOString(), lines: all };
  mkdirSync(BENCH_RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(BENCH_RESULTS_DIR, `${bench}.json`), `${JSON.stringify(summary, null, 2)}\n`);
}

/** The lines as a table, then one plain line per figure ("met" or "not met"). */
export function printLines(lines: readonly SummaryLine[], title = "Summary"): void {
  console.log(`\n${title}`);
  console.table(lines.map((line) => ({ figure: line.figure, target: line.target, measured: line.measured, result: line.met ? "met" : "not met" })));
  for (const line of lines) console.log(`${line.figure}: target ${line.target}, measured ${line.measured}: ${line.met ? "met" : "not met"}`);
}

/** Prints the summary table, then one plain line per figure ("met" or "not met"), and records the lines for the run's final table. */
export function printSummary(lines: readonly SummaryLine[], bench: string = benchName()): void {
  printLines(lines);
  recordSummary(lines, bench);
}
