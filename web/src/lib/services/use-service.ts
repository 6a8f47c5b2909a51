import { createContext, use, useContext } from "react";
import type { ServiceContainer } from "./service-container";
import type { LazyToken, ServiceMap, Token } from "./tokens";

/** The app's container, provided once at the root (app/providers.tsx). */
export const ContainerContext = createContext<ServiceContainer | null>(null);

/**
 * A service from the container, typed by its token.
 * @example const market = useService(TOKENS.MarketApi);
 */
export function useService<K extends Token>(token: K): ServiceMap[K] {
  const container = useContext(ContainerContext);
  if (container === null) throw new Error("useService outside <ContainerContext.Provider>");
  return container.get<ServiceMap[K]>(token);
}

/**
 * A lazily loaded service, ready: the component suspends (its Suspense fallback shows) while the
 * service's code downloads the first time; a failed download reaches the error boundary.
 * @example const kyc = useLazyService(TOKENS.KycApi);
 */
export function useLazyService<K extends LazyToken>(token: K): Awaited<ReturnType<ServiceMap[K]>> {
  const load = useService(token) as () => Promise<Awaited<ReturnType<ServiceMap[K]>>>;
  return use(load());
}
