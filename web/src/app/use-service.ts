import type { Container } from "inversify";
import { createContext, useContext } from "react";
import type { ServiceMap, Token } from "./tokens";

/** The app's container, provided once at the root (see providers.tsx). */
export const ContainerContext = createContext<Container | null>(null);

/**
 * A service from the container, typed by its token.
 * @example const market = useService(TOKENS.MarketClient);
 */
export function useService<K extends Token>(token: K): ServiceMap[K] {
  const container = useContext(ContainerContext);
  if (container === null) throw new Error("useService outside <ContainerContext.Provider>");
  return container.get<ServiceMap[K]>(token);
}
