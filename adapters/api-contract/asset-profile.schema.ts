import * as z from "zod/mini";
import { lazySchema } from "../../core/shared/lazy-schema";

// zod/mini: the home page checks the price table's answer before the chunk with the full zod API
// and the other API ports has loaded, so the table (the page's main content) paints without it.
const address = lazySchema(() => z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)));

/** One row of the price table. */
export const assetProfileItemSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    address,
    decimal: z.int(),
    decimals: z.int(),
    /** USD price as an exact decimal string (8 places at most), null without a market. */
    price: z.nullable(z.string()),
    /** 24 h change in percent (two decimals). */
    change: z.number(),
  }),
);
/** GET /assets/profile: the price table of the current network and the USD-THB rate. */
export const assetProfileResponseSchema = lazySchema(() => z.object({ chainId: z.int(), usdThb: z.string(), takenAt: z.number(), tokens: z.array(assetProfileItemSchema) }));
/** An asset profile answer. */
export type AssetProfileResponse = z.infer<typeof assetProfileResponseSchema>;
