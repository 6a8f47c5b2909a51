import type { TradeRecord } from "../../../core/ports/trade-storage.port";
import type { trades } from "./schema";

type TradeRow = typeof trades.$inferSelect;

/** A trade as a row: addresses and hash lower-cased, amounts as exact decimal strings. */
export function toTradeRow(t: TradeRecord): TradeRow {
  return {
    transactionHash: t.transactionHash.toLowerCase(),
    logIndex: t.logIndex,
    blockNumber: t.blockNumber,
    blockTimestamp: t.blockTimestamp,
    trader: t.trader.toLowerCase(),
    fromTokenAddress: t.fromToken.address.toLowerCase(),
    fromTokenCode: t.fromToken.code,
    fromTokenDecimals: t.fromToken.decimals,
    toTokenAddress: t.toToken.address.toLowerCase(),
    toTokenCode: t.toToken.code,
    toTokenDecimals: t.toToken.decimals,
    srcAmount: t.srcAmount.toString(),
    destAmount: t.destAmount.toString(),
    fee: t.fee.toString(),
    usdCents: t.usdCents.toString(),
    thbSatang: t.thbSatang.toString(),
  };
}

/** A row back as the port's trade, amounts as bigint. */
export function fromTradeRow(r: TradeRow): TradeRecord {
  return {
    transactionHash: r.transactionHash,
    logIndex: r.logIndex,
    blockNumber: r.blockNumber,
    blockTimestamp: r.blockTimestamp,
    trader: r.trader,
    fromToken: { address: r.fromTokenAddress, code: r.fromTokenCode, decimals: r.fromTokenDecimals },
    toToken: { address: r.toTokenAddress, code: r.toTokenCode, decimals: r.toTokenDecimals },
    srcAmount: BigInt(r.srcAmount),
    destAmount: BigInt(r.destAmount),
    fee: BigInt(r.fee),
    usdCents: BigInt(r.usdCents),
    thbSatang: BigInt(r.thbSatang),
  };
}
