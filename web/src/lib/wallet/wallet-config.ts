import * as z from "zod/mini";
import { lazySchema } from "@core/shared/lazy-schema";

const address = lazySchema(() => z.pipe(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, "an 0x address")), z.transform((a) => a as `0x${string}`)));

/**
 * What the wallet layer needs to know about the app's network: the one chain KUL Swap trades
 * on in this deployment (31337 locally), where to read it without a wallet, and the contracts.
 */
export const walletConfigSchema = lazySchema(() =>
  z.object({
    chainId: z.int().check(z.positive()),
    chainName: z.string().check(z.minLength(1)),
    rpcUrl: z.url(),
    router: address,
    batchReader: address,
    explorerUrl: z.optional(z.url()),
    /** WalletConnect Cloud project id; without it the mobile wallet choice is not offered. */
    walletConnectProjectId: z.optional(z.string().check(z.minLength(1))),
  }),
);
/** The wallet layer's configuration (validated once at start by the app's config). */
export type WalletConfig = z.infer<typeof walletConfigSchema>;

/** The `localStorage` key holding the rdns of the wallet the user chose last. */
export const WALLET_MEMORY_KEY = "kul-wallet-rdns";
/** The part of `localStorage` the wallet layer uses (a Map-backed one in tests). */
export type WalletMemory = Pick<Storage, "getItem" | "setItem" | "removeItem">;
