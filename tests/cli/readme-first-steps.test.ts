/**
 * The README's "First steps", run as a newcomer runs them: `kul up` is ready with a KYC operator
 * account it prints, and the section's `sh` blocks run as written, in bash in the project folder,
 * against that real stack (chain, contracts, API server on PGlite): a trader registers, confirms,
 * submits the sample personal KYC form and the sample suitability answers of `examples/`; an
 * organization does the same with the sample organization form, as the block's comment says; the
 * operator logs in with the printed password and approves. Only what the README leaves to the
 * reader is set around the blocks: the API address of this stack (KUL_API_URL), one settings folder
 * per terminal, the printed password in place of its placeholder, and `npx kul` pointed at this
 * run's own bundle of the CLI (what npx resolves to after `npm ci`).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseEnv, buildKul, jsonOf, kulRunner, ROOT, type KulResult } from "./cli-runner";
import { startStack, type LocalStack } from "./local-stack";

type Operator = Readonly<{ email: string; password: string }>;

/** The fenced `sh` blocks of the README section that starts with `heading`, in order. */
function readmeBlocks(heading: string): string[] {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const start = readme.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`README.md has no section ${heading}`);
  const end = readme.indexOf("\n## ", start + heading.length + 2);
  const section = readme.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1] ?? "");
}

const PLACEHOLDER = "<the password npm start printed>";

let built: { entry: string; remove: () => void };
let stack: LocalStack;
const folders: string[] = [];
const [traderBlock = "", operatorBlock = ""] = readmeBlocks("## First steps");

/** A fresh settings folder: one terminal's `kul` session. */
function terminal(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "kul-first-steps-"));
  folders.push(dir);
  return dir;
}

/** Runs `block` with bash in the project folder, as one terminal would, stopping at the first failing line. */
function runBlock(block: string, configDir: string): Promise<KulResult> {
  const script = ["set -euo pipefail", 'npx() { if [ "$1" = kul ]; then shift; node "$KUL_ENTRY" "$@"; else command npx "$@"; fi; }', block].join("\n");
  const env = baseEnv(configDir, { KUL_API_URL: stack.ready.api, KUL_ENTRY: built.entry });
  return new Promise((resolve, reject) => {
    const child = spawn("bash", ["-c", script], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** The logged-in user of `configDir`, as `kul account whoami --json` reports it. */
async function whoami(configDir: string): Promise<{ profile: { email: string; kycStatus: string; suitabilityTestPoint: number | null; role: string }; missing: string[] }> {
  const result = await kulRunner(built.entry, baseEnv(configDir, { KUL_API_URL: stack.ready.api }))(["account", "whoami", "--json"]);
  return jsonOf(result) as never;
}

beforeAll(async () => {
  built = buildKul();
  stack = await startStack(built.entry);
}, 240_000);

afterAll(async () => {
  expect(await stack?.stop()).toBe(0);
  built?.remove();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe("the README's first steps against a real local stack", () => {
  let trader = "";

  it("finds the two blocks: the trader's, with the sample files, and the operator's", () => {
    expect(traderBlock).toContain("npx kul kyc submit examples/kyc/personal.json");
    expect(traderBlock).toContain("npx kul test suitability examples/suitability-answers.json");
    expect(operatorBlock).toContain(PLACEHOLDER);
  });

  it("starts with a KYC operator ready to log in, its password kept private in the data folder", () => {
    const operator = (stack.ready as unknown as { operator: Operator }).operator;
    expect(operator.email).toBe("operator@kulswap.example");
    const file = path.join(stack.dir, "data", "local-operator.json");
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(operator);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("takes a trader through registration, the sample personal KYC form and the sample suitability answers", async () => {
    trader = terminal();
    const run = await runBlock(traderBlock, trader);
    // Progress lines (uploads) go to stderr; a failing line stops the block with its message there.
    expect(run.code, run.stderr).toBe(0);
    const me = await whoami(trader);
    expect(me.profile).toMatchObject({ email: "trader@example.com", kycStatus: "VERIFYING", suitabilityTestPoint: 14 });
  }, 180_000);

  it("accepts the sample organization form the same way, as the block's comment says", async () => {
    const company = terminal();
    const block = traderBlock.replaceAll("trader@example.com", "company@example.com").replace("examples/kyc/personal.json", "examples/kyc/organization.json");
    const run = await runBlock(block, company);
    // Progress lines (uploads) go to stderr; a failing line stops the block with its message there.
    expect(run.code, run.stderr).toBe(0);
    expect((await whoami(company)).profile).toMatchObject({ email: "company@example.com", kycStatus: "VERIFYING" });
  }, 180_000);

  it("lets the printed operator approve the trader's KYC", async () => {
    expect(trader).not.toBe("");
    const operator = (stack.ready as unknown as { operator: Operator }).operator;
    const run = await runBlock(operatorBlock.replace(PLACEHOLDER, operator.password), terminal());
    // Progress lines (uploads) go to stderr; a failing line stops the block with its message there.
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("trader@example.com");
    expect((await whoami(trader)).profile.kycStatus).toBe("APPROVED");
  }, 120_000);
});
