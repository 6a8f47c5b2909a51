import { formatFixed, formatSignificant } from "@core/exchange/format";
import { usd, USD_DECIMALS } from "@core/exchange/usd";
import type { PriceRow } from "@/lib/market/price-row";

/** The columns the table sorts by (spec 1: token name is the default). */
export type SortKey = "name" | "price" | "change";
export type SortDirection = "asc" | "desc";
export type Sort = Readonly<{ key: SortKey; direction: SortDirection }>;
export const DEFAULT_SORT: Sort = Object.freeze({ key: "name", direction: "asc" });

/** Token codes are upper-case ASCII: code-unit order is their order. */
const byCode = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
/**
 * Names compare case-insensitively by code unit. Token names are Latin-script product names; an
 * `Intl.Collator` would order accented letters better, but building one loads ICU's collation
 * data: 15 ms in one task while the Exchange page's scripts were evaluated (Chromium, measured).
 */
const byName = (a: string, b: string): number => byCode(a.toLowerCase(), b.toLowerCase());

function compare(a: PriceRow, b: PriceRow, key: SortKey): number {
  if (key === "name") return byName(a.name, b.name) || byCode(a.code, b.code);
  if (key === "change") return a.change - b.change;
  if (a.price === b.price) return 0;
  return (a.price ?? -1n) < (b.price ?? -1n) ? -1 : 1;
}

/**
 * Rows in the chosen order; tokens without a price always go last whatever the direction, and
 * ties fall back to the code so the order never jumps between refreshes.
 */
export function sortRows(rows: readonly PriceRow[], sort: Sort): readonly PriceRow[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (sort.key === "price" && (a.price === null) !== (b.price === null)) return a.price === null ? 1 : -1;
    return sign * compare(a, b, sort.key) || byCode(a.code, b.code);
  });
}

/** The next sort after a click on a column: the same column flips, another starts ascending (name) or descending (numbers). */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: key === "name" ? "asc" : "desc" };
}

/** A USD price for display: two decimals from 1 USD up, four significant digits below (SLP, SHIB). */
export function formatPrice(price: bigint): string {
  return price >= usd(1) ? formatFixed(price, USD_DECIMALS, 2, { group: true }) : formatSignificant(price, USD_DECIMALS, 4);
}

/** A 24 h change for display with its sign: "+1.25" / "-0.40" / "0.00". */
export function formatChange(change: number): string {
  const text = Math.abs(change).toFixed(2);
  return change > 0 ? `+${text}` : change < 0 && text !== "0.00" ? `-${text}` : text;
}
