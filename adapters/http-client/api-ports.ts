import type { HistoryApiPort } from "../../core/ports/history-api.port";
import type { LegalApiPort } from "../../core/ports/legal-api.port";
import type { MarketApiPort } from "../../core/ports/market-api.port";
import type { TradeGateApiPort } from "../../core/ports/trade-gate-api.port";
import { createAccountProfileApi, type AccountProfileApi } from "./account-profile.api";
import { createApiClient, type ApiClient, type ApiClientOptions } from "./api-client";
import { createHistoryApi } from "./history.client";
import { createLegalApi } from "./legal.api";
import { createMarketApi } from "./market.client";
import { createTradeGateApi } from "./trade-gate.client";

/** One HTTP client and the API ports every page of the web app may call over it. */
export type ApiPorts = Readonly<{
  client: ApiClient;
  profile: AccountProfileApi;
  market: MarketApiPort;
  history: HistoryApiPort;
  legal: LegalApiPort;
  tradeGate: TradeGateApiPort;
}>;

/**
 * The HTTP client and the API ports over it, with the api-contract schemas that check their
 * answers (and so the full zod API). The web app loads this module as a chunk of its own, beside
 * its config and texts (web/src/app/container.ts): its first render needs none of it, only the
 * requests made after that render.
 * @example const ports = createApiPorts({ baseUrl: "http://127.0.0.1:3000/v1/api", getToken: () => null });
 */
export function createApiPorts(options: ApiClientOptions): ApiPorts {
  const client = createApiClient(options);
  return {
    client,
    profile: createAccountProfileApi(client),
    market: createMarketApi(client),
    history: createHistoryApi(client),
    legal: createLegalApi(client),
    tradeGate: createTradeGateApi(client),
  };
}
