import { describe, expect, it } from "vitest";
import type { Eip1193Provider } from "./eip1193";
import { announceWallet, watchWallets, type DiscoveredWallet } from "./eip6963";

const provider: Eip1193Provider = { request: async () => null };
const wallet = (uuid: string, name: string): DiscoveredWallet => ({
  info: { uuid, name, icon: "data:image/svg+xml,<svg/>", rdns: `io.${name.toLowerCase()}` },
  provider,
});

describe("EIP-6963 discovery", () => {
  it("finds wallets announced before and after it starts, once each", () => {
    const target = new EventTarget();
    const stopEarly = announceWallet(target, wallet("a", "Early"));
    const seen: string[][] = [];
    const stop = watchWallets(target, (wallets) => seen.push(wallets.map((w) => w.info.name)));
    const stopLate = announceWallet(target, wallet("b", "Late"));
    announceWallet(target, wallet("a", "Early"))();
    expect(seen).toEqual([["Early"], ["Early", "Late"]]);
    [stop, stopEarly, stopLate].forEach((f) => f());
  });

  it("hands back the announced provider itself", () => {
    const target = new EventTarget();
    let found: readonly DiscoveredWallet[] = [];
    const stop = watchWallets(target, (wallets) => (found = wallets));
    announceWallet(target, wallet("c", "Rabby"))();
    expect(found.map((w) => w.provider)).toEqual([provider]);
    stop();
  });

  it("ignores malformed announcements and stops listening when asked", () => {
    const target = new EventTarget();
    const seen: number[] = [];
    const stop = watchWallets(target, (wallets) => seen.push(wallets.length));
    target.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: { info: { name: "no uuid" }, provider } }));
    stop();
    announceWallet(target, wallet("d", "After"))();
    expect(seen).toEqual([]);
  });
});
