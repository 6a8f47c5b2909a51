import { useSyncExternalStore } from "react";
import type { MarketClient } from "@adapters/http-client/market.client";
import { TOKENS } from "@/app/tokens";
import { useService } from "@/app/use-service";
import { createAssetProfileStore, type AssetProfileSnapshot, type AssetProfileStore } from "../model/asset-profile-store";

// The price table and the assets panel share one list (one request) per market client.
const stores = new WeakMap<MarketClient, AssetProfileStore>();

/** The listed tokens with their USD prices, shared by the market components. */
export function useAssetProfile(): AssetProfileSnapshot & Readonly<{ reload: () => void }> {
  const market = useService(TOKENS.MarketClient);
  let store = stores.get(market);
  if (!store) {
    store = createAssetProfileStore(market);
    stores.set(market, store);
  }
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return { ...snapshot, reload: store.reload };
}
