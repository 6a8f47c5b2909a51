import type { i18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import type { ServiceContainer } from "@/lib/services/service-container";
import { ContainerContext } from "@/lib/services/use-service";

/** Everything the tree reads from context: the container and i18next. */
export function AppProviders({ container, i18n, children }: Readonly<{ container: ServiceContainer; i18n: i18n; children: ReactNode }>) {
  return (
    <ContainerContext.Provider value={container}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </ContainerContext.Provider>
  );
}
