import { webConfigResponseSchema, type WebConfigResponse } from "../../api-contract/web-config.schema";
import { networkOf } from "../../../core/exchange/networks";
import { readDeploymentFile } from "../../chain/shared/deployment";
import type { ServerConfig } from "../config";
import type { RouteModule } from "../route-module";

/** A provider is offered to the browser only when the server can also verify its tokens. */
function socialClients(config: ServerConfig) {
  const { googleAuthUrl, googleClientId, googleTokenInfoUrl, facebookAuthUrl, facebookAppId, facebookAppSecret, facebookGraphUrl } = config;
  return {
    google: googleAuthUrl && googleClientId && googleTokenInfoUrl ? { authUrl: googleAuthUrl, clientId: googleClientId } : null,
    facebook: facebookAuthUrl && facebookAppId && facebookAppSecret && facebookGraphUrl ? { authUrl: facebookAuthUrl, clientId: facebookAppId } : null,
  };
}

/**
 * GET /config: the web app's public runtime configuration (chain, RPC URL, router, batch reader,
 * explorer; the captcha test token outside production; the partner platform, the learning
 * articles' links and the WalletConnect project id when set). Read once per server from the
 * deployment file of the chain the market is connected to.
 */
export const registerWebConfigRoutes: RouteModule = (app, deps, config) => {
  let cached: Promise<WebConfigResponse> | undefined;
  const build = async (): Promise<WebConfigResponse> => {
    const base = {
      environment: config.environment,
      insider: config.insider,
      captchaTestToken: config.environment === "production" ? null : config.captchaTestToken,
      partnerPlatformUrl: config.partnerPlatformUrl ?? null,
      learningArticles: config.learningArticles,
      walletConnectProjectId: config.walletConnectProjectId ?? null,
      social: socialClients(config),
    };
    const market = deps.market;
    if (market === undefined) return { ...base, chain: null };
    const chainId = market.network.chainId;
    const deployment = await readDeploymentFile(config.deploymentsDir, chainId);
    const network = networkOf(chainId);
    return {
      ...base,
      chain: {
        chainId,
        name: network.chainName,
        rpcUrl: config.rpcUrl,
        router: deployment.router,
        batchReader: deployment.batchReader,
        explorerUrl: network.explorerUrl,
      },
    };
  };
  app.get("/config", { schema: { response: { 200: webConfigResponseSchema } } }, async (_request, reply) => {
    cached ??= build().catch((error: unknown) => {
      cached = undefined; // a missing file may appear later (deploy after start): try again next time
      throw error;
    });
    reply.header("cache-control", "no-cache");
    return cached;
  });
};
