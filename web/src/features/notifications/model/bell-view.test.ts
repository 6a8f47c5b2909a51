import { describe, expect, it } from "vitest";
import type { UserNotification } from "../../../../../core/account/notification";
import type { LocalTrade } from "../../../../../core/history/local-history";
import { bellOpenedAt, bellView, parseSeenAt } from "./bell-view";

const trade = (hash: string, timestamp: number, status: LocalTrade["status"]): LocalTrade => ({
  transactionHash: hash,
  status,
  fromAsset: { address: "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE", code: "ETH", decimal: 18 },
  toAsset: { address: "0x00000000000000000000000000000000000000da", code: "DAI", decimal: 18 },
  fromAmount: 1n,
  toAmount: 2n,
  blockNumber: null,
  timestamp,
  type: "TRADING",
  network: "hardhat",
  walletAddress: "0xaa",
});
const note = (timestamp: number, isRead: boolean): UserNotification => ({ type: "TAKE_THE_KNOWLEDGE_TEST", name: "TakeTheKnowledgeTest", timestamp, isRead });

describe("the bell", () => {
  it("merges trades and user notifications newest first and counts unread trades plus new unread notifications", () => {
    const history = { items: [trade("0x2", 300, "in progress"), trade("0x1", 100, "success")], unread: 1 };
    const view = bellView(history, [note(200, false), note(50, true)], null);
    expect(view.items.map((i) => (i.kind === "trade" ? i.trade.transactionHash : i.notification.timestamp))).toEqual(["0x2", 200, "0x1", 50]);
    expect(view.unread).toBe(2);
    expect(view.items[0]).toMatchObject({ kind: "trade", isRead: false });
  });

  it("resets the badge once opened: notifications older than the click no longer count", () => {
    const history = { items: [trade("0x2", 300, "in progress")], unread: 0 };
    const seenAt = bellOpenedAt(history, [note(200, false)], 250);
    expect(seenAt).toBe(300);
    expect(bellView(history, [note(200, false)], seenAt).unread).toBe(0);
    expect(bellView(history, [note(200, false), note(400, false)], seenAt).unread).toBe(1);
  });

  it("reads only a valid stored click time", () => {
    expect(parseSeenAt("1700000000000")).toBe(1_700_000_000_000);
    expect(parseSeenAt("soon")).toBeNull();
    expect(parseSeenAt(null)).toBeNull();
  });
});
