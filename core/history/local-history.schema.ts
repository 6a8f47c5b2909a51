import * as z from "zod/mini";
import { TRADE_STATUSES, type LocalHistory } from "./local-history";
import { lazySchema } from "../shared/lazy-schema";

const baseUnits = lazySchema(() => z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform((s) => BigInt(s))));
const asset = lazySchema(() => z.object({ address: z.string(), code: z.string(), decimal: z.int().check(z.gte(0), z.lte(255)) }));

/** A local history as stored (amounts as decimal strings, since JSON has no bigint), read back to bigint. */
export const storedLocalHistorySchema = lazySchema(() =>
  z.object({
    items: z.array(
      z.object({
        transactionHash: z.string().check(z.minLength(1)),
        status: z.enum(TRADE_STATUSES),
        fromAsset: asset,
        toAsset: asset,
        fromAmount: baseUnits,
        toAmount: baseUnits,
        blockNumber: z.nullable(z.int().check(z.nonnegative())),
        timestamp: z.number(),
        type: z.literal("TRADING"),
        network: z.string(),
        walletAddress: z.string(),
      }),
    ),
    unread: z.int().check(z.nonnegative()),
  }),
);

/** The JSON-ready form of a history, the inverse of storedLocalHistorySchema. */
export function toStoredLocalHistory(history: LocalHistory): z.input<typeof storedLocalHistorySchema> {
  return {
    items: history.items.map((t) => ({ ...t, fromAmount: t.fromAmount.toString(), toAmount: t.toAmount.toString() })),
    unread: history.unread,
  };
}
