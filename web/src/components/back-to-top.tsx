import { useTranslation } from "react-i18next";
import { useScrolledPast } from "./use-scrolled-past";

/** Spec 1 section 9: the back-to-top button shows after 700 px of scroll. */
export const BACK_TO_TOP_AFTER_PX = 700;

/** A floating button that scrolls back to the top once the page is scrolled far enough. */
export function BackToTop() {
  const { t } = useTranslation("common");
  const visible = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  if (!visible) return null;
  return (
    <button type="button" className="back-to-top" aria-label={t("back_to_top")} onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}>
      <span aria-hidden="true">↑</span>
    </button>
  );
}
