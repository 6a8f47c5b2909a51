import { useTranslation } from "react-i18next";
import type { FeedItem } from "@core/account/notification-feed";
import { formatSignificant } from "@core/exchange/format";
import { displayDateTime } from "@core/shared/display-date";
import type { TradeNotice } from "../model/bell-view";

const STATUS_KEY = { "in progress": "status_in_progress", success: "status_success", fail: "status_fail" } as const;

/** One row of the bell's dropdown: a trade (amounts and status) or a user notification (its text), with its date. */
export function FeedRow({ item, onChoose }: Readonly<{ item: FeedItem<TradeNotice>; onChoose: () => void }>) {
  const { t } = useTranslation("notifications");
  const when = displayDateTime(item.timestamp);
  let text: string;
  let detail: string | null = null;
  if (item.kind === "trade") {
    const { fromAsset, toAsset, fromAmount, toAmount, status } = item.trade;
    text = t("trade", { from: fromAsset.code, to: toAsset.code, status: t(STATUS_KEY[status]) });
    detail = t("trade_amounts", {
      from: `${formatSignificant(fromAmount, fromAsset.decimal, 8, { group: true })} ${fromAsset.code}`,
      to: `${formatSignificant(toAmount, toAsset.decimal, 8, { group: true })} ${toAsset.code}`,
    });
  } else {
    text = t(`name_${item.notification.name}`);
  }
  return (
    <button type="button" className={`nb-row${item.isRead ? "" : " is-unread"}`} onClick={onChoose}>
      <span className="nb-row-text">{text}</span>
      {detail && <span className="nb-row-time">{detail}</span>}
      <span className="nb-row-time">{when}</span>
      {!item.isRead && <span className="visually-hidden">{t("unread")}</span>}
    </button>
  );
}
