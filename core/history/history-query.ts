import { err, ok, type Result } from "neverthrow";
import { domainError } from "../shared/domain-error";
import { bangkokDayOf, bangkokIsoDate, bangkokMonth } from "../shared/bangkok-time";

/** Rows on one page of the trade history table. */
export const HISTORY_PAGE_SIZE = 20;
/** Rows asked for by the first fetch (two pages), later fetches ask for one page. */
export const HISTORY_FIRST_FETCH_LIMIT = 40;
/** The token filter value that means no filter. */
export const ALL_TOKENS = "ALL";

/** A filter date is not a real "YYYY-MM-DD" date. */
export const historyDateInvalid = domainError(
  "HISTORY_DATE_INVALID",
  (field: "startDate" | "endDate", value: string) => ({ field, value }),
);
/** The start date is after the end date. */
export const historyDateRangeInvalid = domainError(
  "HISTORY_DATE_RANGE_INVALID",
  (startDate: string, endDate: string) => ({ startDate, endDate }),
);
export type HistoryQueryError = ReturnType<typeof historyDateInvalid> | ReturnType<typeof historyDateRangeInvalid>;

/** The Search form: Bangkok calendar dates and token codes (ALL or absent: any). */
export type HistoryFilter = Readonly<{ startDate?: string; endDate?: string; fromToken?: string; toToken?: string }>;

/** A history period: unix seconds, both ends inclusive, optionally one token on either side (the CSV report's range). */
export type HistoryRange = Readonly<{ startTimestamp: number; endTimestamp: number; fromToken?: string; toToken?: string }>;

/** GET /trade-history query: the period, and one page of at most `limit` trades after the previous page's key. */
export type HistoryQuery = HistoryRange & Readonly<{ limit: number; exclusiveStartKey?: string }>;

/** The form's default dates: the first and last day of the current Bangkok month. */
export function defaultHistoryDates(now: number): { startDate: string; endDate: string } {
  const month = bangkokMonth(now);
  return { startDate: bangkokIsoDate(month.start), endDate: bangkokIsoDate(month.end - 1) };
}

/**
 * The query for a filter: missing dates default to the current month in Asia/Bangkok, dates
 * become unix seconds from the start of the first day to the last second of the last day,
 * ALL tokens are left out; 40 rows first, 20 per later page (`exclusiveStartKey` set).
 */
export function historyQuery(
  filter: HistoryFilter,
  now: number,
  exclusiveStartKey?: string,
): Result<HistoryQuery, HistoryQueryError> {
  const defaults = defaultHistoryDates(now);
  const startDate = filter.startDate ?? defaults.startDate;
  const endDate = filter.endDate ?? defaults.endDate;
  const start = bangkokDayOf(startDate);
  if (!start) return err(historyDateInvalid("startDate", startDate));
  const end = bangkokDayOf(endDate);
  if (!end) return err(historyDateInvalid("endDate", endDate));
  if (start.start > end.start) return err(historyDateRangeInvalid(startDate, endDate));
  const token = (code?: string) => (code === undefined || code === ALL_TOKENS ? undefined : code);
  const fromToken = token(filter.fromToken);
  const toToken = token(filter.toToken);
  return ok({
    startTimestamp: start.start / 1000,
    endTimestamp: end.end / 1000 - 1,
    limit: exclusiveStartKey === undefined ? HISTORY_FIRST_FETCH_LIMIT : HISTORY_PAGE_SIZE,
    ...(fromToken ? { fromToken } : {}),
    ...(toToken ? { toToken } : {}),
    ...(exclusiveStartKey === undefined ? {} : { exclusiveStartKey }),
  });
}

/**
 * One page (1-based) of the loaded rows, the page count so far, and whether the next page
 * must be fetched first (fewer rows loaded than it needs while the server has more).
 */
export function historyPage<T>(
  rows: readonly T[],
  page: number,
  hasMore: boolean,
): { rows: T[]; pageCount: number; needsFetch: boolean } {
  const from = (page - 1) * HISTORY_PAGE_SIZE;
  return {
    rows: rows.slice(from, from + HISTORY_PAGE_SIZE),
    pageCount: Math.ceil(rows.length / HISTORY_PAGE_SIZE) + (hasMore ? 1 : 0),
    needsFetch: hasMore && rows.length < page * HISTORY_PAGE_SIZE,
  };
}
