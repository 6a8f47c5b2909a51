import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { defaultPair } from "./default-pair";
import { tokenNotListed } from "./exchange.errors";
import type { TokenList } from "./token-list";
import { ETH, type Token } from "./tokens";

const DAI: Token = { code: "DAI", name: "Dai Stablecoin", address: "0x00000000000000000000000000000000000000d1", decimals: 18 };
const MKR: Token = { code: "MKR", name: "Maker", address: "0x00000000000000000000000000000000000000a2", decimals: 18 };
const list: TokenList = { chainId: 31337, tokens: [ETH, DAI, MKR] };

describe("defaultPair", () => {
  it.each([
    ["Buy MKR pays with ETH", MKR, "BUY", { from: ETH, to: MKR }],
    ["Buy ETH pays with DAI", ETH, "BUY", { from: DAI, to: ETH }],
    ["Sell MKR receives ETH", MKR, "SELL", { from: MKR, to: ETH }],
    ["Sell ETH receives DAI", ETH, "SELL", { from: ETH, to: DAI }],
    ["Buy DAI pays with ETH", DAI, "BUY", { from: ETH, to: DAI }],
  ] as const)("%s", (_case, token, side, pair) => {
    expect(defaultPair(token, side, list)).toEqual(ok(pair));
  });

  it("fails when the network lists no DAI to pair with ETH", () => {
    expect(defaultPair(ETH, "BUY", { chainId: 1, tokens: [ETH, MKR] })).toEqual(err(tokenNotListed("DAI")));
  });
});
