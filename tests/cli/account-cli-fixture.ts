/**
 * Runs `kul` as a real child process for the account, admin and journey suites. Each suite
 * builds its own bundle with `cli/build.mjs --outdir dist/.account-test-*` because vitest runs
 * files in parallel and `npm run build:cli` wipes dist/cli, so a shared bundle could vanish
 * mid-run (and through tsx every run would cost seconds).
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { childEnv } from "../support/child-env";

const ROOT = path.resolve(__dirname, "../..");
let bin: string | null = null;

/** Bundles the CLI for this suite (call in beforeAll); `removeKul` in afterAll deletes it. */
export async function buildKul(): Promise<string> {
  mkdirSync(path.join(ROOT, "dist"), { recursive: true });
  const outdir = mkdtempSync(path.join(ROOT, "dist", ".account-test-"));
  const built = await runNode(["cli/build.mjs", "--quiet", "--outdir", outdir], {});
  if (built.code !== 0) throw new Error(`cli build failed: ${built.stderr}`);
  bin = path.join(outdir, "kul.mjs");
  return bin;
}

export function removeKul(): void {
  if (bin !== null) rmSync(path.dirname(bin), { recursive: true, force: true });
  bin = null;
}

export type KulRun = Readonly<{ code: number | null; stdout: string; stderr: string }>;

/** The single JSON document a `--json` run printed (throws with the output when there is none). */
export function jsonOf<T = Record<string, unknown>>(run: KulRun): T {
  try {
    return JSON.parse(run.stdout) as T;
  } catch {
    throw new Error(`not one JSON document (exit ${run.code}):\n${run.stdout}\n${run.stderr}`);
  }
}

/** A failed `--json` run as [exit code, error code]. */
export const errorOf = (run: KulRun) => [run.code, jsonOf<{ error: { code: string } }>(run).error.code];

function runNode(args: readonly string[], env: Readonly<Record<string, string | undefined>>, input?: string): Promise<KulRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...childEnv(), ...env }, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input ?? "");
  });
}

/** `kul <args>` with `env` on top of the runner's environment (no colour, English, no stray secrets). */
export function runKul(args: readonly string[], env: Readonly<Record<string, string | undefined>>, input?: string): Promise<KulRun> {
  if (bin === null) throw new Error("call buildKul() in beforeAll first");
  const base = { NO_COLOR: "1", LANG: "en_US.UTF-8", LC_ALL: undefined, LC_MESSAGES: undefined, KUL_PASSWORD: undefined, KUL_2FA_CODE: undefined, KUL_PRIVATE_KEY: undefined };
  return runNode([bin, ...args], { ...base, ...env }, input);
}

/** A CLI user: its own config directory (session file) against one API origin. */
export type KulUser = Readonly<{
  configDir: string;
  run(args: readonly string[], env?: Readonly<Record<string, string | undefined>>): Promise<KulRun>;
  /** `run` with --json, parsed; fails the test when the exit code is not `expected`. */
  json<T = Record<string, unknown>>(args: readonly string[], env?: Readonly<Record<string, string | undefined>>, expected?: number): Promise<T>;
  remove(): void;
}>;

export function kulUser(apiUrl: string, baseEnv: Readonly<Record<string, string | undefined>> = {}): KulUser {
  const configDir = mkdtempSync(path.join(tmpdir(), "kul-cli-account-"));
  const run = (args: readonly string[], env: Readonly<Record<string, string | undefined>> = {}) =>
    runKul(args, { KUL_CONFIG_DIR: configDir, KUL_API_URL: apiUrl, ...baseEnv, ...env });
  return {
    configDir,
    run,
    async json(args, env, expected = 0) {
      const result = await run([...args, "--json"], env);
      if (result.code !== expected) throw new Error(`kul ${args.join(" ")}: exit ${result.code}, expected ${expected}\n${result.stdout}\n${result.stderr}`);
      return jsonOf(result);
    },
    remove: () => rmSync(configDir, { recursive: true, force: true }),
  };
}
