import { Suspense, lazy } from "react";
import { useTranslation } from "react-i18next";
import { LoadingBlock } from "@/components";

// The assets panel shows only once a wallet is connected, which a visitor does after the first
// paint (or the wallet reconnects after it): its code loads then, not with the Exchange page.
const AssetsPanel = lazy(() => import("./assets-panel").then((m) => ({ default: m.AssetsPanel })));

/** The connected wallet's assets panel, loaded on demand, with a loading state until its code is there. */
export function LazyAssetsPanel() {
  const { t } = useTranslation("market");
  return (
    <Suspense fallback={<LoadingBlock label={t("balances_loading")} />}>
      <AssetsPanel />
    </Suspense>
  );
}
