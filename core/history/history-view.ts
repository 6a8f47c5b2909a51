import { formatSignificant, shortHex } from "../exchange/format";
import { transactionUrl } from "../exchange/networks";
import { formatThb } from "./thb-value";
import { bangkokDate } from "./trade-csv";
import type { TradeHistoryItem } from "./trade-history";

/** One row of the trade history table, as the user reads it. */
export type HistoryRowView = Readonly<{
  key: string;
  /** DD-MM-YYYY in Asia/Bangkok. */
  date: string;
  fromToken: string;
  /** What left the wallet, with a minus sign. */
  fromAmount: string;
  toToken: string;
  /** What arrived, with a plus sign. */
  toAmount: string;
  /** THB value at trade time, 2 decimals with thousands separators. */
  thb: string;
  hash: string;
  shortHash: string;
  /** The transaction on the current network's block explorer; null where there is none (local chain). */
  explorerUrl: string | null;
}>;

const PLAIN_THB = /^(\d+)\.(\d{2})$/;

/** "1234.56" as "1,234.56"; anything not in the server's 2-decimal form is shown as sent. */
function thbText(plain: string): string {
  const m = PLAIN_THB.exec(plain);
  return m ? formatThb(BigInt(`${m[1]}${m[2]}`)) : plain;
}

/**
 * A trade as the history table shows it (spec 3, Trade History): Bangkok date, the from amount
 * with a minus and the to amount with a plus (8 significant digits, grouped), THB with 2
 * decimals, the short hash and its explorer link on the network `chainId` (null: none known).
 * @example historyRowView(item, 11155111).explorerUrl // "https://sepolia.etherscan.io/tx/0x..."
 */
export function historyRowView(item: TradeHistoryItem, chainId: number | null): HistoryRowView {
  return {
    key: `${item.transactionHash}-${item.logIndex}`,
    date: bangkokDate(item.blockTimestamp),
    fromToken: item.fromToken,
    fromAmount: `-${formatSignificant(item.srcAmount, item.fromTokenDecimals, undefined, { group: true })}`,
    toToken: item.toToken,
    toAmount: `+${formatSignificant(item.destAmount, item.toTokenDecimals, undefined, { group: true })}`,
    thb: thbText(item.toTokenThbValue),
    hash: item.transactionHash,
    shortHash: shortHex(item.transactionHash),
    explorerUrl: chainId === null ? null : transactionUrl(chainId, item.transactionHash),
  };
}

/** A filter's "yyyy-mm-dd" day in the product's DD-MM-YYYY form (text that is no such day stays as it is). */
export function filterDateText(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : isoDate;
}

/** Download CSV is offered only when the search found at least one trade (spec 3, Trade History). */
export function historyDownloadable(rowCount: number): boolean {
  return rowCount > 0;
}
