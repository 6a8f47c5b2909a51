/**
 * One local stack per test file: the built `kul up --json` as a real process on free ports with
 * its own data and deployments folders, ready when it prints its JSON line; stopped with SIGINT.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./cli-runner";
import { childEnv } from "../support/child-env";

export type Ready = Readonly<{
  api: string;
  rpcUrl: string;
  chainId: number;
  router: string;
  accounts: readonly { address: string; privateKey: string }[];
}>;

export type LocalStack = Readonly<{
  ready: Ready;
  dir: string;
  deploymentsDir: string;
  /** SIGINT, then the exit code once the process has ended. */
  stop: () => Promise<number | null>;
  stderr: () => string;
}>;

/** Starts `kul up --json`; `dataDir` may be reused to start a second stack on the same data. */
export function startStack(entry: string, options: Readonly<{ dataDir?: string; env?: NodeJS.ProcessEnv }> = {}): Promise<LocalStack> {
  const dir = mkdtempSync(path.join(tmpdir(), "kul-cli-stack-"));
  const deploymentsDir = path.join(dir, "deployments");
  const env = { ...childEnv(), PORT: "0", KUL_RPC_PORT: "0", DATA_DIR: options.dataDir ?? path.join(dir, "data"), DEPLOYMENTS_DIR: deploymentsDir, NO_COLOR: "1", ...options.env };
  const child: ChildProcess = spawn(process.execPath, [entry, "up", "--json"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stderr!.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    child.stdout!.setEncoding("utf8").on("data", (d: string) => {
      stdout += d;
      const line = stdout.split("\n").find((l) => l.startsWith("{"));
      if (!line) return;
      resolve({
        ready: JSON.parse(line) as Ready,
        dir,
        deploymentsDir,
        stderr: () => stderr,
        stop: async () => {
          child.kill("SIGINT");
          const code = await exited;
          rmSync(dir, { recursive: true, force: true });
          return code;
        },
      });
    });
    void exited.then((code) => reject(new Error(`kul up ended (${code}) before it was ready:\n${stderr.slice(-3000)}`)));
  });
}
