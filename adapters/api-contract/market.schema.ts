import { z } from "zod";
import { ESTIMATED_MINUTES } from "../../core/exchange/gas";
import { lazySchema } from "../../core/shared/lazy-schema";

// Each schema's messages are error codes, so a 400 names the field in the caller's language.

/** Longest token code or address accepted in a query. */
const TOKEN_MAX_LENGTH = 64;
const tokenCode = lazySchema(() => z.string({ error: "TOKEN_NOT_LISTED" }).trim().min(1, "TOKEN_NOT_LISTED").max(TOKEN_MAX_LENGTH, "TOKEN_NOT_LISTED"));
/** A positive token amount in base units, as a decimal string (at most 78 digits: below 2^256). */
const positiveAmount = lazySchema(() =>
  z
    .string({ error: "AMOUNT_EMPTY" })
    .regex(/^\d{1,78}$/, "AMOUNT_NOT_NUMERIC")
    .transform((value) => BigInt(value))
    .refine((value) => value > 0n && value < 2n ** 256n, "AMOUNT_NOT_POSITIVE"),
);

/** GET /rate/best-rate/toAmount: sell exactly `fromAmount` of `from`; the answer says how much `to` arrives. */
export const bestRateToAmountQuerySchema = lazySchema(() => z.object({ from: tokenCode, to: tokenCode, fromAmount: positiveAmount }));
/** GET /rate/best-rate/fromAmount: receive at least `toAmount` of `to`; the answer says how much `from` it takes. */
export const bestRateFromAmountQuerySchema = lazySchema(() => z.object({ from: tokenCode, to: tokenCode, toAmount: positiveAmount }));

const wireAmount = lazySchema(() => z.string().regex(/^\d+$/));
const address = lazySchema(() => z.string().regex(/^0x[0-9a-fA-F]{40}$/));

/**
 * One hop of a route: sell `src` for `dest` on venue `proxyIndex`. In a multi-path trade (PATHS) each
 * hop also has its `weight`: consecutive hops with the same `src` and `dest` are one step, whose input
 * is shared over their venues by weight.
 */
export const routeHopSchema = lazySchema(() =>
  z.object({ proxyIndex: z.number().int().nonnegative(), venue: z.string(), src: address, dest: address, weight: wireAmount.optional() }),
);
/**
 * One part of a trade: `srcAmount` along its hops (a split has one part per venue, a two-hop route one
 * part of two hops, a multi-path trade one part per path).
 */
export const routePartSchema = lazySchema(() => z.object({ srcAmount: wireAmount, hops: z.array(routeHopSchema).min(1) }));

/** The trade of a best-rate answer: what the router delivers (after the platform fee) at `blockNumber`. */
export const bestRateTradeSchema = lazySchema(() =>
  z.object({
    kind: z.enum(["SINGLE", "SPLIT", "ROUTES", "PATHS"]),
    fromAmount: wireAmount,
    toAmount: wireAmount,
    rate: z.string(),
    routes: z.array(routePartSchema).min(1),
    /** Price impact in percent (two decimals). */
    priceImpact: z.number().nonnegative(),
    /** What transfer fees of tokens on the route may take beyond the quote, in basis points: above 0 the amounts are approximate. */
    transferFeeBps: z.number().int().nonnegative(),
  }),
);

/** One speed's answer: fees (EIP-1559 and legacy fields; gasPrice = maxFeePerGas under EIP-1559), gas limit, the trade. */
export const bestRateSpeedSchema = lazySchema(() =>
  z.object({
    feeType: z.enum(["EIP1559", "LEGACY"]),
    gasPrice: wireAmount,
    maxFeePerGas: wireAmount.nullable(),
    maxPriorityFeePerGas: wireAmount.nullable(),
    gasLimit: wireAmount,
    estimatedMinutes: z.number().int().positive(),
    trade: bestRateTradeSchema,
  }),
);

/** The best-rate answer keyed by speed, with the block it was read at and the partner it was quoted for (the trade's partner). */
export const bestRateResponseSchema = lazySchema(() =>
  z.object({
    blockNumber: wireAmount,
    partnerIndex: z.number().int().nonnegative(),
    SLOW: bestRateSpeedSchema,
    STD: bestRateSpeedSchema,
    FAST: bestRateSpeedSchema,
  }),
);
/** A best-rate answer. */
export type BestRateResponse = z.infer<typeof bestRateResponseSchema>;

/** GET /assets/listed: the codes of the tokens offered on the current network, ETH first. */
export const listedAssetsResponseSchema = lazySchema(() => z.array(z.string()));

export { assetProfileItemSchema, assetProfileResponseSchema, type AssetProfileResponse } from "./asset-profile.schema";

/** GET /assets/token-list: the listed tokens in the tokenlists.org format (schema v1). */
export const tokenListResponseSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    timestamp: z.string(),
    version: z.object({ major: z.number().int(), minor: z.number().int(), patch: z.number().int() }),
    keywords: z.array(z.string()),
    // logoURI: the app's own image of the token (a path on this server), absent when it ships none.
    tokens: z.array(z.object({ chainId: z.number().int(), address, name: z.string(), symbol: z.string(), decimals: z.number().int(), logoURI: z.string().optional() })),
  }),
);
/** A token list answer. */
export type TokenListResponse = z.infer<typeof tokenListResponseSchema>;

/** Field-level codes of the market queries (en/th messages in locales). */
export const MARKET_FIELD_ERROR_CODES = ["AMOUNT_NOT_POSITIVE"] as const;

/** The speeds' estimated minutes, as the answer carries them. */
export const SPEED_MINUTES = ESTIMATED_MINUTES;
