import { ResultAsync } from "neverthrow";
import type { MarketApiPort } from "@core/ports/market-api.port";

/**
 * How long one price-table answer serves every caller. The trading card and the price table each
 * ask on mount and then every minute; within this window they share one request and show the same
 * prices (the ETH value in the assets panel matches the table's row).
 */
export const SHARED_PROFILE_MS = 5_000;

type Profile = ReturnType<MarketApiPort["assetProfile"]>;
type Settled = Awaited<Profile>;

/**
 * The market port with `assetProfile` shared: callers while a request is in flight join it, and
 * a successful answer younger than `maxAgeMs` is reused; errors are never reused.
 * @example const market = sharedAssetProfile(createMarketApi(api), () => Date.now());
 */
export function sharedAssetProfile(client: MarketApiPort, now: () => number, maxAgeMs = SHARED_PROFILE_MS): MarketApiPort {
  let inFlight: Promise<Settled> | null = null;
  let last: { at: number; answer: Settled } | null = null;

  const assetProfile = (): Profile => {
    if (last !== null && now() - last.at < maxAgeMs) return new ResultAsync(Promise.resolve(last.answer));
    if (inFlight === null) {
      const request = Promise.resolve(client.assetProfile()).then((answer) => {
        if (answer.isOk()) last = { at: now(), answer };
        return answer;
      });
      inFlight = request.finally(() => {
        inFlight = null;
      });
    }
    return new ResultAsync(inFlight);
  };
  return { ...client, assetProfile };
}
