import { z } from "zod";
import type { Address } from "../../core/ports/chain.port";
import type { TradeGateApiPort } from "../../core/ports/trade-gate-api.port";
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
