import { startTransition, useEffect, useState } from "react";
import type { AssetProfileSnapshot } from "@/lib/market/asset-profile-store";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";

/**
 * The listed tokens with their USD prices, shared by the market components (one list, one
 * request: the container's asset profile store). A new list renders as a transition: React builds
 * the table's rows in short slices that input can interrupt, not in one long task
 * (useSyncExternalStore would force that: its updates are never transitions).
 */
export function useAssetProfile(): AssetProfileSnapshot & Readonly<{ reload: () => void }> {
  const store = useService(TOKENS.AssetProfile);
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
