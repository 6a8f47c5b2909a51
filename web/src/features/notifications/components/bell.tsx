import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { feedClick, type FeedItem } from "@core/account/notification-feed";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { pathTo } from "@/config/paths";
import { useSession } from "@/lib/session";
import { useChainTradeSync, usePendingTradeTracking, useTradeHistory } from "@/lib/trade-history";
import { useListedAssets } from "../hooks/use-listed-assets";
import { useWallet } from "@/lib/wallet";
import { BELL_SEEN_AT_KEY, bellOpenedAt, bellView, parseSeenAt, type TradeNotice } from "../model/bell-view";
import { notificationLink } from "../model/notification-link";
import { FeedRow } from "./feed-row";

/**
 * The header bell (spec 1 "Notification dropdown"): the badge counts unread trades and user
 * notifications; opening it resets the count; rows are the merged feed, newest first. It also
 * keeps pending trades of the connected wallet resolving, on every page.
 */
export default function Bell() {
  const { t } = useTranslation("notifications");
  const storage = useService(TOKENS.Storage);
  const clock = useService(TOKENS.Clock);
  const account = useService(TOKENS.ProfileApi);
  const config = useService(TOKENS.Config);
  const tradeHistory = useService(TOKENS.TradeHistory);
  const session = useSession();
  const wallet = useWallet();
  const navigate = useNavigate();
  const scope = wallet.account && wallet.config ? { network: wallet.config.chainName, walletAddress: wallet.account } : null;
  const history = useTradeHistory(scope);
  usePendingTradeTracking(scope, wallet.chain);
  useChainTradeSync(scope, wallet.chain, useListedAssets(scope !== null));
  const [seenAt, setSeenAt] = useState(() => parseSeenAt(storage.get(BELL_SEEN_AT_KEY)));
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const notifications = session.profile?.notifications ?? [];
  const view = bellView(history, notifications, seenAt);

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => root.current && !root.current.contains(event.target as Node) && setOpen(false);
    document.addEventListener("mousedown", outside);
    return () => document.removeEventListener("mousedown", outside);
  }, [open]);

  function toggle() {
    if (!open) {
      // Clicking the bell resets both counts (spec 1); the rows themselves stay as they are.
      const at = bellOpenedAt(history, notifications, clock.now());
      storage.set(BELL_SEEN_AT_KEY, String(at));
      setSeenAt(at);
      if (scope) tradeHistory.markRead(scope);
    }
    setOpen(!open);
  }

  function choose(item: FeedItem<TradeNotice>) {
    const click = feedClick(item);
    setOpen(false);
    if (click.markRead === "trade") {
      const explorer = config.chain?.explorerUrl;
      if (explorer) window.open(`${explorer.replace(/\/+$/, "")}/tx/${click.openTransaction}`, "_blank", "noopener,noreferrer");
      return;
    }
    void account.markNotificationRead(click.timestamp).map(() => session.refreshProfile());
    const link = notificationLink(click.target);
    navigate(pathTo(link.route, undefined, link.hash));
  }

  const name = view.unread > 0 ? t("bell_unread", { count: view.unread }) : t("bell");
  return (
    <div className="nb-root" ref={root} onKeyDown={(e) => e.key === "Escape" && open && (e.stopPropagation(), setOpen(false))}>
      <button type="button" className="icon-button nb-bell" aria-label={name} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <svg className="nb-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
        </svg>
        {view.unread > 0 && (
          <span className="nb-badge" aria-hidden="true">
            {view.unread > 99 ? "99+" : view.unread}
          </span>
        )}
      </button>
      {open && (
        <div id={panelId} className="nb-panel" role="region" aria-label={t("title")}>
          <h2 className="nb-title">{t("title")}</h2>
          {view.items.length === 0 ? (
            <p className="nb-empty">{t("empty")}</p>
          ) : (
            <ul className="nb-list">
              {view.items.map((item) => (
                <li key={item.kind === "trade" ? item.trade.transactionHash : `n${item.notification.timestamp}`}>
                  <FeedRow item={item} onChoose={() => choose(item)} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
