// The last step of `npm run bench`: one table of every benchmark's summary lines (figure, target,
// measured, met or not), read from what each benchmark recorded under bench-results/.
// `summary-all.ts --reset` empties bench-results/ first, so a run never shows an older run's lines;
// the names given (`summary-all.ts gas chain api quote`) are the benchmarks the run expects: one
// that recorded nothing (it failed or was not run) is a line of its own, never met.
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { BENCH_RESULTS_DIR, printLines, type RecordedSummary, type SummaryLine } from "./summary";

function readRecorded(): RecordedSummary[] {
  if (!existsSync(BENCH_RESULTS_DIR)) return [];
  return readdirSync(BENCH_RESULTS_DIR)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(path.join(BENCH_RESULTS_DIR, file), "utf8")) as RecordedSummary);
}

/** Expected benchmarks first in the order given, then any other that recorded lines, by name. */
export function allLines(recorded: readonly RecordedSummary[], expected: readonly string[]): SummaryLine[] {
  const byName = new Map(recorded.map((summary) => [summary.bench, summary]));
  const others = [...byName.keys()].filter((name) => !expected.includes(name)).sort();
  return [...expected, ...others].flatMap((name) => {
    const summary = byName.get(name);
    if (summary === undefined) return [{ figure: `${name} benchmark`, target: "recorded its figures", measured: "nothing recorded", met: false }];
    return summary.lines.map((line) => ({ ...line, figure: `${name}: ${line.figure}` }));
  });
}

function main(args: readonly string[]): void {
  if (args.includes("--reset")) {
    rmSync(BENCH_RESULTS_DIR, { recursive: true, force: true });
    return;
  }
  const lines = allLines(readRecorded(), args);
  printLines(lines, "All benchmarks");
  const missed = lines.filter((line) => !line.met).length;
  console.log(missed === 0 ? `\nEvery one of ${lines.length} targets met.` : `\n${missed} of ${lines.length} targets not met.`);
}

if (require.main === module) main(process.argv.slice(2));
