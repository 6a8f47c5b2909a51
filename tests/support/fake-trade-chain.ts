import { okAsync } from "neverthrow";
import type { TradeEvent } from "../../core/ports/chain.port";
import type { TradeEventSourcePort } from "../../core/ports/trade-events.port";

const DAI = "0x00000000000000000000000000000000000000d1" as TradeEvent["srcAsset"];
/** The one token the fake chain trades, priced at 1 USD by the tests. */
export const FAKE_DAI = { address: DAI, code: "DAI", decimals: 18 } as const;

/** A chain in memory for indexer tests: `mine` adds a block with one Trade event; each source records who read events. */
export type FakeTradeChain = Readonly<{
  mine(): TradeEvent;
  made: readonly TradeEvent[];
  /** The names of the sources that read events, one entry per getTradeEvents call. */
  reads: readonly string[];
  source(name: string): TradeEventSourcePort;
}>;

/** An empty fake chain at block 0. */
export function createFakeTradeChain(): FakeTradeChain {
  const made: TradeEvent[] = [];
  const reads: string[] = [];
  let latest = 0n;
  return {
    made,
    reads,
    mine() {
      latest += 1n;
      const event: TradeEvent = {
        srcAsset: DAI,
        srcAmount: 10n ** 18n,
        destAsset: DAI,
        destAmount: 10n ** 18n,
        trader: "0x00000000000000000000000000000000000000a1",
        fee: 0n,
        transactionHash: `0x${latest.toString(16).padStart(64, "0")}`,
        blockNumber: latest,
        logIndex: 0,
      };
      made.push(event);
      return event;
    },
    source: (name) => ({
      getBlockNumber: () => okAsync(latest),
      getTradeEvents: (from, to) => {
        reads.push(name);
        return okAsync(made.filter((e) => e.blockNumber >= from && e.blockNumber <= to));
      },
      getTradeAuthorizationEvents: () => okAsync([]),
      getBlockTimestamp: (block) => okAsync(1_700_000_000 + Number(block) * 12),
    }),
  };
}
