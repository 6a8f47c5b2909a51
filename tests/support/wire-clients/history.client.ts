// A wire client for the server's route tests: typed calls that answer what goes over HTTP, which
// the API ports of adapters/http-client turn into domain values.
import { z } from "zod";
import type { ResultAsync } from "neverthrow";
import { successSchema } from "../../../adapters/api-contract/common.schema";
import {
  topTraderResponseSchema,
  tradeHistoryPageSchema,
  updateAddressResponseSchema,
  walletChallengeResponseSchema,
  type TopTraderResponse,
  type UpdateAddressResponse,
} from "../../../adapters/api-contract/history.schema";
import type { TradeHistoryPage } from "../../../core/history/trade-history";
import type { ApiClient, ApiClientError } from "../../../adapters/http-client/api-client";

type Call<T> = ResultAsync<T, ApiClientError>;

/** PUT /user/address body; amounts in base units. */
export type UpdateAddressRequest = Readonly<{
  ethAddress: string;
  walletConnectionType: string;
  isCheckDailyVolume?: boolean;
  options?: Readonly<{ fromToken: string; fromTokenAmount: bigint; reservationId?: string }>;
  /** The wallet's signed sign-in message. */
  proof?: Readonly<{ message: string; signature: string }>;
}>;
/** POST /user/trading/objective body. */
export type TradingObjectiveRequest = Readonly<{ objective: string | null; reason?: string; fromToken: string; fromTokenAmount: bigint }>;
/** POST /user/trading/sent body. */
export type SentTradeRequest = Readonly<{
  reservationId: string;
  transactionHash: string;
  walletAddress: string;
  fromToken: string;
  toToken: string;
  fromTokenAmount: bigint;
  toTokenAmount: bigint;
}>;
/** GET /trade-history/report query: unix seconds, both ends inclusive. */
export type TradeReportQuery = Readonly<{ startTimestamp: number; endTimestamp: number; fromToken?: string; toToken?: string }>;
/** GET /trade-history query. */
export type TradeHistoryQuery = TradeReportQuery & Readonly<{ limit?: number; exclusiveStartKey?: string }>;

/**
 * Typed calls of the trading checks, trade history and leaderboard routes.
 * @example const history = createHistoryClient(api); const page = await history.getTradeHistory({ startTimestamp, endTimestamp });
 */
export function createHistoryClient(api: ApiClient) {
  return {
    /** POST /user/address/nonce: a nonce and what the sign-in message must say, as sent. */
    walletNonce: () => api.post("/user/address/nonce", { body: {}, response: walletChallengeResponseSchema }),
    /** PUT /user/address: saves the wallet; with isCheckDailyVolume and options, answers isOverDailyVolumeLimit. */
    updateAddress: (body: UpdateAddressRequest): Call<UpdateAddressResponse> =>
      api.put("/user/address", {
        body: { ...body, ...(body.options ? { options: { ...body.options, fromTokenAmount: body.options.fromTokenAmount.toString() } } : {}) },
        response: updateAddressResponseSchema,
      }),
    /** POST /user/trading/objective. */
    submitTradingObjective: (body: TradingObjectiveRequest) =>
      api.post("/user/trading/objective", { body: { ...body, fromTokenAmount: body.fromTokenAmount.toString() }, response: successSchema }),
    /** POST /user/trading/sent: a sent trade, amounts in base units. */
    reportSentTrade: (body: SentTradeRequest) =>
      api.post("/user/trading/sent", {
        body: { ...body, fromTokenAmount: body.fromTokenAmount.toString(), toTokenAmount: body.toTokenAmount.toString() },
        response: successSchema,
      }),
    /** GET /trade-history: one page of the caller's trades, amounts as bigint. */
    getTradeHistory: (query: TradeHistoryQuery): Call<TradeHistoryPage> => api.get("/trade-history", { query, response: tradeHistoryPageSchema }),
    /** GET /trade-history/report: the CSV text. */
    getTradeHistoryReport: (query: TradeReportQuery): Call<string> => api.get("/trade-history/report", { query, response: z.string() }),
    /** GET top-trader-event/stats: the leaderboard with the caller's own figures. */
    getTopTraderStats: (userId?: string): Call<TopTraderResponse> =>
      api.get("/top-trader-event/stats", { query: userId === undefined ? {} : { userId }, response: topTraderResponseSchema }),
  };
}
/** The trading checks, trade history and leaderboard calls. */
export type HistoryClient = ReturnType<typeof createHistoryClient>;
