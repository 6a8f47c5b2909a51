import { z } from "zod";
import { hasControlCharacters } from "../../core/account/profile-rules";
import { TRADING_OBJECTIVES } from "../../core/exchange/exchange-flow-objective";
import type { TopTraderStats, TraderRow } from "../../core/history/leaderboard";
import { WALLET_CONNECTION_TYPES } from "../../core/ports/trade-storage.port";
import { amountSchema } from "./common.schema";
import { lazySchema, once } from "../../core/shared/lazy-schema";

const tokenRef = lazySchema(() => z.string().trim().min(1).max(64));
const nonNegativeAmount = lazySchema(() =>
  z
    .string()
    .regex(/^\d{1,78}$/, "AMOUNT_NOT_NUMERIC")
    .transform((value) => BigInt(value)),
);
const unixSeconds = lazySchema(() => z.coerce.number().int().min(0).max(253_402_300_799));

/**
 * A wallet's proof: the EIP-4361 message it signed (printable text and line breaks only) and the
 * signature, hex (65 bytes for an EOA; a contract wallet's may be longer).
 */
export const walletProofSchema = lazySchema(() =>
  z.object({
    message: z.string().min(1).max(2_000).regex(/^[\x20-\x7e\n]+$/, "WALLET_LINK_MESSAGE_INVALID"),
    signature: z
      .string()
      .regex(/^0x(?:[0-9a-fA-F]{2}){65,4096}$/, "WALLET_LINK_SIGNATURE_INVALID")
      .transform((hex) => hex as `0x${string}`),
  }),
);

/** PUT /user/address: the wallet, how it connects, its proof when it is not the caller's yet, and the trade to check against the daily volume. */
/** The id a front door's flow run gives the volume it reserves (a UUID or similar). */
const reservationId = lazySchema(() => z.string().regex(/^[A-Za-z0-9-]{8,64}$/, "RESERVATION_ID_INVALID"));

export const updateAddressBodySchema = lazySchema(() =>
  z.object({
    ethAddress: z.string().regex(/^0x[0-9a-fA-F]{40}$/, "ETH_ADDRESS_INVALID"),
    walletConnectionType: z.enum(WALLET_CONNECTION_TYPES),
    isCheckDailyVolume: z.boolean().default(false),
    options: z.object({ fromToken: tokenRef, fromTokenAmount: nonNegativeAmount, reservationId: reservationId.optional() }).optional(),
    proof: walletProofSchema.optional(),
  }),
);

/**
 * POST /user/trading/sent: a trade the caller's wallet sent, reported at submit so the day's
 * volume counts it before it is indexed; the server values it (no THB figure is taken from here).
 */
export const sentTradeBodySchema = lazySchema(() =>
  z.object({
    reservationId,
    transactionHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, "TRANSACTION_HASH_INVALID"),
    walletAddress: z.string().regex(/^0x[0-9a-fA-F]{40}$/, "ETH_ADDRESS_INVALID"),
    fromToken: tokenRef,
    toToken: tokenRef,
    fromTokenAmount: nonNegativeAmount,
    toTokenAmount: nonNegativeAmount,
  }),
);

/** POST /user/address/nonce answer: the nonce and what the sign-in message must say (times ISO 8601, UTC). */
export const walletChallengeResponseSchema = lazySchema(() =>
  z.object({ nonce: z.string(), domain: z.string(), uri: z.string(), issuedAt: z.iso.datetime(), expirationTime: z.iso.datetime() }),
);
export type WalletChallengeResponse = z.infer<typeof walletChallengeResponseSchema>;
/** The challenge as the client reads it: the history's WalletChallenge, times in epoch ms. */
export const walletChallengeSchema = lazySchema(() =>
  z
    .object({
      nonce: z.string().regex(/^[A-Za-z0-9]{8,64}$/),
      domain: z.string().min(1).max(255),
      uri: z.url(),
      issuedAt: z.iso.datetime(),
      expirationTime: z.iso.datetime(),
    })
    .transform((c) => ({ ...c, issuedAt: Date.parse(c.issuedAt), expirationTime: Date.parse(c.expirationTime) })),
);
/** PUT /user/address answer; the day's THB total (2 decimals) when it was checked. */
export const updateAddressResponseSchema = lazySchema(() => z.object({ isOverDailyVolumeLimit: z.boolean(), dailyVolumeThb: z.string().nullable() }));
export type UpdateAddressResponse = z.infer<typeof updateAddressResponseSchema>;

/** POST /user/trading/objective: objective from the list (null: none chosen), reason for OTHER, the trade. */
export const tradingObjectiveBodySchema = lazySchema(() =>
  z.object({
    objective: z.enum(TRADING_OBJECTIVES).nullable(),
    // Stored as free text: control characters (NUL above all) are bad input, not a storage conflict.
    reason: z.string().max(1_000).refine((text) => !hasControlCharacters(text), "TEXT_INVALID").optional(),
    fromToken: tokenRef,
    fromTokenAmount: nonNegativeAmount,
  }),
);

/** GET /trade-history/report query: unix seconds, both ends inclusive, optional token codes. */
export const tradeReportQuerySchema = lazySchema(() =>
  z.object({
    startTimestamp: unixSeconds,
    endTimestamp: unixSeconds,
    fromToken: tokenRef.optional(),
    toToken: tokenRef.optional(),
  }),
);
/** GET /trade-history query: the report's plus page size (1-100, default 40) and the previous page's key. */
export const tradeHistoryQuerySchema = lazySchema(() =>
  tradeReportQuerySchema.extend({
    limit: z.coerce.number().int().min(1).max(100).default(40),
    exclusiveStartKey: z.string().max(64).optional(),
  }),
);

// The history's shapes with the bigint schema of each side: decimal strings on the server, bigint in the client.
function historyShapes<A extends z.ZodType>(amount: A) {
  const item = z.object({
    blockTimestamp: z.number().int(),
    blockNumber: amount,
    logIndex: z.number().int(),
    transactionHash: z.string(),
    trader: z.string(),
    fromToken: z.string(),
    fromTokenDecimals: z.number().int(),
    toToken: z.string(),
    toTokenDecimals: z.number().int(),
    srcAmount: amount,
    destAmount: amount,
    /** THB value of what was received at trade time, 2 decimals. */
    toTokenThbValue: z.string(),
  });
  return { item, page: z.object({ results: z.array(item), lastEvaluatedKey: z.string().nullable() }) };
}
const wire = once(() => historyShapes(z.string()));
const client = once(() => historyShapes(amountSchema));
/** GET /trade-history as the server sends it (block number and amounts as decimal strings). */
export const tradeHistoryResponseSchema = lazySchema(() => wire().page);
export type TradeHistoryResponse = z.infer<typeof tradeHistoryResponseSchema>;
/** GET /trade-history as the client reads it (block number and amounts as bigint): the history's TradeHistoryPage. */
export const tradeHistoryPageSchema = lazySchema(() => client().page);

/** GET /top-trader-event/stats query: the caller's own id, or nothing. */
export const topTraderQuerySchema = lazySchema(() => z.object({ userId: z.string().max(64).optional() }));
const traderRow = lazySchema(() =>
  z.object({
    rank: z.number().int(),
    userId: z.string(),
    email: z.string(),
    profilePicture: z.string().nullable(),
    /** USD with 2 decimals. */
    tradeVolumeUsd: z.string(),
    topToken: z.array(z.object({ token: z.string() })),
  }),
);
/** The campaign window, unix seconds, both ends inclusive. */
const campaignWindow = lazySchema(() => z.object({ startTimestamp: z.number().int(), endTimestamp: z.number().int() }));
/** GET /top-trader-event/stats: overall figures, the top ten, the caller's own, 12-confirmation notice, the campaign window. */
export const topTraderResponseSchema = lazySchema(() =>
  z.object({
    overAllTrade: z.object({ totalVolume: z.string(), tokenTopTrade: z.string().nullable() }),
    userTopTrade: z.array(traderRow),
    myStat: traderRow.nullable(),
    amountToBeWinnerUsd: z.string(),
    confirmations: z.number().int(),
    countedToBlock: z.string().nullable(),
    campaign: campaignWindow,
  }),
);
export type TopTraderResponse = z.infer<typeof topTraderResponseSchema>;

// The board's USD figures are leaderboardUsd text ("90000.00"): read back as cents.
const usdCents = lazySchema(() =>
  z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .transform((usd) => BigInt(usd.replace(".", ""))),
);
const traderStatsRow = lazySchema(() =>
  traderRow.extend({ tradeVolumeUsd: usdCents }).transform((r): TraderRow => ({
    userId: r.userId,
    rank: r.rank,
    email: r.email,
    profilePicture: r.profilePicture,
    tradeVolumeUsdCents: r.tradeVolumeUsd,
    topToken: r.topToken[0]?.token ?? null,
  })),
);
/** GET /top-trader-event/stats as the client reads it: the history's TopTraderStats (USD in cents, the block as bigint, one top token or none per row). */
export const topTraderStatsSchema = lazySchema(() =>
  z
    .object({
      overAllTrade: z.object({ totalVolume: usdCents, tokenTopTrade: z.string().nullable() }),
      userTopTrade: z.array(traderStatsRow),
      myStat: traderStatsRow.nullable(),
      amountToBeWinnerUsd: usdCents,
      confirmations: z.number().int(),
      countedToBlock: amountSchema.nullable(),
      campaign: campaignWindow,
    })
    .transform(
      (w): TopTraderStats => ({
        overAllTrade: { totalVolumeUsdCents: w.overAllTrade.totalVolume, tokenTopTrade: w.overAllTrade.tokenTopTrade },
        userTopTrade: w.userTopTrade,
        myStat: w.myStat,
        amountToBeWinnerUsdCents: w.amountToBeWinnerUsd,
        confirmations: w.confirmations,
        countedToBlock: w.countedToBlock,
        campaign: w.campaign,
      }),
    ),
);

/** Field-level codes of these schemas (messages in locales/<lng>/errors.json). */
export const HISTORY_FIELD_ERROR_CODES = ["ETH_ADDRESS_INVALID", "WALLET_LINK_MESSAGE_INVALID", "WALLET_LINK_SIGNATURE_INVALID"] as const;
