import { notificationTarget, type NotificationTarget, type UserNotification } from "./notification";

/**
 * The least the feed needs from a trade-history item (core/history owns the full type);
 * timestamp in milliseconds since the epoch, isRead absent means read (old or chain-found trades).
 */
export type TradeNotice = Readonly<{ transactionHash: string; timestamp: number; isRead?: boolean }>;

/** One row of the notification dropdown. */
export type FeedItem<T extends TradeNotice> =
  | Readonly<{ kind: "trade"; timestamp: number; isRead: boolean; trade: T }>
  | Readonly<{ kind: "user"; timestamp: number; isRead: boolean; notification: UserNotification }>;

/** Trade history and user notifications in one list, newest first; equal times keep trades first, then input order. */
export function mergeNotificationFeed<T extends TradeNotice>(
  trades: readonly T[],
  notifications: readonly UserNotification[],
): FeedItem<T>[] {
  const items: FeedItem<T>[] = [
    ...trades.map((trade) => ({ kind: "trade" as const, timestamp: trade.timestamp, isRead: trade.isRead ?? true, trade })),
    ...notifications.map((n) => ({ kind: "user" as const, timestamp: n.timestamp, isRead: n.isRead, notification: n })),
  ];
  // Array.prototype.sort is stable, which gives the tie order above.
  return items.sort((a, b) => b.timestamp - a.timestamp);
}

/** The bell badge: unread trades plus unread user notifications newer than the last bell click. */
export type NotificationBadge = Readonly<{ trades: number; notifications: number; total: number }>;

/**
 * Counts the badge. `seenAt` is what markBellOpened returned at the last click (null: never),
 * so a click resets both counts to 0 while the items themselves stay unread until clicked.
 */
export function notificationBadge(
  trades: readonly TradeNotice[],
  notifications: readonly UserNotification[],
  seenAt: number | null,
): NotificationBadge {
  const isNew = (item: { timestamp: number; isRead?: boolean }) =>
    item.isRead === false && (seenAt === null || item.timestamp > seenAt);
  const counts = { trades: trades.filter(isNew).length, notifications: notifications.filter(isNew).length };
  return { ...counts, total: counts.trades + counts.notifications };
}

/**
 * The `seenAt` to store when the bell is clicked: now, or the newest item's time if later, so a
 * server clock ahead of the browser cannot leave a stale count.
 */
export function markBellOpened(
  trades: readonly TradeNotice[],
  notifications: readonly UserNotification[],
  now: number,
): number {
  return Math.max(now, ...trades.map((t) => t.timestamp), ...notifications.map((n) => n.timestamp));
}

/** Marks the user notification with this timestamp read (the server call also names it by timestamp). */
export function markNotificationRead(notifications: readonly UserNotification[], timestamp: number): UserNotification[] {
  return notifications.map((n) => (n.timestamp === timestamp && !n.isRead ? { ...n, isRead: true } : n));
}

/** Marks the trade with this hash read (it leaves the unread list). */
export function markTradeRead<T extends TradeNotice>(trades: readonly T[], transactionHash: string): T[] {
  return trades.map((t) => (t.transactionHash === transactionHash && t.isRead === false ? { ...t, isRead: true } : t));
}

/** What a click on a feed row does: which item to mark read, which transaction to open, where to go. */
export type FeedClick =
  | Readonly<{ markRead: "trade"; transactionHash: string; openTransaction: string; target: null }>
  | Readonly<{ markRead: "user"; timestamp: number; openTransaction: null; target: NotificationTarget }>;

/** A trade opens on the block explorer and stays on the page; a user notification routes by its name. */
export function feedClick<T extends TradeNotice>(item: FeedItem<T>): FeedClick {
  if (item.kind === "trade") {
    const hash = item.trade.transactionHash;
    return { markRead: "trade", transactionHash: hash, openTransaction: hash, target: null };
  }
  const { timestamp, name } = item.notification;
  return { markRead: "user", timestamp, openTransaction: null, target: notificationTarget(name) };
}
