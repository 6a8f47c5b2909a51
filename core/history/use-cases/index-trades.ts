import { okAsync, ResultAsync } from "neverthrow";
import type { ChainError } from "../../ports/chain.errors";
import type { StorageError } from "../../ports/storage.port";
import type { TradeAuthorizationLog, TradeEventSourcePort, TradePricesPort } from "../../ports/trade-events.port";
import type { TradeAuthorizationEvent } from "../../ports/trade-gate.port";
import type { TradeRecord, TradeStoragePort } from "../../ports/trade-storage.port";
import type { TradeEvent } from "../../ports/chain.port";
import { DEFAULT_INDEX_BATCH_BLOCKS, TRADE_INDEXER } from "../trade-indexer";
import { valueTrade } from "../trade-valuation";

/** Ports the indexer reads and writes. */
export type IndexTradesDeps = Readonly<{ events: TradeEventSourcePort; trades: TradeStoragePort; prices: TradePricesPort }>;
/** Where to start on an empty cursor (the router's deployment block) and how many blocks per step. */
export type IndexTradesInput = Readonly<{ startBlock: bigint; batchBlocks?: bigint; indexer?: string }>;
/** One step: the blocks read (null when already at the latest block) and how many trades were new. */
export type IndexTradesStep = Readonly<{ fromBlock: bigint; toBlock: bigint; added: number } | { fromBlock: null; toBlock: bigint; added: 0 }>;
export type IndexTradesError = ChainError | StorageError;

/**
 * One indexer step: reads the Trade events of the next block range after the stored cursor
 * (at most `batchBlocks`, up to the latest block), values them at the current prices, and
 * stores them with the new cursor in one write, together with the trading gate's events of the
 * same blocks (the transaction that used or cancelled each authorization: the audit trail). A crash between steps loses nothing (the
 * cursor did not move) and repeats nothing (events are keyed by transaction hash and log index).
 * @example await indexTrades({ events, trades, prices }, { startBlock: 0n });
 */
export function indexTrades(deps: IndexTradesDeps, input: IndexTradesInput): ResultAsync<IndexTradesStep, IndexTradesError> {
  const indexer = input.indexer ?? TRADE_INDEXER;
  const batch = input.batchBlocks !== undefined && input.batchBlocks > 0n ? input.batchBlocks : DEFAULT_INDEX_BATCH_BLOCKS;
  return ResultAsync.combine([deps.trades.getCursor(indexer), deps.events.getBlockNumber()] as const).andThen(
    ([cursor, latest]): ResultAsync<IndexTradesStep, IndexTradesError> => {
      const fromBlock = cursor === null ? input.startBlock : cursor + 1n;
      if (fromBlock > latest) return okAsync({ fromBlock: null, toBlock: cursor ?? latest, added: 0 });
      const toBlock = fromBlock + batch - 1n < latest ? fromBlock + batch - 1n : latest;
      return ResultAsync.combine([deps.events.getTradeEvents(fromBlock, toBlock), deps.events.getTradeAuthorizationEvents(fromBlock, toBlock)] as const)
        .andThen(([events, gate]) => ResultAsync.combine([priced(deps, events), timed(deps, gate)] as const))
        .andThen(([trades, authorizationEvents]) => deps.trades.saveScan({ indexer, trades, authorizationEvents, lastBlock: toBlock }))
        .map((added) => ({ fromBlock, toBlock, added }));
    },
  );
}

function priced(deps: IndexTradesDeps, events: readonly TradeEvent[]): ResultAsync<TradeRecord[], ChainError> {
  if (events.length === 0) return okAsync([]);
  const blocks = [...new Set(events.map((e) => e.blockNumber))];
  return ResultAsync.combine([
    deps.prices.tokens(),
    deps.prices.usdThbRate(),
    ResultAsync.combine(blocks.map((b) => deps.events.getBlockTimestamp(b))),
  ] as const).map(([tokens, rate, times]) => {
    const timeOf = new Map(blocks.map((b, i) => [b, times[i]!]));
    return events.map((e) => valueTrade(e, timeOf.get(e.blockNumber)!, tokens, rate));
  });
}

function timed(deps: IndexTradesDeps, logs: readonly TradeAuthorizationLog[]): ResultAsync<TradeAuthorizationEvent[], ChainError> {
  if (logs.length === 0) return okAsync([]);
  const blocks = [...new Set(logs.map((l) => l.blockNumber))];
  return ResultAsync.combine(blocks.map((b) => deps.events.getBlockTimestamp(b))).map((times) => {
    const timeOf = new Map(blocks.map((b, i) => [b, times[i]!]));
    return logs.map((l) => ({ kind: l.kind, authId: l.authId, transactionHash: l.transactionHash.toLowerCase(), blockNumber: l.blockNumber, blockTimestamp: timeOf.get(l.blockNumber)! }));
  });
}
