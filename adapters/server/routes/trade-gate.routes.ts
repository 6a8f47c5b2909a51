import { issueTradeAuthorization } from "../../../core/exchange/use-cases/issue-trade-authorization";
import { tradeAuthorizationBodySchema, tradeAuthorizationResponseSchema } from "../../api-contract/trade-gate.schema";
import { ApiError, orThrow, type ErrorStatuses } from "../api-error";
import { authOf } from "../auth";
import type { RouteModule } from "../route-module";

/** The account or its wallet may not trade: 403; no signer or no chain: 503. */
export const TRADE_GATE_ERROR_STATUSES: ErrorStatuses = {
  USER_NOT_FOUND: 401,
  TRADE_GATE_REQUIREMENTS_MISSING: 403,
  WALLET_LINK_REQUIRED: 403,
  TRADE_GATE_UNAVAILABLE: 503,
  HISTORY_PRICE_UNAVAILABLE: 503,
};

/**
 * POST /trade/authorization: the operator's signed authorization of the trade the caller is about
 * to send through the router (its trading gate), issued by core only for an account that may trade
 * and a wallet proven to be its own.
 */
export const registerTradeGateRoutes: RouteModule = (app, deps, config) => {
  const schema = {
    summary:
      "Authorizes one trade through the router: the account may trade and the wallet is its own (the trading gate); refused with 403 TRADE_GATE_REQUIREMENTS_MISSING and details.missing, what the account lacks in the exchange alert's order",
    body: tradeAuthorizationBodySchema,
    response: { 200: tradeAuthorizationResponseSchema },
  };
  app.post("/trade/authorization", { preHandler: app.authenticate, schema }, async (request) => {
    if (deps.history === undefined) throw new ApiError(503, "TRADE_GATE_UNAVAILABLE");
    const body = request.body;
    const issued = orThrow(
      await issueTradeAuthorization(
        {
          storage: deps.storage,
          trades: deps.history.trades,
          prices: deps.history.prices,
          signer: deps.tradeGate ?? null,
          clock: deps.clock,
          environment: config.insider ? "insider" : "swap",
          legalVersions: deps.legalVersions,
        },
        { userId: authOf(request).userId, trader: body.trader, src: body.src, dest: body.dest, srcAmount: body.srcAmount, ...(body.reservationId === undefined ? {} : { reservationId: body.reservationId }) },
      ),
      TRADE_GATE_ERROR_STATUSES,
    );
    return { ...issued, authId: issued.authId.toString(), expiry: issued.expiry.toString() };
  });
};
