import { sql } from "drizzle-orm";
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

/** A trade as tradeJson builds it: exact integers as decimal text, the rest as JSON numbers and strings. */
export type TradeJson = Readonly<{
  h: string;
  l: number;
  b: string;
  ts: number;
  tr: string;
  fa: string;
  fc: string;
  fd: number;
  ta: string;
  tc: string;
  td: number;
  src: string;
  dest: string;
  fee: string;
  usd: string;
  thb: string;
}>;

/**
 * The trade of a row aliased `t` as one JSON object (short keys; the block number and amounts as
 * text, which JSON numbers could not hold exactly), for statements answering a page as one array.
 */
export const tradeJson = sql.raw(
  `json_build_object('h', t.transaction_hash, 'l', t.log_index, 'b', t.block_number::text, 'ts', t.block_timestamp, 'tr', t.trader, ` +
    `'fa', t.from_token_address, 'fc', t.from_token_code, 'fd', t.from_token_decimals, 'ta', t.to_token_address, 'tc', t.to_token_code, 'td', t.to_token_decimals, ` +
    `'src', t.src_amount::text, 'dest', t.dest_amount::text, 'fee', t.fee::text, 'usd', t.usd_cents::text, 'thb', t.thb_satang::text)`,
);

/** A trade of tradeJson back as the port's trade, amounts as bigint. */
export function fromTradeJson(j: TradeJson): TradeRecord {
  return {
    transactionHash: j.h,
    logIndex: j.l,
    blockNumber: BigInt(j.b),
    blockTimestamp: j.ts,
    trader: j.tr,
    fromToken: { address: j.fa, code: j.fc, decimals: j.fd },
    toToken: { address: j.ta, code: j.tc, decimals: j.td },
    srcAmount: BigInt(j.src),
    destAmount: BigInt(j.dest),
    fee: BigInt(j.fee),
    usdCents: BigInt(j.usd),
    thbSatang: BigInt(j.thb),
  };
}
