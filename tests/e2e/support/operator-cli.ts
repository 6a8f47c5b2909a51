/**
 * The KYC operator's side of the browser tests: the real `kul` CLI (run from its sources with
 * tsx) logged in as the stack's operator, in a settings folder of its own, removed at exit.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stackInfo } from "./stack-info";

const ROOT = path.resolve(__dirname, "../../..");
let configDir: string | null = null;
let loggedIn: Promise<void> | null = null;

type Run = Readonly<{ code: number | null; stdout: string; stderr: string }>;

function run(args: readonly string[]): Promise<Run> {
  configDir ??= mkdtempSync(path.join(tmpdir(), "kul-e2e-operator-"));
  const env = { PATH: process.env.PATH, HOME: configDir, KUL_CONFIG_DIR: configDir, KUL_API_URL: stackInfo().api, KUL_PASSWORD: stackInfo().operator.password, NO_COLOR: "1", LANG: "en_US.UTF-8" };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "cli/src/main.ts"), ...args, "--json"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

async function ok(args: readonly string[]): Promise<Record<string, unknown>> {
  const result = await run(args);
  if (result.code !== 0) throw new Error(`kul ${args.join(" ")}: exit ${result.code}\n${result.stdout}\n${result.stderr}`);
  return JSON.parse(result.stdout.trim()) as Record<string, unknown>;
}

/**
 * `kul <args> --json` as the logged-in operator (logged in once per worker); the parsed answer.
 * @example await operatorKul(["admin", "kyc", "approve", account.email]) // { ok: true, kycStatus: "APPROVED", ... }
 */
export async function operatorKul(args: readonly string[]): Promise<Record<string, unknown>> {
  loggedIn ??= ok(["account", "login", "--email", stackInfo().operator.email]).then(() => undefined);
  await loggedIn;
  return ok(args);
}

process.once("exit", () => {
  if (configDir !== null) rmSync(configDir, { recursive: true, force: true });
});
