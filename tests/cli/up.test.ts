import { createServer, type Server } from "node:net";
import { mkdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openPgliteStorage } from "../../adapters/storage/sql/pglite-storage";
import { pgliteDir, resetChainData } from "../../cli/src/up/reset-chain-data";
import { tradeRecord } from "../conformance/trade-storage.behavior";
import { newTestUser } from "../integration/test-users";
import { useKulWorkspace } from "./cli-runner";

const { kul, path: inDir } = useKulWorkspace("kul-cli-up-", "config");

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
