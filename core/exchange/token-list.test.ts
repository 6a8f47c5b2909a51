import fc from "fast-check";
import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { tokenDecimalsMismatch, tokenDecimalsUnknown, tokenDuplicate, tokenNotListed } from "./exchange.errors";
import { availableAssets, buildTokenList, findToken, searchTokens, type TokenList } from "./token-list";
import { ETH, ETH_ADDRESS, type Token } from "./tokens";

const DAI_ADDRESS = "0x00000000000000000000000000000000000000d1" as const;
const MKR_ADDRESS = "0x00000000000000000000000000000000000000a2" as const;
const DGX_ADDRESS = "0x00000000000000000000000000000000000000c3" as const;
const DAI: Token = { code: "DAI", name: "Dai Stablecoin", address: DAI_ADDRESS, decimals: 18 };
const MKR: Token = { code: "MKR", name: "Maker", address: MKR_ADDRESS, decimals: 18 };
const DGX: Token = { code: "DGX", name: "Digix Gold", address: DGX_ADDRESS, decimals: 9 };
const list: TokenList = { chainId: 11155111, tokens: [ETH, DAI, MKR, DGX] };

describe("buildTokenList", () => {
  it("puts ETH first and fills name and decimals from the registry", () => {
    const entries = [
      { code: "dai", address: DAI_ADDRESS },
      { code: "MKR", address: MKR_ADDRESS, name: "Maker" },
    ] as const;
    expect(buildTokenList(11155111, entries)).toEqual(ok({ chainId: 11155111, tokens: [ETH, DAI, MKR] }));
  });

  it("ignores an ETH entry, by code or by placeholder address", () => {
    const entries = [
      { code: "ETH", address: "0x0000000000000000000000000000000000000001" },
      { code: "WETHISH", address: ETH_ADDRESS, decimals: 18 },
    ] as const;
    expect(buildTokenList(1, entries)).toEqual(ok({ chainId: 1, tokens: [ETH] }));
  });

  it("accepts a token outside the registry when the entry gives its decimals", () => {
    const entries = [{ code: "DGX", address: DGX_ADDRESS, name: "Digix Gold", decimals: 9 }];
    expect(buildTokenList(1, entries)).toEqual(ok({ chainId: 1, tokens: [ETH, DGX] }));
  });

  it("names an unknown token by its code when the entry gives no name", () => {
    const entries = [{ code: "KUL", address: DGX_ADDRESS, decimals: 18 }];
    expect(buildTokenList(1, entries).map((l) => l.tokens[1])).toEqual(
      ok({ code: "KUL", name: "KUL", address: DGX_ADDRESS, decimals: 18 }),
    );
  });

  it.each([
    ["an unknown code without decimals", [{ code: "KUL", address: DGX_ADDRESS }], tokenDecimalsUnknown("KUL")],
    [
      "decimals that contradict the registry",
      [{ code: "USDT", address: DGX_ADDRESS, decimals: 18 }],
      tokenDecimalsMismatch("USDT", 6, 18),
    ],
    [
      "a repeated code",
      [
        { code: "DAI", address: DAI_ADDRESS },
        { code: "dai", address: MKR_ADDRESS },
      ],
      tokenDuplicate("DAI"),
    ],
    [
      "a repeated address",
      [
        { code: "DAI", address: DAI_ADDRESS },
        { code: "MKR", address: DAI_ADDRESS.toUpperCase().replace("0X", "0x") },
      ],
      tokenDuplicate("MKR"),
    ],
  ] as const)("refuses %s", (_case, entries, error) => {
    expect(buildTokenList(1, entries as never)).toEqual(err(error));
  });
});

describe("findToken", () => {
  it.each([
    ["DAI", ok(DAI)],
    ["mkr", ok(MKR)],
    ["USDC", err(tokenNotListed("USDC"))],
  ])("finds %s", (code, expected) => {
    expect(findToken(list, code)).toEqual(expected);
  });
});

describe("availableAssets", () => {
  it("filters out DGX and keeps the order", () => {
    expect(availableAssets(list)).toEqual([ETH, DAI, MKR]);
  });
});

describe("searchTokens", () => {
  const tokens: Token[] = [
    ETH,
    { code: "USDC", name: "USD Coin", address: DAI_ADDRESS, decimals: 6 },
    { code: "USDT", name: "Tether USD", address: MKR_ADDRESS, decimals: 6 },
    { code: "SUSD", name: "Synth sUSD", address: DGX_ADDRESS, decimals: 18 },
    DAI,
  ];
  const codes = (query: string) => searchTokens(tokens, query).map((t) => t.code);

  it.each([
    ["", ["ETH", "USDC", "USDT", "SUSD", "DAI"]],
    ["  ", ["ETH", "USDC", "USDT", "SUSD", "DAI"]],
    ["usd", ["USDC", "USDT", "SUSD"]],
    ["USDT", ["USDT"]],
    ["tether", ["USDT"]],
    [" stable ", ["DAI"]],
    ["eth", ["ETH", "USDT"]],
    ["coin", ["USDC", "DAI"]],
    ["xyz", []],
  ])("finds %j as %j", (query, expected) => {
    expect(codes(query)).toEqual(expected);
  });

  it("ranks an exact code above a code prefix above a name match", () => {
    const ranked: Token[] = [
      { code: "MANA", name: "Decentraland", address: DAI_ADDRESS, decimals: 18 },
      { code: "MKRX", name: "Not Maker", address: MKR_ADDRESS, decimals: 18 },
      { code: "XMKR", name: "Wrapped", address: DGX_ADDRESS, decimals: 18 },
      MKR,
    ];
    expect(searchTokens(ranked, "mkr").map((t) => t.code)).toEqual(["MKR", "MKRX", "XMKR"]);
    expect(searchTokens(ranked, "maker").map((t) => t.code)).toEqual(["MKRX", "MKR"]);
  });

  it("only ever returns tokens whose code or name contains the query", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), (query) => {
        const q = query.trim().toLowerCase();
        for (const t of searchTokens(tokens, query)) {
          expect(`${t.code}\n${t.name}`.toLowerCase()).toContain(q);
        }
      }),
    );
  });
});
