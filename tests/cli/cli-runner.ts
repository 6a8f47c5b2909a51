/**
 * Runs the built `kul` as a real process. Each test file builds its own copy under
 * `dist/.test-<id>/` (two levels below the root, as the bundle expects) so parallel files
 * never replace each other's build, and removes it afterwards.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

export const ROOT = path.resolve(__dirname, "../..");

export type KulResult = Readonly<{ code: number | null; stdout: string; stderr: string }>;
export type KulRun = (args: readonly string[], options?: Readonly<{ env?: NodeJS.ProcessEnv; input?: string }>) => Promise<KulResult>;

/** Builds a private bundle; returns its entry and a cleanup. */
export function buildKul(): { entry: string; remove: () => void } {
  mkdirSync(path.join(ROOT, "dist"), { recursive: true });
  const dir = mkdtempSync(path.join(ROOT, "dist", ".test-"));
  const built = spawnSync(process.execPath, ["cli/build.mjs", "--quiet", "--outdir", dir], { cwd: ROOT, encoding: "utf8" });
  if (built.status !== 0) throw new Error(`cli build failed: ${built.stderr}`);
  return { entry: path.join(dir, "kul.mjs"), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The environment of a test run: no colour, English, no settings from the developer's machine. */
export function baseEnv(configDir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: configDir, KUL_CONFIG_DIR: configDir, LANG: "en_US.UTF-8", NO_COLOR: "1", ...extra };
  return env;
}

/** A runner for one built entry: spawns node on it with args, collects output and the exit code. */
export function kulRunner(entry: string, defaults: NodeJS.ProcessEnv): KulRun {
  return (args, options = {}) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [entry, ...args], { cwd: ROOT, env: { ...defaults, ...options.env }, stdio: ["pipe", "pipe", "pipe"] });
      let stdout = "";
      let stderr = "";
      child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
      child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
      child.on("error", reject);
      child.on("close", (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(options.input ?? "");
    });
}

/**
 * One test file's built `kul` and temporary folder: built in beforeAll, removed in afterAll.
 * `configIn` names the settings folder inside the temporary one ("" for the folder itself).
 */
export function useKulWorkspace(prefix: string, configIn = "config"): Readonly<{ kul: KulRun; path: (...parts: string[]) => string; entry: () => string }> {
  let run: KulRun | undefined;
  let remove = () => {};
  let dir = "";
  let entry = "";
  beforeAll(() => {
    const built = buildKul();
    remove = built.remove;
    entry = built.entry;
    dir = mkdtempSync(path.join(tmpdir(), prefix));
    run = kulRunner(built.entry, baseEnv(path.join(dir, configIn)));
  });
  afterAll(() => {
    remove();
    if (dir !== "") rmSync(dir, { recursive: true, force: true });
  });
  return {
    kul: (args, options) => {
      if (run === undefined) throw new Error("kul is built in beforeAll");
      return run(args, options);
    },
    path: (...parts) => path.join(dir, ...parts),
    entry: () => entry,
  };
}

/** stdout parsed as the one JSON document `--json` promises (fails the test when it is anything else). */
export function jsonOf(result: KulResult): Record<string, unknown> {
  const lines = result.stdout.trim().split("\n");
  if (lines.length !== 1) throw new Error(`expected one JSON line on stdout, got:\n${result.stdout}\nstderr:\n${result.stderr}`);
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}
