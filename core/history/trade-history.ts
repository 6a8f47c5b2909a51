import type { TradeRecord } from "../ports/trade-storage.port";
import { plainThb } from "./thb-value";

/**
 * One of the user's trades as the history lists it (GET /trade-history): the indexed Trade
 * event with each token's code and decimals, and the THB value of what was received at trade
 * time. The server's get-trade-history use case returns it and HistoryApiPort.tradeHistory
 * answers it; the api-contract's history schema carries its bigints as decimal strings.
 */
export type TradeHistoryItem = Readonly<
  Pick<TradeRecord, "blockTimestamp" | "blockNumber" | "logIndex" | "transactionHash" | "trader" | "srcAmount" | "destAmount"> & {
    fromToken: string;
    fromTokenDecimals: number;
    toToken: string;
    toTokenDecimals: number;
    /** THB value of what was received at trade time, 2 decimals. */
    toTokenThbValue: string;
  }
>;

/** A page of trades, newest first, and the (opaque) key of the next one: null on the last page. */
export type TradeHistoryPage = Readonly<{ results: readonly TradeHistoryItem[]; lastEvaluatedKey: string | null }>;

/** A stored trade as the history lists it; the fee, the token addresses and the USD value stay on the server. */
export function toTradeHistoryItem(t: TradeRecord): TradeHistoryItem {
  return {
    blockTimestamp: t.blockTimestamp,
    blockNumber: t.blockNumber,
    logIndex: t.logIndex,
    transactionHash: t.transactionHash,
    trader: t.trader,
    fromToken: t.fromToken.code,
    fromTokenDecimals: t.fromToken.decimals,
    toToken: t.toToken.code,
    toTokenDecimals: t.toToken.decimals,
    srcAmount: t.srcAmount,
    destAmount: t.destAmount,
    toTokenThbValue: plainThb(t.thbSatang),
  };
}
