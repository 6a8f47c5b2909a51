import { updateWalletAddress } from "../../../core/history/use-cases/update-wallet-address";
import { issueWalletChallenge } from "../../../core/history/use-cases/issue-wallet-challenge";
import { submitTradingObjective } from "../../../core/history/use-cases/submit-trading-objective";
import { reportSentTrade } from "../../../core/history/use-cases/report-sent-trade";
import { getTradeHistory } from "../../../core/history/use-cases/get-trade-history";
import { tradeHistoryReport } from "../../../core/history/use-cases/trade-history-report";
import { topTraderStats } from "../../../core/history/use-cases/top-trader-stats";
import { leaderboardUsd, type TraderRow } from "../../../core/history/leaderboard";
import { plainThb } from "../../../core/history/thb-value";
import type { TradeHistoryItem } from "../../../core/history/trade-history";
import { successSchema } from "../../api-contract/common.schema";
import {
  topTraderQuerySchema,
  topTraderResponseSchema,
  tradeHistoryQuerySchema,
  tradeHistoryResponseSchema,
  tradeReportQuerySchema,
  sentTradeBodySchema,
  tradingObjectiveBodySchema,
  updateAddressBodySchema,
  updateAddressResponseSchema,
  walletChallengeResponseSchema,
  type TopTraderResponse,
  type TradeHistoryResponse,
} from "../../api-contract/history.schema";
import { ApiError, orThrow, type ErrorStatuses } from "../api-error";
import { authOf } from "../auth";
import type { HistoryServerDeps } from "../history-deps";
import { walletLinkSite } from "../wallet-link-site";
import type { RouteModule } from "../route-module";

/** Statuses the suffix conventions would get wrong: the account is gone, log in again. */
export const HISTORY_ERROR_STATUSES: ErrorStatuses = {
  USER_NOT_FOUND: 401,
  LEADERBOARD_OTHER_USER_REFUSED: 403,
  WALLET_LINK_REQUIRED: 403,
  WALLET_LINK_SIGNATURE_INVALID: 403,
  WALLET_LINK_NONCE_INVALID: 409,
};

/** A trade of the history on the wire: block number and amounts as decimal strings. */
export function tradeToWire(t: TradeHistoryItem): TradeHistoryResponse["results"][number] {
  return { ...t, blockNumber: t.blockNumber.toString(), srcAmount: t.srcAmount.toString(), destAmount: t.destAmount.toString() };
}

const rowToWire = (r: TraderRow): TopTraderResponse["userTopTrade"][number] => ({
  rank: r.rank,
  userId: r.userId,
  email: r.email,
  profilePicture: r.profilePicture,
  tradeVolumeUsd: leaderboardUsd(r.tradeVolumeUsdCents),
  topToken: r.topToken === null ? [] : [{ token: r.topToken }],
});

const tokens = (q: Readonly<{ fromToken?: string | undefined; toToken?: string | undefined }>) => ({
  ...(q.fromToken === undefined ? {} : { fromToken: q.fromToken }),
  ...(q.toToken === undefined ? {} : { toToken: q.toToken }),
});

/**
 * Trading checks and history: POST /user/address/nonce and PUT /user/address (the wallet, linked on
 * its signed sign-in message, and the daily volume), POST
 * /user/trading/objective, POST /user/trading/sent (a sent trade counted before it is indexed), GET /trade-history (+ /report CSV) and GET top-trader-event/stats.
 * Every route acts on the caller's own wallets and trades only.
 */
export const registerHistoryRoutes: RouteModule = (app, deps, config) => {
  const auth = { preHandler: app.authenticate };
  const statuses = HISTORY_ERROR_STATUSES;
  const history = (): HistoryServerDeps => {
    if (deps.history === undefined) throw new ApiError(503, "HISTORY_PRICE_UNAVAILABLE", { token: "ALL" });
    return deps.history;
  };

  const site = walletLinkSite(config, deps);
  const signatures = () => {
    if (deps.walletSignatures === undefined) throw new ApiError(503, "WALLET_LINK_UNAVAILABLE");
    return deps.walletSignatures;
  };

  const nonceSchema = { summary: "A single-use nonce for the Sign-In with Ethereum message that links a wallet", response: { 200: walletChallengeResponseSchema } };
  app.post("/user/address/nonce", { ...auth, schema: nonceSchema }, async (request) => {
    const challenge = orThrow(
      await issueWalletChallenge({ storage: deps.storage, nonces: history().trades, random: deps.random, clock: deps.clock, site }, { userId: authOf(request).userId }),
      statuses,
    );
    return { ...challenge, issuedAt: new Date(challenge.issuedAt).toISOString(), expirationTime: new Date(challenge.expirationTime).toISOString() };
  });

  const addressSchema = {
    summary: "Links the wallet (its signed sign-in message when it is not the caller's yet) and checks the daily volume",
    body: updateAddressBodySchema,
    response: { 200: updateAddressResponseSchema },
  };
  app.put("/user/address", { ...auth, schema: addressSchema }, async (request) => {
    const h = history();
    const body = request.body;
    const result = orThrow(
      await updateWalletAddress(
        { storage: deps.storage, trades: h.trades, prices: h.prices, clock: deps.clock, signatures: signatures(), site },
        {
          userId: authOf(request).userId,
          ethAddress: body.ethAddress,
          walletConnectionType: body.walletConnectionType,
          isCheckDailyVolume: body.isCheckDailyVolume,
          ...(body.options === undefined ? {} : { options: body.options }),
          ...(body.proof === undefined ? {} : { proof: body.proof }),
        },
      ),
      statuses,
    );
    return { isOverDailyVolumeLimit: result.isOverDailyVolumeLimit, dailyVolumeThb: result.dailyVolumeThbSatang === null ? null : plainThb(result.dailyVolumeThbSatang) };
  });

  app.post("/user/trading/objective", { ...auth, schema: { body: tradingObjectiveBodySchema, response: { 200: successSchema } } }, async (request) => {
    const body = request.body;
    return orThrow(
      await submitTradingObjective(
        { storage: deps.storage, trades: history().trades, clock: deps.clock, random: deps.random },
        {
          userId: authOf(request).userId,
          objective: body.objective,
          ...(body.reason === undefined ? {} : { reason: body.reason }),
          fromToken: body.fromToken,
          fromTokenAmount: body.fromTokenAmount,
        },
      ),
      statuses,
    );
  });

  const sentSchema = {
    summary: "Reports a trade the caller's wallet sent, so the day's volume counts it before it is indexed (valued by the server)",
    body: sentTradeBodySchema,
    response: { 200: successSchema },
  };
  app.post("/user/trading/sent", { ...auth, schema: sentSchema }, async (request) => {
    const h = history();
    return orThrow(await reportSentTrade({ storage: deps.storage, trades: h.trades, prices: h.prices, clock: deps.clock }, { userId: authOf(request).userId, ...request.body }), statuses);
  });

  app.get("/trade-history", { ...auth, schema: { querystring: tradeHistoryQuerySchema, response: { 200: tradeHistoryResponseSchema } } }, async (request) => {
    const q = request.query;
    const page = orThrow(
      await getTradeHistory(
        { trades: history().trades },
        {
          userId: authOf(request).userId,
          startTimestamp: q.startTimestamp,
          endTimestamp: q.endTimestamp,
          limit: q.limit,
          ...tokens(q),
          ...(q.exclusiveStartKey === undefined ? {} : { exclusiveStartKey: q.exclusiveStartKey }),
        },
      ),
      statuses,
    );
    return { results: page.results.map(tradeToWire), lastEvaluatedKey: page.lastEvaluatedKey };
  });

  app.get("/trade-history/report", { ...auth, schema: { querystring: tradeReportQuerySchema } }, async (request, reply) => {
    const q = request.query;
    const report = orThrow(
      await tradeHistoryReport(
        { storage: deps.storage, trades: history().trades, clock: deps.clock },
        { userId: authOf(request).userId, startTimestamp: q.startTimestamp, endTimestamp: q.endTimestamp, ...tokens(q) },
      ),
      statuses,
    );
    const ascii = report.fileName.replace(/[^\x20-\x7e]/g, "_").replace(/"/g, "_");
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(report.fileName)}`)
      .send(report.csv);
  });

  app.get("/top-trader-event/stats", { ...auth, schema: { querystring: topTraderQuerySchema, response: { 200: topTraderResponseSchema } } }, async (request) => {
    const h = history();
    const stats = orThrow(
      await topTraderStats(
        { storage: deps.storage, trades: h.trades },
        { callerId: authOf(request).userId, ...(request.query.userId === undefined ? {} : { userId: request.query.userId }), campaign: h.campaign },
      ),
      statuses,
    );
    return {
      overAllTrade: { totalVolume: leaderboardUsd(stats.overAllTrade.totalVolumeUsdCents), tokenTopTrade: stats.overAllTrade.tokenTopTrade },
      userTopTrade: stats.userTopTrade.map(rowToWire),
      myStat: stats.myStat === null ? null : rowToWire(stats.myStat),
      amountToBeWinnerUsd: leaderboardUsd(stats.amountToBeWinnerUsdCents),
      confirmations: stats.confirmations,
      countedToBlock: stats.countedToBlock === null ? null : stats.countedToBlock.toString(),
      campaign: stats.campaign,
    };
  });
};
