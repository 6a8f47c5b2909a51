import { issueTradeAuthorization } from "../../../core/exchange/use-cases/issue-trade-authorization";
import { freezeTrader, tradeGateActivity, unfreezeTrader } from "../../../core/exchange/use-cases/trade-gate-operator";
import {
  adminTradeGateActivityResponseSchema,
  adminTradeGateUserParamsSchema,
  adminTraderFreezeResponseSchema,
  adminTraderFrozenResponseSchema,
  tradeAuthorizationBodySchema,
  tradeAuthorizationResponseSchema,
} from "../../api-contract/trade-gate.schema";
import { ApiError, orThrow, type ErrorStatuses } from "../api-error";
import { authOf } from "../auth";
import type { RouteModule } from "../route-module";

/** The account or its wallet may not trade: 403; no signer or no chain: 503. */
export const TRADE_GATE_ERROR_STATUSES: ErrorStatuses = {
  USER_NOT_FOUND: 401,
  TRADE_GATE_REQUIREMENTS_MISSING: 403,
  TRADE_GATE_FROZEN: 403,
  WALLET_LINK_REQUIRED: 403,
  TRADE_GATE_UNAVAILABLE: 503,
  HISTORY_PRICE_UNAVAILABLE: 503,
};

/** The operator named no account, or one that is not frozen. */
export const ADMIN_TRADE_GATE_ERROR_STATUSES: ErrorStatuses = {
  TRADE_GATE_USER_NOT_FOUND: 404,
  TRADE_GATE_NOT_FROZEN: 409,
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

/**
 * The operators' trading gate routes (admins only, for `kul admin gate`): today's activity, and
 * freezing or unfreezing an account. They keep and read; the owner transactions on chain are the
 * operator's, signed with the owner key (core/exchange/use-cases/trade-gate-owner.ts).
 */
export const registerAdminTradeGateRoutes: RouteModule = (app, deps) => {
  const admin = { preHandler: [app.authenticate, app.requireAdmin] };
  const history = () => {
    if (deps.history === undefined) throw new ApiError(503, "TRADE_GATE_UNAVAILABLE");
    return deps.history;
  };
  const freezeOf = (done: { userId: string; email: string; freeze: { frozen: boolean; frozenBy: string; frozenAt: number; unfrozenBy: string | null; unfrozenAt: number | null } }) => ({
    success: true as const,
    userId: done.userId,
    email: done.email,
    frozen: done.freeze.frozen,
    frozenBy: done.freeze.frozenBy,
    frozenAt: done.freeze.frozenAt,
    unfrozenBy: done.freeze.unfrozenBy,
    unfrozenAt: done.freeze.unfrozenAt,
  });

  app.get(
    "/admin/trade-gate",
    { ...admin, schema: { summary: "The trading gate today: authorizations issued and used (Bangkok day) and the server's gate signer", response: { 200: adminTradeGateActivityResponseSchema } } },
    async () => {
      const activity = orThrow(await tradeGateActivity({ trades: history().trades, clock: deps.clock }, deps.tradeGate?.address ?? null));
      return { success: true as const, dayStart: activity.day.start, dayEnd: activity.day.end, issued: activity.issued, used: activity.used, signer: activity.signer };
    },
  );

  app.post(
    "/admin/trade-gate/users/:user/freeze",
    {
      ...admin,
      schema: {
        summary: "Freezes an account's trading: no authorization is issued to it; answers its outstanding ones, to cancel on chain",
        params: adminTradeGateUserParamsSchema,
        response: { 200: adminTraderFrozenResponseSchema },
      },
    },
    async (request) => {
      const done = orThrow(await freezeTrader({ storage: deps.storage, trades: history().trades, clock: deps.clock }, { user: request.params.user, adminId: authOf(request).userId }), ADMIN_TRADE_GATE_ERROR_STATUSES);
      return { ...freezeOf(done), outstanding: done.outstanding.map((a) => ({ authId: a.authId.toString(), wallet: a.wallet, expiry: a.expiry })) };
    },
  );

  app.post(
    "/admin/trade-gate/users/:user/unfreeze",
    { ...admin, schema: { summary: "Ends an account's trading freeze", params: adminTradeGateUserParamsSchema, response: { 200: adminTraderFreezeResponseSchema } } },
    async (request) =>
      freezeOf(orThrow(await unfreezeTrader({ storage: deps.storage, trades: history().trades, clock: deps.clock }, { user: request.params.user, adminId: authOf(request).userId }), ADMIN_TRADE_GATE_ERROR_STATUSES)),
  );
};
