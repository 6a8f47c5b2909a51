import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FakeClock } from "../testing/fake-clock";
import type { UserNotification } from "./notification";
import {
  feedClick,
  markBellOpened,
  markNotificationRead,
  markTradeRead,
  mergeNotificationFeed,
  notificationBadge,
  type TradeNotice,
} from "./notification-feed";

// History items carry more than the feed needs; the generic keeps their own type.
type Trade = TradeNotice & { status: "in progress" | "success" | "fail" };
const trade = (transactionHash: string, timestamp: number, isRead?: boolean): Trade =>
  isRead === undefined ? { transactionHash, timestamp, status: "success" } : { transactionHash, timestamp, isRead, status: "success" };
const note = (timestamp: number, isRead = false): UserNotification => ({
  type: "GET_FREE_REWARD",
  name: "GetKYCApprovedReward",
  timestamp,
  isRead,
});

describe("mergeNotificationFeed", () => {
  it("merges trades and user notifications newest first", () => {
    const t1 = trade("0x1", 100, false);
    const t2 = trade("0x2", 300);
    const n1 = note(200);
    const n2 = note(400, true);
    expect(mergeNotificationFeed([t1, t2], [n1, n2])).toEqual([
      { kind: "user", timestamp: 400, isRead: true, notification: n2 },
      { kind: "trade", timestamp: 300, isRead: true, trade: t2 },
      { kind: "user", timestamp: 200, isRead: false, notification: n1 },
      { kind: "trade", timestamp: 100, isRead: false, trade: t1 },
    ]);
  });

  it("keeps trades first, then input order, for equal times", () => {
    const feed = mergeNotificationFeed([trade("0xa", 5), trade("0xb", 5)], [note(5)]);
    expect(feed.map((i) => (i.kind === "trade" ? i.trade.transactionHash : "user"))).toEqual(["0xa", "0xb", "user"]);
  });

  it("is empty when there is nothing ('nothing here')", () => {
    expect(mergeNotificationFeed([], [])).toEqual([]);
  });

  it("keeps every item and orders the whole list by time, newest first", () => {
    const times = fc.array(fc.integer({ min: 0, max: 1e12 }), { maxLength: 30 });
    fc.assert(
      fc.property(times, times, (tradeTimes, noteTimes) => {
        const feed = mergeNotificationFeed(
          tradeTimes.map((t, i) => trade(`0x${i}`, t)),
          noteTimes.map((t) => note(t)),
        );
        expect(feed).toHaveLength(tradeTimes.length + noteTimes.length);
        expect(feed.map((i) => i.timestamp)).toEqual([...tradeTimes, ...noteTimes].sort((a, b) => b - a));
      }),
    );
  });
});

describe("notificationBadge", () => {
  const trades = [trade("0x1", 100, false), trade("0x2", 200, true), trade("0x3", 300)];
  const notes = [note(150), note(250, true), note(350)];

  it("counts unread trades plus unread user notifications", () => {
    expect(notificationBadge(trades, notes, null)).toEqual({ trades: 1, notifications: 2, total: 3 });
  });

  it("resets both counts to 0 when the bell is clicked, then counts only what arrives later", () => {
    const clock = new FakeClock(1_000);
    const seenAt = markBellOpened(trades, notes, clock.now());
    expect(notificationBadge(trades, notes, seenAt)).toEqual({ trades: 0, notifications: 0, total: 0 });
    clock.advance(60_000);
    const later = [...trades, trade("0x4", clock.now(), false)];
    expect(notificationBadge(later, [...notes, note(clock.now())], seenAt)).toEqual({ trades: 1, notifications: 1, total: 2 });
  });

  it("keeps the reset when the server's clock is ahead of the browser's", () => {
    const ahead = [note(5_000)];
    const seenAt = markBellOpened([], ahead, 1_000);
    expect(seenAt).toBe(5_000);
    expect(notificationBadge([], ahead, seenAt)).toEqual({ trades: 0, notifications: 0, total: 0 });
  });

  it("is always 0 right after the bell is clicked", () => {
    const items = fc.array(fc.record({ t: fc.integer({ min: 0, max: 1e12 }), read: fc.boolean() }), { maxLength: 20 });
    fc.assert(
      fc.property(items, items, fc.integer({ min: 0, max: 1e12 }), (ts, ns, now) => {
        const tradeList = ts.map((x, i) => trade(`0x${i}`, x.t, x.read));
        const noteList = ns.map((x) => note(x.t, x.read));
        const seenAt = markBellOpened(tradeList, noteList, now);
        expect(notificationBadge(tradeList, noteList, seenAt).total).toBe(0);
      }),
    );
  });
});

describe("marking one item read", () => {
  it("marks the user notification with the clicked timestamp and leaves the others", () => {
    expect(markNotificationRead([note(1), note(2), note(3, true)], 2)).toEqual([note(1), note(2, true), note(3, true)]);
  });

  it("marks the trade with the clicked hash, keeping its own fields", () => {
    expect(markTradeRead([trade("0x1", 1, false), trade("0x2", 2, false), trade("0x3", 3)], "0x2")).toEqual([
      trade("0x1", 1, false),
      trade("0x2", 2, true),
      trade("0x3", 3),
    ]);
  });

  it("lowers the badge by one", () => {
    const notes = [note(1), note(2)];
    const after = markNotificationRead(notes, 1);
    expect(notificationBadge([], after, null).total).toBe(notificationBadge([], notes, null).total - 1);
  });
});

describe("feedClick", () => {
  it("opens a trade's transaction and marks it read without leaving the page", () => {
    const t = trade("0xabc", 10, false);
    expect(feedClick({ kind: "trade", timestamp: 10, isRead: false, trade: t })).toEqual({
      markRead: "trade",
      transactionHash: "0xabc",
      openTransaction: "0xabc",
      target: null,
    });
  });

  it("marks a user notification read by timestamp and routes by its name", () => {
    const n: UserNotification = { type: "TAKE_THE_KNOWLEDGE_TEST", name: "TakeTheKnowledgeTest", timestamp: 42, isRead: false };
    expect(feedClick({ kind: "user", timestamp: 42, isRead: false, notification: n })).toEqual({
      markRead: "user",
      timestamp: 42,
      openTransaction: null,
      target: { place: "KNOWLEDGE_TEST" },
    });
  });
});
