import { useEffect, useSyncExternalStore } from "react";
import { drawableLogoUri } from "@core/exchange/token-logo";
import type { MarketApiPort } from "@core/ports/market-api.port";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";

/** Token images by upper-case code, from the token list's `logoURI` (only the app's own images are kept). */
export type TokenLogos = ReadonlyMap<string, string>;

type LogoStore = Readonly<{
  get: () => TokenLogos | null;
  subscribe: (listener: () => void) => () => void;
  /** Asks for the list unless it is known or on its way; settles when this call's request does. */
  load: () => Promise<void>;
}>;

/**
 * The token list's images, read once per market client and shared by every token icon on the
 * page; a failed request is asked again by the next icon that mounts.
 */
export function createTokenLogoStore(market: Pick<MarketApiPort, "tokenList">): LogoStore {
  let logos: TokenLogos | null = null;
  let loading = false;
  const listeners = new Set<() => void>();
  return {
    get: () => logos,
    subscribe: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    load: async () => {
      if (logos !== null || loading) return;
      loading = true;
      await market.tokenList().match(
        (tokens) => {
          const found = new Map<string, string>();
          for (const token of tokens) {
            const uri = drawableLogoUri(token.logoURI);
            if (uri !== undefined) found.set(token.symbol.toUpperCase(), uri);
          }
          logos = found;
          loading = false;
          for (const listener of listeners) listener();
        },
        () => void (loading = false),
      );
    },
  };
}

const stores = new WeakMap<object, LogoStore>();

/** The image of the token with this code from the token list, or undefined (none, or not loaded yet). */
export function useTokenLogo(code: string): string | undefined {
  const market = useService(TOKENS.MarketApi);
  let store = stores.get(market);
  if (store === undefined) stores.set(market, (store = createTokenLogoStore(market)));
  const logos = useSyncExternalStore(store.subscribe, store.get, store.get);
  useEffect(() => void store.load(), [store]);
  return logos?.get(code.toUpperCase());
}
