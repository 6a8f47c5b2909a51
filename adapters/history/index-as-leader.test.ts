import { errAsync, ok } from "neverthrow";
import { beforeEach, describe, expect, it } from "vitest";
import { indexAsLeader, indexerLeaseName, type IndexAsLeaderDeps } from "../../core/history/use-cases/index-as-leader";
import type { LeaseStorage } from "../../core/ports/lease.port";
import type { TradeStoragePort } from "../../core/ports/trade-storage.port";
import { FakeClock } from "../../core/testing/fake-clock";
import { createFakeTradeChain, FAKE_DAI, type FakeTradeChain } from "../../tests/support/fake-trade-chain";
import { createMemoryLeases, createMemoryTradeStorage } from "../storage/memory";
import { storageUnavailable } from "../storage/storage-errors";
import { createFixedTradePrices } from "./trade-prices";

const LEASE_MS = 30_000;
const prices = createFixedTradePrices([{ ...FAKE_DAI, usdPrice: "1" }]);
const range = { startTimestamp: 0, endTimestamp: 2 ** 40, maxBlockNumber: 10n ** 9n };

let chain: FakeTradeChain;
let trades: TradeStoragePort;
let leases: LeaseStorage;
let clock: FakeClock;
const deps = (name: string): IndexAsLeaderDeps => ({ events: chain.source(name), trades, prices, leases, clock });
const round = (name: string) => indexAsLeader(deps(name), { startBlock: 1n, holder: name, leaseMs: LEASE_MS });
const storedKeys = async () => (await trades.listLinkedTrades(range))._unsafeUnwrap().map((l) => `${l.trade.transactionHash}:${l.trade.logIndex}`);

beforeEach(() => {
  chain = createFakeTradeChain();
  trades = createMemoryTradeStorage();
  leases = createMemoryLeases();
  clock = new FakeClock();
  for (let i = 0; i < 3; i++) chain.mine();
});

describe("indexing as the leader of several instances", () => {
  it("lets the first instance index and keeps the second off the chain while its lease runs", async () => {
    expect(await round("api-1")).toEqual(ok({ leader: true, added: 3 }));
    chain.mine();
    clock.advance(LEASE_MS - 1);
    expect(await round("api-2")).toEqual(ok({ leader: false }));
    expect(chain.reads.every((name) => name === "api-1")).toBe(true);
    expect(await storedKeys()).toHaveLength(3);
  });

  it("renews the lease each round, so a leader that keeps indexing keeps it past its first expiry", async () => {
    await round("api-1");
    clock.advance(LEASE_MS - 1);
    expect(await round("api-1")).toEqual(ok({ leader: true, added: 0 }));
    clock.advance(LEASE_MS - 1);
    expect(await round("api-2")).toEqual(ok({ leader: false }));
  });

  it("hands over to another instance when the leader's lease expires, which resumes from the stored cursor", async () => {
    await round("api-1");
    chain.mine();
    chain.mine();
    clock.advance(LEASE_MS);
    expect(await round("api-2")).toEqual(ok({ leader: true, added: 2 }));
    expect(await round("api-1")).toEqual(ok({ leader: false }));
    expect((await storedKeys()).sort()).toEqual(chain.made.map((e) => `${e.transactionHash}:${e.logIndex}`).sort());
  });

  it("hands over at once when the leader releases its lease", async () => {
    await round("api-1");
    await leases.release(indexerLeaseName(), "api-1");
    chain.mine();
    expect(await round("api-2")).toEqual(ok({ leader: true, added: 1 }));
  });

  it("answers the storage's error when the lease cannot be read, and reads nothing from the chain", async () => {
    leases = { acquire: () => errAsync(storageUnavailable("connection refused")), release: () => errAsync(storageUnavailable("connection refused")) };
    expect((await round("api-1"))._unsafeUnwrapErr()).toMatchObject({ code: "STORAGE_UNAVAILABLE" });
    expect(chain.reads).toEqual([]);
  });
});
