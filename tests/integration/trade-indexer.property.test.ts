import fc from "fast-check";
import { errAsync, okAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import { createFixedTradePrices } from "../../adapters/history/trade-prices";
import { createMemoryTradeStorage } from "../../adapters/storage/memory/memory-trades";
import { chainRpcUnavailable } from "../../core/ports/chain.errors";
import { indexTrades } from "../../core/history/use-cases/index-trades";
import { indexUntilCaughtUp } from "../../core/history/use-cases/index-until-caught-up";
import type { TradeEvent } from "../../core/ports/chain.port";
import type { TradeEventSourcePort } from "../../core/ports/trade-events.port";

const ETH = "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee";
const DAI = "0x00000000000000000000000000000000000000d1";
const prices = createFixedTradePrices([
  { address: ETH, code: "ETH", decimals: 18, usdPrice: "3000" },
  { address: DAI, code: "DAI", decimals: 18, usdPrice: "1" },
]);

/** A chain of `blocks` blocks whose events are `perBlock[i]` Trade events in block i + 1; `failEvery` makes reads fail now and then. */
function fakeChain(perBlock: readonly number[], failures: () => boolean): { source: TradeEventSourcePort; all: TradeEvent[] } {
  const all: TradeEvent[] = perBlock.flatMap((count, i) =>
    Array.from({ length: count }, (_, logIndex) => ({
      srcAsset: ETH as TradeEvent["srcAsset"],
      srcAmount: 10n ** 16n,
      destAsset: DAI as TradeEvent["destAsset"],
      destAmount: BigInt(30 + logIndex) * 10n ** 18n,
      trader: "0x00000000000000000000000000000000000000a1" as TradeEvent["trader"],
      fee: 0n,
      transactionHash: `0x${(i + 1).toString(16).padStart(64, "0")}` as TradeEvent["transactionHash"],
      blockNumber: BigInt(i + 1),
      logIndex,
    })),
  );
  const source: TradeEventSourcePort = {
    getBlockNumber: () => okAsync(BigInt(perBlock.length)),
    getTradeEvents: (from, to) => (failures() ? errAsync(chainRpcUnavailable("flaky")) : okAsync(all.filter((e) => e.blockNumber >= from && e.blockNumber <= to))),
    getTradeAuthorizationEvents: () => okAsync([]),
    getBlockTimestamp: (block) => okAsync(1_700_000_000 + Number(block) * 12),
  };
  return { source, all };
}

describe("the trade indexer", () => {
  it("stores every event exactly once whatever the batch size, read failures and restarts", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat({ max: 3 }), { minLength: 1, maxLength: 40 }),
        fc.bigInt({ min: 1n, max: 12n }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 20 }),
        async (perBlock, batchBlocks, failPattern) => {
          let call = 0;
          const { source, all } = fakeChain(perBlock, () => failPattern[call++ % failPattern.length]! && call < 60);
          const trades = createMemoryTradeStorage();
          // Each "process" runs a few steps and stops; failures end a pass early.
          for (let restart = 0; restart < 200; restart++) {
            const result = await indexUntilCaughtUp({ events: source, trades, prices }, { startBlock: 1n, batchBlocks, maxSteps: 2 });
            if (result.isOk() && (await trades.getCursor("router-trades"))._unsafeUnwrap() === BigInt(perBlock.length)) break;
          }
          const stored = (await trades.listLinkedTrades({ startTimestamp: 0, endTimestamp: 2 ** 40, maxBlockNumber: 10n ** 9n }))._unsafeUnwrap();
          expect(stored.map((s) => `${s.trade.blockNumber}:${s.trade.logIndex}`).sort()).toEqual(all.map((e) => `${e.blockNumber}:${e.logIndex}`).sort());
        },
      ),
      { numRuns: 100 },
    );
  });

  it("does nothing once it is at the latest block", async () => {
    const { source } = fakeChain([1, 0, 2], () => false);
    const trades = createMemoryTradeStorage();
    const deps = { events: source, trades, prices };
    expect((await indexTrades(deps, { startBlock: 1n, batchBlocks: 2n }))._unsafeUnwrap()).toEqual({ fromBlock: 1n, toBlock: 2n, added: 1 });
    expect((await indexTrades(deps, { startBlock: 1n, batchBlocks: 0n }))._unsafeUnwrap()).toEqual({ fromBlock: 3n, toBlock: 3n, added: 2 });
    expect((await indexTrades(deps, { startBlock: 1n }))._unsafeUnwrap()).toEqual({ fromBlock: null, toBlock: 3n, added: 0 });
  });
});
