import { z } from "zod";
import type { Address } from "../../core/ports/chain.port";
import type { TradeGateAdminApiPort, TradeGateApiPort } from "../../core/ports/trade-gate-api.port";
import { adminTradeGateActivityResponseSchema, adminTraderFreezeResponseSchema, adminTraderFrozenResponseSchema } from "../api-contract/trade-gate.schema";
import type { ApiClient } from "./api-client";

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/);
const authorizationSchema = z.object({
  trader: hex.transform((v) => v as Address),
  authId: z.string().regex(/^\d+$/).transform((v) => BigInt(v)),
  expiry: z.string().regex(/^\d+$/).transform((v) => BigInt(v)),
  signature: hex.transform((v) => v as `0x${string}`),
  chainId: z.number().int(),
  router: hex,
});

/**
 * The trading gate route as the TradeGateApiPort: ids and expiry read as bigint.
 * @example const auth = await createTradeGateApi(api).authorizeTrade({ trader, src, dest, srcAmount });
 */
export function createTradeGateApi(api: ApiClient): TradeGateApiPort {
  return {
    authorizeTrade: (request) =>
      api
        .post("/trade/authorization", { body: { ...request, srcAmount: request.srcAmount.toString() }, response: authorizationSchema })
        .map((a) => ({ trader: a.trader, authId: a.authId, expiry: a.expiry, signature: a.signature })),
  };
}

/**
 * The operators' trading gate routes (admins only) as the TradeGateAdminApiPort: each answer
 * checked by its api-contract schema, the success flag dropped, ids read as bigint.
 * @example const frozen = await createTradeGateAdminApi(api).freeze("ann@example.com");
 */
export function createTradeGateAdminApi(api: ApiClient): TradeGateAdminApiPort {
  const user = (who: string, action: "freeze" | "unfreeze") => `/admin/trade-gate/users/${encodeURIComponent(who.trim())}/${action}`;
  return {
    activity: () =>
      api.get("/admin/trade-gate", { response: adminTradeGateActivityResponseSchema }).map(({ success: _success, signer, ...rest }) => ({ ...rest, signer: signer as Address | null })),
    freeze: (who) =>
      api.post(user(who, "freeze"), { body: {}, response: adminTraderFrozenResponseSchema }).map(({ success: _success, outstanding, ...freeze }) => ({
        ...freeze,
        outstanding: outstanding.map((a) => ({ authId: BigInt(a.authId), wallet: a.wallet as Address, expiry: a.expiry })),
      })),
    unfreeze: (who) => api.post(user(who, "unfreeze"), { body: {}, response: adminTraderFreezeResponseSchema }).map(({ success: _success, ...freeze }) => freeze),
  };
}
