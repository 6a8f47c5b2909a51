import { describe, expect, it } from "vitest";
import { connectionTypeOf } from "./flow-context";

describe("the flow's context", () => {
  it("names the wallet connection as the server expects it", () => {
    expect(connectionTypeOf({ name: "MetaMask", kind: "BROWSER" })).toBe("MetaMask");
    expect(connectionTypeOf({ name: "Coinbase Wallet Extension", kind: "BROWSER" })).toBe("Coinbase Wallet");
    expect(connectionTypeOf({ name: "Rainbow", kind: "MOBILE" })).toBe("WalletConnect");
    expect(connectionTypeOf({ name: "KUL Test Wallet", kind: "BROWSER" })).toBe("unknown");
    expect(connectionTypeOf(null)).toBe("unknown");
  });
});
