/**
 * The README's first lines are a new user's contract: after `npm ci`, the commands its first
 * `sh` blocks show run as written. A fresh clone of the repository gets the installed packages
 * (linked, not downloaded again), runs the `prepare` script `npm ci` runs, and then the README's
 * `npx kul` lines that need no server; the lines that need the local stack are parsed here and
 * run by the stack suites (market.test.ts: quotes).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "./cli-runner";

/** The commands of the README's fenced `sh` blocks, comments removed. */
function readmeShellLines(): string[] {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const blocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1] ?? "");
  return blocks.flatMap((block) => block.split("\n")).map((line) => line.replace(/#.*$/, "").trim()).filter((line) => line.length > 0);
}

/** npx resolves the bin through npm, seconds on a loaded machine. */
const NPX_TIMEOUT_MS = 120_000;

const PACKAGE = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { bin: Record<string, string>; scripts: Record<string, string> };

describe("the README's commands from a fresh clone", () => {
  let clone = "";
  const run = (command: string, args: readonly string[]) =>
    spawnSync(command, args, { cwd: clone, encoding: "utf8", env: { PATH: process.env.PATH, HOME: clone, KUL_CONFIG_DIR: path.join(clone, ".kul"), NO_COLOR: "1", LANG: "en_US.UTF-8" } });

  beforeAll(() => {
    clone = mkdtempSync(path.join(tmpdir(), "kul-readme-"));
    const cloned = spawnSync("git", ["clone", "--quiet", "--no-hardlinks", ROOT, clone], { encoding: "utf8" });
    if (cloned.status !== 0) throw new Error(`git clone failed: ${cloned.stderr}`);
    symlinkSync(path.join(ROOT, "node_modules"), path.join(clone, "node_modules"), "dir");
    // What `npm ci` runs after installing: the root package's prepare script.
    const prepared = spawnSync("npm", ["run", "--silent", "prepare"], { cwd: clone, encoding: "utf8" });
    if (prepared.status !== 0) throw new Error(`npm run prepare failed: ${prepared.stderr}`);
  }, 120_000);
  afterAll(() => rmSync(clone, { recursive: true, force: true }));

  it("installs the CLI as the package's bin, built by the script npm ci runs", () => {
    expect(PACKAGE.bin.kul).toBe("dist/cli/kul.mjs");
    expect(PACKAGE.scripts.prepare).toContain("cli/build.mjs");
  });

  it("shows npm ci, npm start and npm test first", () => {
    const lines = readmeShellLines();
    expect(lines.slice(0, 2)).toEqual(["npm ci && npm start", "npm test"]);
  });

  it("answers `npx kul --help` with the command list", () => {
    const help = run("npx", ["kul", "--help"]);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("Usage: kul");
    expect(help.stdout).toMatch(/\bquote\b/);
  }, NPX_TIMEOUT_MS);

  it("runs every `npx kul` line of the README that needs no server, as written", () => {
    const offline = readmeShellLines().filter((line) => line.startsWith("npx kul ") && / kyc check-(id|laser) /.test(line));
    expect(offline.length).toBeGreaterThan(0);
    for (const line of offline) {
      const [command, ...args] = line.split(/\s+/);
      const result = run(command ?? "npx", args);
      expect({ line, status: result.status, stderr: result.stderr }).toEqual({ line, status: 0, stderr: "" });
      expect(result.stdout).toMatch(/^Valid /);
    }
  }, NPX_TIMEOUT_MS);

  it("writes every other `npx kul` line with a command the CLI knows", () => {
    const lines = readmeShellLines().filter((line) => line.startsWith("npx kul ") && !line.includes("--help"));
    for (const line of lines) {
      const [, , name] = line.split(/\s+/);
      const help = run(process.execPath, [PACKAGE.bin.kul ?? "", name ?? "", "--help"]);
      expect({ line, status: help.status }).toEqual({ line, status: 0 });
    }
  }, NPX_TIMEOUT_MS);
});
