import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { webConfigResponseSchema, type WebConfigResponse } from "../../api-contract/web-config.schema";
import type { RouteModule } from "../route-module";

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
// The part of `deployments/<chainId>.json` the browser needs beyond what the market knows.
const deploymentSchema = z.object({ router: address, batchReader: address.optional() });

/** Names and block explorers of the networks KUL Swap runs on (decisions.md). */
const NETWORKS: Readonly<Record<number, { name: string; explorerUrl: string | null }>> = {
  1: { name: "Ethereum", explorerUrl: "https://etherscan.io" },
  11155111: { name: "Sepolia", explorerUrl: "https://sepolia.etherscan.io" },
  31337: { name: "KUL Swap local (Hardhat)", explorerUrl: null },
};

/**
 * GET /config: the web app's public runtime configuration (chain, RPC URL, router, batch reader,
 * explorer; the captcha test token outside production). Read once per server from the
 * deployment file of the chain the market is connected to.
 */
export const registerWebConfigRoutes: RouteModule = (app, deps, config) => {
  let cached: Promise<WebConfigResponse> | undefined;
  const build = async (): Promise<WebConfigResponse> => {
    const base = { environment: config.environment, captchaTestToken: config.environment === "production" ? null : config.captchaTestToken };
    const market = deps.market;
    if (market === undefined) return { ...base, chain: null };
    const chainId = market.network.chainId;
    const file = path.join(config.deploymentsDir, `${chainId}.json`);
    const deployment = deploymentSchema.parse(JSON.parse(await readFile(file, "utf8")));
    const network = NETWORKS[chainId] ?? { name: `Chain ${chainId}`, explorerUrl: null };
    return {
      ...base,
      chain: {
        chainId,
        name: network.name,
        rpcUrl: config.rpcUrl,
        router: deployment.router,
        batchReader: deployment.batchReader ?? null,
        partnerIndex: market.network.partnerIndex,
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
