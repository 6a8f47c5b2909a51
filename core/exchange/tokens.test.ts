import { describe, expect, it } from "vitest";
import { ETH, ETH_ADDRESS, isEth, MAINNET_TOKEN_CODES, sameToken, TOKEN_REGISTRY, tokenInfo, type Token } from "./tokens";

const USDT: Token = { code: "USDT", name: "Tether", address: "0x00000000000000000000000000000000000000d6", decimals: 6 };

describe("token registry", () => {
  it("holds the 36 mainnet codes of the spec, each once", () => {
    expect(MAINNET_TOKEN_CODES).toHaveLength(36);
    expect(new Set(MAINNET_TOKEN_CODES).size).toBe(36);
    expect(MAINNET_TOKEN_CODES).toEqual(
      ("BAND BAT COMP DAI ETH KNC LINK LRC MKR OMG SNX USDC USDT WBTC ZRX UNI SUSHI AAVE YFI AXS " +
        "SLP ILV SHIB FTM DYDX GALA MANA SAND APE ENJ USDP GNO MATIC WFLOW HT GRT").split(" "),
    );
  });

  it.each([
    ["USDC", 6],
    ["USDT", 6],
    ["WBTC", 8],
    ["GALA", 8],
    ["SLP", 0],
    ["DAI", 18],
    ["ETH", 18],
    ["MKR", 18],
  ])("gives %s %i decimals", (code, decimals) => {
    expect(tokenInfo(code)?.decimals).toBe(decimals);
  });

  it("gives 18 decimals to every code the spec does not single out", () => {
    const special = ["USDC", "USDT", "WBTC", "GALA", "SLP"];
    const others = MAINNET_TOKEN_CODES.filter((c) => !special.includes(c));
    expect(others.map((c) => TOKEN_REGISTRY[c].decimals)).toEqual(others.map(() => 18));
  });

  it("gives every code a name", () => {
    expect(MAINNET_TOKEN_CODES.filter((c) => TOKEN_REGISTRY[c].name.trim() === "")).toEqual([]);
  });

  it.each([
    ["dai", { name: "Dai Stablecoin", decimals: 18 }],
    ["DGX", undefined],
    ["toString", undefined],
  ])("looks up %s case-insensitively and only among its own codes", (code, expected) => {
    expect(tokenInfo(code)).toEqual(expected);
  });
});

describe("isEth", () => {
  it.each([
    [ETH_ADDRESS, true],
    [ETH_ADDRESS.toLowerCase(), true],
    [ETH_ADDRESS.toUpperCase().replace("0X", "0x"), true],
    ["0x6B175474E89094C44Da98b954EedeAC495271d0F", false],
    ["0x0000000000000000000000000000000000000000", false],
  ] as const)("tells %s is ETH: %s", (address, expected) => {
    expect(isEth({ address: address as `0x${string}` })).toBe(expected);
  });

  it("describes native ETH with the placeholder address and 18 decimals", () => {
    expect(ETH).toEqual({ code: "ETH", name: "Ethereum", address: ETH_ADDRESS, decimals: 18 });
    expect(isEth(ETH)).toBe(true);
  });
});

describe("sameToken", () => {
  it.each([
    [ETH, { ...ETH, address: ETH.address.toLowerCase() as `0x${string}` }, true],
    [ETH, USDT, false],
  ])("compares tokens by address case-insensitively (%#)", (a, b, same) => {
    expect(sameToken(a, b)).toBe(same);
  });
});
