import { NETWORKS } from "../../core/exchange/networks";
import type { WalletLinkSite } from "../../core/history/wallet-link";
import type { ServerConfig } from "./config";
import type { ServerDeps } from "./server-deps";

/**
 * What a sign-in message must name to link a wallet here: the web app's host and origin
 * (WEB_ORIGIN, never the request's Host header, which the caller writes) and the network the
 * server trades on, or every supported one when it runs without a chain.
 */
export function walletLinkSite(config: Pick<ServerConfig, "webOrigin">, deps: Pick<ServerDeps, "market">): WalletLinkSite {
  const origin = new URL(config.webOrigin);
  return {
    domain: origin.host,
    uri: origin.origin,
    chainIds: deps.market === undefined ? NETWORKS.map((n) => n.chainId) : [deps.market.network.chainId],
  };
}
