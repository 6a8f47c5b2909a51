import { describe, expect, it } from "vitest";
import { MAINNET_TOKEN_ADDRESSES } from "./mainnet-addresses";
import { buildTokenList } from "./token-list";
import { ETH_ADDRESS, MAINNET_TOKEN_CODES } from "./tokens";

const entries = Object.entries(MAINNET_TOKEN_ADDRESSES);

describe("mainnet token addresses", () => {
  it("are 20-byte hex addresses, all different and none the ETH placeholder", () => {
    expect(entries.filter(([, a]) => !/^0x[0-9a-fA-F]{40}$/.test(a))).toEqual([]);
    const lower = entries.map(([, a]) => a.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
    expect(lower).not.toContain(ETH_ADDRESS.toLowerCase());
  });

  it("belong to registry codes and leave out the ambiguous KNC, GALA and WFLOW", () => {
    expect(entries.filter(([code]) => !(MAINNET_TOKEN_CODES as readonly string[]).includes(code))).toEqual([]);
    expect(["KNC", "GALA", "WFLOW", "ETH"].filter((c) => c in MAINNET_TOKEN_ADDRESSES)).toEqual([]);
    expect(entries).toHaveLength(32);
  });

  it("build a valid mainnet token list", () => {
    const list = buildTokenList(1, entries.map(([code, address]) => ({ code, address })));
    expect(list.isOk() && list.value.tokens.length).toBe(33);
  });
});
