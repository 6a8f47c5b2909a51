import { z } from "zod";
import { lazySchema } from "../../core/shared/lazy-schema";

const address = lazySchema(() => z.string().regex(/^0x[0-9a-fA-F]{40}$/));

/**
 * GET /config: what the browser app needs to reach the chain, public by design (no secrets).
 * `chain` is null when the server runs without a node or deployment (market routes answer 503).
 * `captchaTestToken` is set only outside production, where the fixed test token is accepted.
 */
export const webConfigResponseSchema = lazySchema(() =>
  z.object({
    environment: z.enum(["local", "develop", "alpha", "production"]),
    /** An insider deployment: the exchange flow skips the user checks (spec 1 section 4). */
    insider: z.boolean(),
    chain: z
      .object({
        chainId: z.number().int().positive(),
        /** Display name of the network ("KUL Swap local (Hardhat)", "Sepolia", "Ethereum"). */
        name: z.string(),
        rpcUrl: z.url(),
        router: address,
        /** The batch reader (multicall) for many balances in one call; null when not deployed. */
        batchReader: address.nullable(),
        explorerUrl: z.url().nullable(),
      })
      .nullable(),
    captchaTestToken: z.string().nullable(),
  }),
);
/** The web app's runtime configuration as the server sends it. */
export type WebConfigResponse = z.infer<typeof webConfigResponseSchema>;
