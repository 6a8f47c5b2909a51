import { ResultAsync, okAsync } from "neverthrow";
import { safeParse } from "zod/mini";
import type { Address } from "../../core/ports/chain.port";
import type { AssetProfile, MarketApiPort } from "../../core/ports/market-api.port";
import { assetProfileResponseSchema, type AssetProfileResponse } from "../api-contract/asset-profile.schema";

/** The price table's answer as the market port gives it. */
export function assetProfileOf(p: AssetProfileResponse): AssetProfile {
  return {
    chainId: p.chainId,
    usdThb: p.usdThb,
    takenAt: p.takenAt,
    tokens: p.tokens.map((t) => ({ code: t.code, name: t.name, address: t.address as Address, decimals: t.decimals, price: t.price, change: t.change })),
  };
}

/**
 * `market`, except that its first `assetProfile` call answers from `early`, the price table's
 * request the page sent before the app's code ran, checked here with the same schema (zod/mini)
 * so the home page's main content does not wait for the chunk with the other API ports. An early
 * answer that failed, is not 2xx or does not match the schema is asked again through `market`,
 * which reports the failure as every call does. Later calls always go to `market`.
 * @example const market = withEarlyAssetProfile(deferredMarket, fetch("/v1/api/assets/profile"));
 */
export function withEarlyAssetProfile(market: MarketApiPort, early: Promise<Response>): MarketApiPort {
  let pending: Promise<Response> | null = early;
  const assetProfile: MarketApiPort["assetProfile"] = () => {
    if (pending === null) return market.assetProfile();
    const answer = pending;
    pending = null;
    const checked = answer.then(async (response) => (response.ok ? safeParse(assetProfileResponseSchema, await response.json()) : null)).catch(() => null);
    return ResultAsync.fromSafePromise(checked).andThen((parsed) => (parsed?.success ? okAsync(assetProfileOf(parsed.data)) : market.assetProfile()));
  };
  return { ...market, assetProfile };
}
