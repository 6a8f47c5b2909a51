import { z } from "zod";
import { successSchema } from "../api-contract/common.schema";
import { topTraderStatsSchema, tradeHistoryPageSchema, updateAddressResponseSchema, walletChallengeSchema } from "../api-contract/history.schema";
import type { TopTraderStats } from "../../core/history/leaderboard";
import type { TradeHistoryPage } from "../../core/history/trade-history";
import type { HistoryApiPort } from "../../core/ports/history-api.port";
import type { ApiClient } from "./api-client";

/**
 * The trading checks, trade history and leaderboard routes as the HistoryApiPort: block numbers
 * and amounts read as bigint, the leaderboard's USD figures as cents, by the client's schemas.
 * @example const history = createHistoryApi(api); const volume = await history.checkDailyVolume({ address, connection: "MetaMask", tokenCode: "ETH", amount });
 */
export function createHistoryApi(api: ApiClient): HistoryApiPort {
  const putAddress = (body: Readonly<Record<string, unknown>>) => api.put("/user/address", { body, response: updateAddressResponseSchema });
  return {
    walletChallenge: () => api.post("/user/address/nonce", { body: {}, response: walletChallengeSchema }),
    linkWallet: (link) => putAddress({ ethAddress: link.address, walletConnectionType: link.connection, proof: link.proof }).map(() => undefined),
    checkDailyVolume: (check) =>
      putAddress({
        ethAddress: check.address,
        walletConnectionType: check.connection,
        isCheckDailyVolume: true,
        options: {
          fromToken: check.tokenCode,
          fromTokenAmount: check.amount.toString(),
          ...(check.reservationId === undefined ? {} : { reservationId: check.reservationId }),
        },
      }).map((r) => ({ overLimit: r.isOverDailyVolumeLimit, volumeThb: r.dailyVolumeThb })),
    reportSentTrade: (report) =>
      api
        .post("/user/trading/sent", {
          body: {
            reservationId: report.reservationId,
            transactionHash: report.transactionHash,
            walletAddress: report.walletAddress,
            fromToken: report.fromToken,
            toToken: report.toToken,
            fromTokenAmount: report.fromAmount.toString(),
            toTokenAmount: report.toAmount.toString(),
          },
          response: successSchema,
        })
        .map(() => undefined),
    submitTradingObjective: (o) =>
      api
        .post("/user/trading/objective", {
          body: { objective: o.objective, ...(o.reason === null ? {} : { reason: o.reason }), fromToken: o.tokenCode, fromTokenAmount: o.amount.toString() },
          response: successSchema,
        })
        .map(() => undefined),
    tradeHistory: (query) => api.get("/trade-history", { query, response: tradeHistoryPageSchema }).map((page): TradeHistoryPage => page),
    tradeHistoryReport: (range) => api.get("/trade-history/report", { query: range, response: z.string() }),
    leaderboard: (userId) =>
      api.get("/top-trader-event/stats", { query: userId === undefined ? {} : { userId }, response: topTraderStatsSchema }).map((stats): TopTraderStats => stats),
  };
}
