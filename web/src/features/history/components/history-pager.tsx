import { useTranslation } from "react-i18next";

type Props = Readonly<{ page: number; pageCount: number; hasMore: boolean; onPage: (page: number) => void }>;

/**
 * Previous and Next around "Page X of Y" ("or more" while the server has further trades). The
 * ends are marked aria-disabled rather than disabled, so the focus stays on the button pressed.
 */
export function HistoryPager({ page, pageCount, hasMore, onPage }: Props) {
  const { t } = useTranslation("history");
  const status = t(hasMore ? "page_status_more" : "page_status", { page, count: pageCount });
  // Named by the visible word alone (inside the "pages" navigation), so the name holds what is seen in both languages.
  const step = (to: number, allowed: boolean, text: string, arrow: "‹" | "›") => (
    <button type="button" className="btn btn-secondary btn-sm" aria-disabled={!allowed} onClick={() => allowed && onPage(to)}>
      {arrow === "‹" && <span aria-hidden="true">‹</span>}
      {text}
      {arrow === "›" && <span aria-hidden="true">›</span>}
    </button>
  );
  return (
    <nav className="hx-pager" aria-label={t("pages")}>
      {step(page - 1, page > 1, t("previous"), "‹")}
      <span className="hx-page-status">{status}</span>
      {step(page + 1, page < pageCount, t("next"), "›")}
    </nav>
  );
}
