import { z } from "zod";
import type { Result } from "neverthrow";
import { historyQuery, type HistoryQuery, type HistoryQueryError } from "../../../core/history/history-query";

/** `kul history` options: Bangkok calendar dates (default: the current month), token codes, a CSV file. */
export const historyOptionsSchema = z.object({
  from: z.string().max(10).optional(),
  to: z.string().max(10).optional(),
  fromToken: z.string().trim().min(1).max(64).optional(),
  toToken: z.string().trim().min(1).max(64).optional(),
  csv: z.string().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export type HistoryOptions = z.infer<typeof historyOptionsSchema>;

/**
 * The server query for the options, by the same rule as the web app's Search form: missing dates
 * mean the current month in Asia/Bangkok, both days included.
 */
export function historyRange(options: HistoryOptions, now: number): Result<HistoryQuery, HistoryQueryError> {
  return historyQuery(
    {
      ...(options.from === undefined ? {} : { startDate: options.from }),
      ...(options.to === undefined ? {} : { endDate: options.to }),
      ...(options.fromToken === undefined ? {} : { fromToken: options.fromToken }),
      ...(options.toToken === undefined ? {} : { toToken: options.toToken }),
    },
    now,
  );
}
