import { err, ok, type Result } from "neverthrow";
import { formatUnits } from "../exchange/units";
import { domainError } from "../shared/domain-error";
import { displayDate, displayDateTime } from "../shared/display-date";
import { parseCsvRecords, toCsv } from "./csv";
import type { Decimal } from "./decimal";
import { DEFAULT_USD_THB_RATE, plainThb, thbSatang } from "./thb-value";

/** The columns of the trade history report; the file is named after the Full Name column. */
export const TRADE_CSV_HEADER = [
  "Full Name",
  "Date",
  "From Token",
  "From Amount",
  "To Token",
  "To Amount",
  "Value (THB)",
  "Transaction Hash",
] as const;
const TEXT_COLUMNS = new Set([0, 2, 4]);

/** The report has no data row or no Full Name column to name the file after. */
export const csvFullNameMissing = domainError("HISTORY_CSV_FULL_NAME_MISSING");

/** A trade to export: amounts in base units, time in unix seconds, the USD value of what was received. */
export type ExportTrade = Readonly<{
  blockTimestamp: number;
  fromToken: Readonly<{ code: string; decimal: number }>;
  toToken: Readonly<{ code: string; decimal: number }>;
  srcAmount: bigint;
  destAmount: bigint;
  toTokenUsdValue: Decimal;
  transactionHash: string;
}>;

/** "DD-MM-YYYY" in Asia/Bangkok, the product's date format (spec 3 section 9), of a unix-seconds time. */
export function bangkokDate(unixSeconds: number): string {
  return displayDate(unixSeconds * 1000);
}

/** "DD-MM-YYYY HH:mm:ss" in Asia/Bangkok, the product's date format with the time added. */
export function bangkokDateTime(unixSeconds: number): string {
  return displayDateTime(unixSeconds * 1000, { seconds: true });
}

/** The report rows, header first; THB is the USD value times the rate, 2 decimals without separators. */
export function tradeCsvRows(
  fullName: string,
  trades: readonly ExportTrade[],
  usdThbRate = DEFAULT_USD_THB_RATE,
): string[][] {
  return [
    [...TRADE_CSV_HEADER],
    ...trades.map((t) => [
      fullName,
      bangkokDateTime(t.blockTimestamp),
      t.fromToken.code,
      formatUnits(t.srcAmount, t.fromToken.decimal),
      t.toToken.code,
      formatUnits(t.destAmount, t.toToken.decimal),
      plainThb(thbSatang(t.toTokenUsdValue, usdThbRate)),
      t.transactionHash,
    ]),
  ];
}

/** The report as CSV text (GET /trade-history/report). */
export function tradeCsv(fullName: string, trades: readonly ExportTrade[], usdThbRate = DEFAULT_USD_THB_RATE): string {
  return toCsv(tradeCsvRows(fullName, trades, usdThbRate), TEXT_COLUMNS);
}

/**
 * The download's file name as the spec gives it: the first row's Full Name, "_TX_", the
 * timestamp (unix ms), ".csv". Characters no file system accepts become "_"; the formula
 * guard quote is dropped again.
 * @example csvFileName(csv, 1767225600000) // ok("Somchai Jaidee_TX_1767225600000.csv")
 */
export function csvFileName(csvText: string, now: number): Result<string, ReturnType<typeof csvFullNameMissing>> {
  const [header = [], first] = parseCsvRecords(csvText, 2);
  const column = header.indexOf("Full Name");
  const name = column < 0 || first === undefined ? "" : (first[column] ?? "").replace(/^'(?=[=+\-@\t\r])/, "");
  // eslint-disable-next-line no-control-regex
  const safe = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, "_").trim();
  return safe === "" ? err(csvFullNameMissing()) : ok(`${safe}_TX_${now}.csv`);
}
