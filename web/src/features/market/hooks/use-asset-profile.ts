import { startTransition, useEffect, useState } from "react";
import type { MarketClient } from "@adapters/http-client/market.client";
import { TOKENS } from "@/app/tokens";
import { useService } from "@/app/use-service";
import { createAssetProfileStore, type AssetProfileSnapshot, type AssetProfileStore } from "../model/asset-profile-store";

// The price table and the assets panel share one list (one request) per market client.
const stores = new WeakMap<MarketClient, AssetProfileStore>();

function storeFor(market: MarketClient): AssetProfileStore {
  let store = stores.get(market);
  if (!store) {
    store = createAssetProfileStore(market);
    stores.set(market, store);
  }
  return store;
}

/**
 * The listed tokens with their USD prices, shared by the market components. A new list renders
 * as a transition: React builds the table's rows in short slices that input can interrupt, not in
 * one long task (useSyncExternalStore would force that: its updates are never transitions).
 */
export function useAssetProfile(): AssetProfileSnapshot & Readonly<{ reload: () => void }> {
  const store = storeFor(useService(TOKENS.MarketClient));
  const [snapshot, setSnapshot] = useState(store.getSnapshot);
  useEffect(() => {
    const update = () => startTransition(() => setSnapshot(store.getSnapshot()));
    const unsubscribe = store.subscribe(update);
    // The list may have changed between this render and the subscription.
    update();
    return unsubscribe;
  }, [store]);
  return { ...snapshot, reload: store.reload };
}
