import { useTranslation } from "react-i18next";
import { MOBILE_QUERY, useMediaQuery, useScrolledPast } from "@/components";

/** Scroll depth after which the mobile wallet bar sticks to the top (spec 1: 560 px). */
export const STICKY_BAR_AFTER_PX = 560;

/** On mobile, once the assets panel has scrolled away, a slim bar keeps the address and total in view. */
export function StickyWalletBar({ address, total }: Readonly<{ address: string; total: string | null }>) {
  const { t } = useTranslation("market");
  const mobile = useMediaQuery(MOBILE_QUERY);
  const past = useScrolledPast(STICKY_BAR_AFTER_PX);
  if (!mobile || !past) return null;
  return (
    <div className="sticky-wallet-bar">
      <span className="muted small">{t("wallet_bar")}</span>
      <code>{address}</code>
      {total && <strong>{total}</strong>}
    </div>
  );
}
