import { markBellOpened, mergeNotificationFeed, notificationBadge, type FeedItem } from "../../../../../core/account/notification-feed";
import type { UserNotification } from "../../../../../core/account/notification";
import type { LocalHistory, LocalTrade } from "../../../../../core/history/local-history";

/** Where the time of the last bell click is kept (spec 1: unread counts live in local storage). */
export const BELL_SEEN_AT_KEY = "notification-seen-at";

/** A trade row of the feed: the local trade; it is unread while it is in progress and the bell has not been opened since. */
export type TradeNotice = LocalTrade & Readonly<{ isRead: boolean }>;

/** What the bell renders: the merged rows, newest first, and the badge count. */
export type BellView = Readonly<{ items: readonly FeedItem<TradeNotice>[]; unread: number }>;

/**
 * The bell's rows and badge (spec 1 "Notification dropdown"): local trades and the user's
 * notifications merged newest first; the badge is the history's unread trades plus the user
 * notifications that are unread and newer than the last click.
 */
export function bellView(history: LocalHistory, notifications: readonly UserNotification[], seenAt: number | null): BellView {
  const trades = history.items.map((trade) => ({ ...trade, isRead: !(trade.status === "in progress" && (seenAt === null || trade.timestamp > seenAt)) }));
  const badge = notificationBadge([], notifications, seenAt);
  return { items: mergeNotificationFeed(trades, notifications), unread: history.unread + badge.notifications };
}

/** The time to remember when the bell is clicked (core: now, or the newest item's time if later). */
export function bellOpenedAt(history: LocalHistory, notifications: readonly UserNotification[], now: number): number {
  return markBellOpened(history.items, notifications, now);
}

/** A stored seen-at value, or null when absent or not a number (local storage is user-editable). */
export function parseSeenAt(raw: string | null): number | null {
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}
