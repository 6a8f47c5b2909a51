/**
 * Starts `kul up --json` as a real process (Hardhat node, deployment, API server serving the built
 * web app) and reads its one JSON ready line; stops it with SIGINT as a user's Ctrl-C would.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { z } from "zod";
import { childEnv } from "../../support/child-env";

const ROOT = path.resolve(__dirname, "../../..");

/** The ready line `kul up --json` prints once every part of the stack answers. */
export const readyLineSchema = z.object({
  ready: z.literal(true),
  api: z.url(),
  rpcUrl: z.url(),
  chainId: z.number().int(),
  router: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  accounts: z.array(z.object({ address: z.string(), privateKey: z.string() })).min(5),
});
export type ReadyLine = z.infer<typeof readyLineSchema>;

/** A running tsx process: its ready line, what it wrote, and how to stop it. */
export type RunningProcess<T> = Readonly<{ ready: T; output: () => string; stop: () => Promise<void> }>;

/** The first stdout line that parses as `schema`; other lines (logs) are kept for the error message. */
function firstMatchingLine<T>(child: ChildProcess, schema: z.ZodType<T>, timeoutMs: number, output: () => string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let buffer = "";
    const fail = (reason: string) => {
      clearTimeout(timer);
      reject(new Error(`${reason}\n--- process output ---\n${output().slice(-4000)}`));
    };
    const timer = setTimeout(() => fail(`no ready line within ${timeoutMs / 1000} s`), timeoutMs);
    const onExit = (code: number | null, signal: string | null) => fail(`process ended before it was ready (code ${code}, signal ${signal})`);
    child.once("exit", onExit);
    child.stdout?.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        if (!line.trimStart().startsWith("{")) continue;
        let json: unknown;
        try {
          json = JSON.parse(line);
        } catch {
          continue;
        }
        const parsed = schema.safeParse(json);
        if (parsed.success) {
          clearTimeout(timer);
          child.off("exit", onExit);
          resolve(parsed.data);
          return;
        }
      }
    });
  });
}

/** Runs a TypeScript entry point under tsx with `env` and waits for its JSON ready line. */
export async function startTsxProcess<T>(
  entry: string,
  args: readonly string[],
  env: Readonly<Record<string, string>>,
  schema: z.ZodType<T>,
  timeoutMs: number,
): Promise<RunningProcess<T>> {
  // node --import tsx rather than npx: one process, so SIGINT reaches the stack itself.
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, entry), ...args], {
    cwd: ROOT,
    env: { ...childEnv(), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString("utf8")).slice(-200_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGINT");
    await exited;
  };
  try {
    const ready = await firstMatchingLine(child, schema, timeoutMs, () => log);
    return { ready, output: () => log, stop };
  } catch (error) {
    child.kill("SIGKILL");
    await exited;
    throw error;
  }
}

/** Starts the local stack on free ports with its files in `dir`. */
export function startStack(dir: string, env: Readonly<Record<string, string>>): Promise<RunningProcess<ReadyLine>> {
  const stackEnv = {
    PORT: "0",
    KUL_RPC_PORT: "0",
    DATA_DIR: path.join(dir, "data"),
    DEPLOYMENTS_DIR: path.join(dir, "deployments"),
    LOG_LEVEL: "warn",
    ...env,
  };
  return startTsxProcess("cli/src/main.ts", ["up", "--json"], stackEnv, readyLineSchema, 180_000);
}
