import { okAsync } from "neverthrow";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LeaseStorage } from "../../core/ports/lease.port";
import type { TradeStoragePort } from "../../core/ports/trade-storage.port";
import { FakeClock } from "../../core/testing/fake-clock";
import { eventually } from "../../tests/support/eventually";
import { createFakeTradeChain, FAKE_DAI, type FakeTradeChain } from "../../tests/support/fake-trade-chain";
import { createMemoryLeases, createMemoryTradeStorage } from "../storage/memory";
import { startTradeIndexer, type TradeIndexerRunner } from "./trade-indexer-runner";
import { createFixedTradePrices } from "./trade-prices";

const LEASE_MS = 30_000;
const POLL_MS = 5;
const prices = createFixedTradePrices([{ ...FAKE_DAI, usdPrice: "1" }]);
const range = { startTimestamp: 0, endTimestamp: 2 ** 40, maxBlockNumber: 10n ** 9n };

let chain: FakeTradeChain;
let trades: TradeStoragePort;
let leases: LeaseStorage;
let clock: FakeClock;
let running: TradeIndexerRunner[];

/** One server instance's runner; `rounds` counts its lease requests, `logs` what it logged. */
function instance(name: string, shared: LeaseStorage = leases) {
  const seen = { rounds: 0, logs: [] as string[] };
  const counted: LeaseStorage = { ...shared, acquire: (...args) => ((seen.rounds += 1), shared.acquire(...args)) };
  const runner = startTradeIndexer({ events: chain.source(name), trades, prices }, { startBlock: 1n }, POLL_MS, (line) => seen.logs.push(line), {
    leases: counted,
    clock,
    holder: name,
    leaseMs: LEASE_MS,
  });
  running.push(runner);
  return Object.assign(seen, { runner });
}

const storedKeys = async () => (await trades.listLinkedTrades(range))._unsafeUnwrap().map((l) => `${l.trade.transactionHash}:${l.trade.logIndex}`);
const madeKeys = () => chain.made.map((e) => `${e.transactionHash}:${e.logIndex}`);
const allStored = async () => (await storedKeys()).length === chain.made.length;
const expectEachStoredOnce = async () => expect((await storedKeys()).sort()).toEqual(madeKeys().sort());

beforeEach(() => {
  chain = createFakeTradeChain();
  trades = createMemoryTradeStorage();
  leases = createMemoryLeases();
  clock = new FakeClock();
  running = [];
  for (let i = 0; i < 3; i++) chain.mine();
});
afterEach(async () => {
  await Promise.all(running.map((r) => r.stop()));
});

describe("trade indexer runners of several instances on one storage", () => {
  it("lets exactly one of them read the chain while both run", async () => {
    const first = instance("api-1");
    const second = instance("api-2");
    await eventually(allStored, "the first trades are stored");
    chain.mine();
    await eventually(allStored, "the new trade is stored");
    await eventually(() => first.rounds > 3 && second.rounds > 3, "both runners have asked for the lease a few times");
    expect(new Set(chain.reads).size).toBe(1);
    await expectEachStoredOnce();
  });

  it("hands over to the other runner when the indexing one stops, which stores each later trade once", async () => {
    const first = instance("api-1");
    await eventually(allStored, "the first runner stores the first trades");
    const second = instance("api-2");
    await eventually(() => second.rounds > 2, "the second runner asks for the lease while the first holds it");
    expect(chain.reads.includes("api-2")).toBe(false);
    await first.runner.stop();
    chain.mine();
    chain.mine();
    await eventually(allStored, "the second runner stores the later trades");
    expect(chain.reads.at(-1)).toBe("api-2");
    expect(second.logs).toContain("trade indexer: this instance indexes");
    await expectEachStoredOnce();
  });

  it("takes over from a crashed runner (which never releases) once its lease expires", async () => {
    const keeps: LeaseStorage = { ...leases, release: () => okAsync(undefined) };
    const crashed = instance("api-1", keeps);
    await eventually(allStored, "the first runner stores the first trades");
    await crashed.runner.stop();
    chain.mine();
    const second = instance("api-2");
    const roundsBefore = second.rounds;
    await eventually(() => second.rounds > roundsBefore + 3, "the second runner asks for the lease several times");
    expect(chain.reads.includes("api-2")).toBe(false);
    clock.advance(LEASE_MS);
    await eventually(allStored, "the second runner stores the trade made after the crash");
    await expectEachStoredOnce();
  });
});
