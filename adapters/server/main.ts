import type { FastifyInstance } from "fastify";
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { buildServer } from "./app";
import { composeServerDeps } from "./compose";
import { parseServerConfig, type ServerConfig } from "./config";
import type { ServerDeps } from "./server-deps";

/** A listening server and how to stop it gracefully. */
export type RunningServer = Readonly<{
  app: FastifyInstance;
  config: ServerConfig;
  deps: ServerDeps;
  /** http://host:port of the listening socket. */
  origin: string;
  /** Stops taking requests, finishes the ones in flight, flushes mail, closes storage. */
  stop: () => Promise<void>;
}>;

/**
 * Answers the price table once before the server reports ready: its first answer compiles the
 * response serializer, plans the snapshot queries and reads every pool, which would otherwise make
 * the first visitor of the Exchange page wait (about a second on a fresh stack). A failure is only
 * logged: the route answers (or explains its error) on the next request anyway.
 */
async function warmUp(app: FastifyInstance): Promise<void> {
  try {
    const response = await app.inject({ method: "GET", url: "/v1/api/assets/profile" });
    if (response.statusCode !== 200) app.log.warn({ status: response.statusCode }, "price table warm-up answered an error");
  } catch (error) {
    app.log.warn({ err: error }, "price table warm-up failed");
  }
}

/** The start-up stages a caller may time: opening storage (and the chain connection), then serving. */
export type StartStage = "database" | "server";

/** How a caller (`kul up`) follows and directs the start. */
export type StartOptions = Readonly<{
  /** Runs each stage; a caller wraps it to show progress. */
  stage?: <T>(name: StartStage, run: () => Promise<T>) => Promise<T>;
}>;

/** Where the log goes: LOG_FILE (appended, private, its folder made), else stderr. */
function openLog(config: ServerConfig): Readonly<{ stream: NodeJS.WritableStream; close: () => Promise<void> }> {
  if (config.logFile === undefined) return { stream: process.stderr, close: async () => {} };
  mkdirSync(path.dirname(config.logFile), { recursive: true });
  const file = createWriteStream(config.logFile, { flags: "a", mode: 0o600 });
  return { stream: file, close: () => new Promise<void>((resolve) => file.end(resolve)) };
}

/**
 * Starts the API server from the environment: storage (PGlite in DATA_DIR, or PostgreSQL),
 * the real adapters, listen. The request log and the start-up notes go to LOG_FILE or stderr.
 * @example const server = await startServer(process.env); await server.stop();
 */
export async function startServer(env: Readonly<Record<string, string | undefined>>, options: StartOptions = {}): Promise<RunningServer> {
  const stage = options.stage ?? ((_name, run) => run());
  const config = parseServerConfig(env);
  const log = openLog(config);
  // Start-up notes in the log's own line format, so a log file reads as one sequence.
  const note = (line: string) => {
    log.stream.write(`${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: line })}\n`);
  };
  const composed = await stage("database", () => composeServerDeps(config, note)).catch(async (error: unknown) => {
    await log.close();
    throw error;
  });
  const { deps, close } = composed;
  try {
    const app = await stage("server", async () => {
      const built = await buildServer(deps, config, { logStream: log.stream });
      await built.listen({ host: config.host, port: config.port });
      if (deps.market !== undefined) await warmUp(built);
      return built;
    });
    const address = app.server.address();
    const port = address !== null && typeof address === "object" ? address.port : config.port;
    const stop = async () => {
      await app.close();
      await close();
      await log.close();
    };
    return { app, config, deps, origin: `http://${config.host}:${port}`, stop };
  } catch (error) {
    await close();
    await log.close();
    throw error;
  }
}

/** SIGINT/SIGTERM stop the server once, then end the process (0, or 1 when stopping failed). */
export function stopOnSignals(server: RunningServer, exit: (code: number) => void = (code) => process.exit(code)): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    process.off("SIGINT", stop);
    process.off("SIGTERM", stop);
    server.app.log.info({ signal }, "stopping");
    server.stop().then(
      () => exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, "stop failed");
        exit(1);
      },
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (require.main === module) {
  startServer(process.env).then(stopOnSignals, (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
