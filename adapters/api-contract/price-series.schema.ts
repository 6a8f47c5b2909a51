import { z } from "zod";
import { lazySchema } from "../../core/shared/lazy-schema";

// Its own file, apart from market.schema.ts: only the server and the price table's lines (loaded
// after the table shows) read it, so the first page load does not carry it.

/** One price of a line: when (epoch ms) and the USD price as an exact decimal string (8 places at most). */
const pricePoint = lazySchema(() => z.object({ takenAt: z.number().int(), price: z.string().regex(/^\d+(\.\d{1,8})?$/) }));

/** GET /assets/price-series: each available token's USD prices over the last 24 hours, oldest first, ending with the price now. */
export const priceSeriesResponseSchema = lazySchema(() =>
  z.object({
    chainId: z.number().int(),
    /** The window, epoch ms, both ends inclusive. */
    from: z.number().int(),
    to: z.number().int(),
    tokens: z.array(z.object({ code: z.string(), points: z.array(pricePoint) })),
  }),
);
/** A price series answer. */
export type PriceSeriesResponse = z.infer<typeof priceSeriesResponseSchema>;
