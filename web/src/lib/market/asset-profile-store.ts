import type { ApiError } from "@core/ports/api.errors";
import type { AssetProfile, MarketApiPort } from "@core/ports/market-api.port";
import { priceRows, type PriceRow } from "./price-row";

/** The price list as the table and the assets panel read it. */
export type AssetProfileSnapshot = Readonly<{
  status: "LOADING" | "READY" | "ERROR";
  rows: readonly PriceRow[];
  usdThb: string | null;
  error: ApiError | null;
}>;

/** Prices move with the local pools and the feed; a minute keeps the table fresh without chatter. */
export const PRICE_REFRESH_MS = 60_000;

const INITIAL: AssetProfileSnapshot = Object.freeze({ status: "LOADING", rows: [], usdThb: null, error: null });

/**
 * The price list the price table and the assets panel share (one per container, TOKENS.AssetProfile):
 * loaded when the first component subscribes, refreshed every PRICE_REFRESH_MS while any is
 * mounted, kept on screen when a refresh fails.
 */
export function createAssetProfileStore(market: Pick<MarketApiPort, "assetProfile">, refreshMs = PRICE_REFRESH_MS) {
  let snapshot = INITIAL;
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | null = null;

  const publish = (next: AssetProfileSnapshot) => {
    snapshot = Object.freeze(next);
    for (const listener of [...listeners]) listener();
  };
  const apply = (profile: AssetProfile) => publish({ status: "READY", rows: priceRows(profile), usdThb: profile.usdThb, error: null });
  const load = async () => {
    const result = await market.assetProfile();
    if (result.isOk()) apply(result.value);
    else publish({ ...snapshot, status: snapshot.rows.length > 0 ? "READY" : "ERROR", error: result.error });
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (timer === null) {
        void load();
        timer = setInterval(() => void load(), refreshMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== null) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
    /** Loads again now (the Try again button). */
    reload() {
      if (snapshot.status === "ERROR") publish({ ...snapshot, status: "LOADING", error: null });
      void load();
    },
  };
}
/** The store's type. */
export type AssetProfileStore = ReturnType<typeof createAssetProfileStore>;
