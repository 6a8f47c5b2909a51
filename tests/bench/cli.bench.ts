/**
 * Cold start of the shipped CLI: `kul kyc check-id` (built bundle, plain node) against an empty
 * `node -e ""`, interleaved so machine load hits both alike; medians of RUNS each. The target
 * is at most 4x. Run with `npm run bench:cli` (it builds first).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const ENTRY = path.join(ROOT, "dist/cli/kul.mjs");
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const TARGET_RATIO = 4;

function timeOnce(args: readonly string[]): number {
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, { cwd: ROOT, env: { ...process.env, NO_COLOR: "1", LANG: "en_US.UTF-8" } });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (run.status !== 0) throw new Error(`${args.join(" ")} failed (${run.status}): ${run.stderr.toString()}`);
  return elapsed;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: run npm run build:cli first`);
const bare: number[] = [];
const kul: number[] = [];
// One warm-up each: the first start also pays for the disk cache.
timeOnce(["-e", ""]);
timeOnce([ENTRY, "kyc", "check-id", "1103702071811"]);
for (let i = 0; i < RUNS; i++) {
  bare.push(timeOnce(["-e", ""]));
  kul.push(timeOnce([ENTRY, "kyc", "check-id", "1103702071811"]));
}
const ratio = median(kul) / median(bare);
console.log(`node -e "":            median ${median(bare).toFixed(1)} ms (min ${Math.min(...bare).toFixed(1)}) over ${RUNS} runs`);
console.log(`kul kyc check-id:      median ${median(kul).toFixed(1)} ms (min ${Math.min(...kul).toFixed(1)}) over ${RUNS} runs`);
console.log(`ratio: ${ratio.toFixed(2)}x (target at most ${TARGET_RATIO}x) ${ratio <= TARGET_RATIO ? "OK" : "OVER TARGET"}`);
if (ratio > TARGET_RATIO) process.exitCode = 1;
