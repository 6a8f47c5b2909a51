import { z } from "zod";
import type { ResultAsync } from "neverthrow";
import { successSchema } from "../api-contract/common.schema";
import { topTraderResponseSchema, tradeHistoryPageSchema, updateAddressResponseSchema, type TopTraderResponse, type TradeHistoryPage, type UpdateAddressResponse } from "../api-contract/history.schema";
import type { HistoryApiPort } from "../../core/ports/history-api.port";
import type { ApiClient, ApiClientError } from "./api-client";

type Call<T> = ResultAsync<T, ApiClientError>;

/** PUT /user/address body; amounts in base units. */
export type UpdateAddressRequest = Readonly<{
  ethAddress: string;
  walletConnectionType: string;
  isCheckDailyVolume?: boolean;
  options?: Readonly<{ fromToken: string; fromTokenAmount: bigint }>;
}>;
/** POST /user/trading/objective body. */
export type TradingObjectiveRequest = Readonly<{ objective: string | null; reason?: string; fromToken: string; fromTokenAmount: bigint }>;
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
    /** PUT /user/address: saves the wallet; with isCheckDailyVolume and options, answers isOverDailyVolumeLimit. */
    updateAddress: (body: UpdateAddressRequest): Call<UpdateAddressResponse> =>
      api.put("/user/address", {
        body: { ...body, ...(body.options ? { options: { ...body.options, fromTokenAmount: body.options.fromTokenAmount.toString() } } : {}) },
        response: updateAddressResponseSchema,
      }),
    /** POST /user/trading/objective. */
    submitTradingObjective: (body: TradingObjectiveRequest) =>
      api.post("/user/trading/objective", { body: { ...body, fromTokenAmount: body.fromTokenAmount.toString() }, response: successSchema }),
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

/**
 * The trading checks, trade history and leaderboard routes as the HistoryApiPort.
 * @example const history = createHistoryApi(api); const volume = await history.checkDailyVolume({ address, connection: "MetaMask", tokenCode: "ETH", amount });
 */
export function createHistoryApi(api: ApiClient): HistoryApiPort {
  const putAddress = (body: Readonly<Record<string, unknown>>) => api.put("/user/address", { body, response: updateAddressResponseSchema });
  return {
    linkWallet: (link) => putAddress({ ethAddress: link.address, walletConnectionType: link.connection }).map(() => undefined),
    checkDailyVolume: (check) =>
      putAddress({
        ethAddress: check.address,
        walletConnectionType: check.connection,
        isCheckDailyVolume: true,
        options: { fromToken: check.tokenCode, fromTokenAmount: check.amount.toString() },
      }).map((r) => ({ overLimit: r.isOverDailyVolumeLimit, volumeThb: r.dailyVolumeThb })),
    submitTradingObjective: (o) =>
      api
        .post("/user/trading/objective", {
          body: { objective: o.objective, ...(o.reason === null ? {} : { reason: o.reason }), fromToken: o.tokenCode, fromTokenAmount: o.amount.toString() },
          response: successSchema,
        })
        .map(() => undefined),
    tradeHistory: (query) => api.get("/trade-history", { query, response: tradeHistoryPageSchema }),
    tradeHistoryReport: (range) => api.get("/trade-history/report", { query: range, response: z.string() }),
    leaderboard: (userId) => api.get("/top-trader-event/stats", { query: userId === undefined ? {} : { userId }, response: topTraderResponseSchema }),
  };
}
