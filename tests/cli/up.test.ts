import { spawn } from "node:child_process";
import { createServer, type Server } from "node:net";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openPgliteStorage } from "../../adapters/storage/sql/pglite-storage";
import { pgliteDir, resetChainData } from "../../cli/src/up/reset-chain-data";
import { tradeRecord } from "../conformance/trade-storage.behavior";
import { newTestUser } from "../integration/test-users";
import { childEnv } from "../support/child-env";
import { eventually } from "../support/eventually";
import { ROOT, useKulWorkspace } from "./cli-runner";

const { kul, path: inDir, entry } = useKulWorkspace("kul-cli-up-", "config");

describe("kul up", () => {
  it("says clearly which port is taken and exits 1", async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const result = await kul(["up"], { env: { KUL_RPC_PORT: String(port), PORT: "0", DATA_DIR: inDir("data"), DEPLOYMENTS_DIR: inDir("deployments") } });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`127.0.0.1:${port} is already in use`);
      expect(result.stderr).toContain("KUL_RPC_PORT");
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  }, 120_000);

  it("refuses a port that is not a number as bad usage", async () => {
    const result = await kul(["up", "--json"], { env: { PORT: "http" } });
    expect(result.code).toBe(2);
  }, 60_000);
});

describe("a second kul up on the same data", () => {
  it("keeps accounts but forgets the previous chain's trades and indexer cursor", async () => {
    const dataDir = inDir("kept");
    mkdirSync(dataDir, { recursive: true });
    const first = await openPgliteStorage({ dataDir: pgliteDir(dataDir) });
    const user = newTestUser({ id: "user-kept", email: "kept@example.com", displayName: "Kept" });
    expect((await first.storage.users.create(user, Date.now())).isOk()).toBe(true);
    expect((await first.trades.saveScan({ indexer: "router-trades", trades: [tradeRecord(5)], lastBlock: 9n })).isOk()).toBe(true);
    await first.close();

    expect(await resetChainData(dataDir)).toBe(true);

    const second = await openPgliteStorage({ dataDir: pgliteDir(dataDir) });
    try {
      expect((await second.trades.getCursor("router-trades"))._unsafeUnwrap()).toBeNull();
      const listed = await second.trades.listTrades({ traders: [tradeRecord(5).trader], startTimestamp: 0, endTimestamp: 2 ** 31, limit: 10 });
      expect(listed._unsafeUnwrap().trades).toEqual([]);
      expect((await second.storage.users.findByEmail("kept@example.com"))._unsafeUnwrap()?.id).toBe("user-kept");
    } finally {
      await second.close();
    }
  }, 120_000);

  it("leaves a data folder without a database alone", async () => {
    expect(await resetChainData(inDir("empty"))).toBe(false);
  });
});

describe("kul up's terminal output", () => {
  it("shows one timed line per stage on stderr, one summary on stdout, and keeps request logs in the log file", async () => {
    const dataDir = inDir("summary-data");
    const logFile = inDir("logs", "requests.log");
    const env = { ...childEnv(), PORT: "0", KUL_RPC_PORT: "0", DATA_DIR: dataDir, DEPLOYMENTS_DIR: inDir("summary-deployments"), LOG_FILE: logFile, NO_COLOR: "1", LANG: "en_US.UTF-8" };
    const child = spawn(process.execPath, [entry(), "up"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    try {
      // Ready once the summary's last line is out (its accounts follow in the same write).
      await new Promise<void>((resolve, reject) => {
        child.stdout.setEncoding("utf8").on("data", (d: string) => {
          stdout += d;
          if (/^ {2}0x[0-9a-fA-F]{40} {2}0x[0-9a-f]{64}$/m.test(stdout.split("Funded test accounts")[1] ?? "")) resolve();
        });
        void exited.then((code) => reject(new Error(`kul up ended (${code}) before it was ready:\n${stderr.slice(-3000)}`)));
      });

      const stages = ["Compiling contracts", "Starting the chain", "Deploying and seeding contracts", "Opening the database", "Starting the API server"];
      const progress = stderr.split("\n").filter((line) => line.startsWith("✓") || line.startsWith("✗"));
      expect(progress.map((line) => line.replace(/\(\d+\.\d s\)$/, "(time)"))).toEqual(stages.map((stage) => `✓ ${stage} (time)`));
      // No spinner frames off a terminal.
      expect(stderr).not.toContain("\u001b[2K");

      const api = /^ {2}API +(http:\/\/127\.0\.0\.1:\d+)\/v1\/api /m.exec(stdout)?.[1];
      const rpc = /^ {2}Chain +(http:\/\/127\.0\.0\.1:\d+) \(chain id 31337\)$/m.exec(stdout)?.[1];
      expect(api).toBeDefined();
      expect(rpc).toBeDefined();
      const summary = stdout.slice(0, stdout.indexOf("Funded test accounts")).trim().split("\n");
      expect(summary.map((line) => line.replace(/^( {2}[A-Za-z ]+?) {2,}.*$/, "$1"))).toEqual([
        "KUL Swap is running.",
        "  Web app",
        "  API",
        "  Mail outbox",
        "  Chain",
        "  Deployment",
        "  Social",
        "  Request log",
        "  Stop",
      ]);
      expect(stdout).toContain(`  Deployment   ${inDir("summary-deployments", "31337.json")} (router 0x`);
      expect(stdout).toContain(`  Request log  ${logFile}\n`);
      expect(stdout).toContain("  Stop         press Ctrl-C\n");

      const health = await fetch(`${api}/v1/api/health?probe=kul-up-log`);
      expect(health.status).toBe(200);
      await eventually(() => existsSync(logFile) && readFileSync(logFile, "utf8").includes("/v1/api/health?probe=kul-up-log"), "the request is in the log file");
      expect(stdout + stderr).not.toContain("kul-up-log");
      expect(stdout + stderr).not.toContain("incoming request");
    } finally {
      child.kill("SIGINT");
    }
    expect(await exited).toBe(0);
  }, 300_000);
});
