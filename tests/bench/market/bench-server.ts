// The product server as `npm run serve` starts it (startServer from the environment: PGlite storage,
// the market wired from RPC_URL and DEPLOYMENTS_DIR, the trade indexer), in a process of its own so
// its memory is its own and the load generator and the chain do not share its event loop. Started
// by startBenchServer over IPC: it reports its origin, answers memory questions, and stops on request.
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { startServer } from "../../../adapters/server/main";
import { childEnv } from "../../support/child-env";

/** The server process's memory: resident set and V8 heap in use, in bytes. */
export type MemoryFigures = Readonly<{ rss: number; heapUsed: number; heapTotal: number }>;
/** The memory as the load left it, and what a full garbage collection leaves of it (what the server really holds). */
export type ServerMemory = Readonly<{ atEnd: MemoryFigures; afterGc: MemoryFigures | null }>;

type FromChild = { origin: string } | { memory: ServerMemory } | { failed: string };
type ToChild = "memory" | "stop";

/** A benchmark's handle on the server process. */
export type BenchServer = Readonly<{ origin: string; memory(): Promise<ServerMemory>; stop(): Promise<void> }>;

function next(child: ChildProcess): Promise<FromChild> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`bench server exited with ${code}`));
    child.once("exit", onExit);
    child.once("message", (message) => {
      child.off("exit", onExit);
      resolve(message as FromChild);
    });
  });
}

/**
 * Forks this file as the server with `env` added to the environment (RPC_URL, DEPLOYMENTS_DIR,
 * DATA_DIR...) and waits until it listens.
 * @example const server = await startBenchServer({ RPC_URL: rpc.url, DEPLOYMENTS_DIR: dir, DATA_DIR: data });
 */
export async function startBenchServer(env: Readonly<Record<string, string>>): Promise<BenchServer> {
  const child = fork(__filename, [], { env: { ...childEnv(), ...env }, execArgv: ["--import", "tsx", "--expose-gc", ...(process.env.BENCH_SERVER_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`] : [])], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const first = await next(child);
  if (!("origin" in first)) throw new Error(`bench server did not start: ${"failed" in first ? first.failed : "no origin"}`);
  const ask = (message: ToChild) => child.send(message);
  return {
    origin: first.origin,
    async memory() {
      const answer = next(child);
      ask("memory");
      const reply = await answer;
      if (!("memory" in reply)) throw new Error("bench server sent no memory figures");
      return reply.memory;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        ask("stop");
      }),
  };
}

async function serve(): Promise<void> {
  const send = (message: FromChild) => process.send!(message);
  try {
    const server = await startServer(process.env);
    process.on("message", (message: ToChild) => {
      if (message === "memory") {
        const figures = (): MemoryFigures => {
          const { rss, heapUsed, heapTotal } = process.memoryUsage();
          return { rss, heapUsed, heapTotal };
        };
        const atEnd = figures();
        const gc = (globalThis as { gc?: () => void }).gc;
        gc?.();
        send({ memory: { atEnd, afterGc: gc === undefined ? null : figures() } });
      } else if (message === "stop") {
        void server.stop().finally(() => process.exit(0));
      }
    });
    send({ origin: server.origin });
  } catch (error) {
    send({ failed: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
}

if (process.send !== undefined && path.resolve(process.argv[1] ?? "") === __filename) void serve();
