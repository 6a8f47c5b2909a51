import { errAsync, okAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import type { TokenListEntry } from "@core/ports/market-api.port";
import { createTokenLogoStore } from "./token-logos";

const entry = (symbol: string, logoURI?: string): TokenListEntry => ({ chainId: 31337, address: "0x00000000000000000000000000000000000000DA", name: symbol, symbol, decimals: 18, ...(logoURI ? { logoURI } : {}) });

describe("the token logo store", () => {
  it("keeps the app's own images by code, asks the list once, and tells its listeners", async () => {
    let asked = 0;
    const store = createTokenLogoStore({ tokenList: () => (asked++, okAsync([entry("dai", "/token-icons/dai.svg"), entry("SLP"), entry("EVIL", "https://evil.example/evil.svg")])) });
    let told = 0;
    store.subscribe(() => told++);
    await Promise.all([store.load(), store.load()]);
    expect([asked, told, Object.fromEntries(store.get() ?? [])]).toEqual([1, 1, { DAI: "/token-icons/dai.svg" }]);
  });

  it("asks again after a failed request", async () => {
    let asked = 0;
    const store = createTokenLogoStore({ tokenList: () => (asked++, errAsync({ code: "API_UNREACHABLE" } as never)) });
    await store.load();
    await store.load();
    expect([asked, store.get()]).toEqual([2, null]);
  });
});
