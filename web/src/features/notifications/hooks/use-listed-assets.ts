import { useEffect, useState } from "react";
import type { TradeAsset } from "@core/history/local-history";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";

/** The listed tokens by lower-cased address (for naming trades found on chain), loaded once a wallet is connected. */
export function useListedAssets(wanted: boolean): ReadonlyMap<string, TradeAsset> | null {
  const market = useService(TOKENS.MarketApi);
  const [assets, setAssets] = useState<ReadonlyMap<string, TradeAsset> | null>(null);
  useEffect(() => {
    if (!wanted || assets) return;
    let live = true;
    void market.tokenList().map((tokens) => {
      if (!live) return;
      setAssets(new Map(tokens.map((t) => [t.address.toLowerCase(), { address: t.address, code: t.symbol, decimal: t.decimals }])));
    });
    return () => {
      live = false;
    };
  }, [wanted, assets, market]);
  return assets;
}
