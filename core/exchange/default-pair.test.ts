import { describe, expect, it } from "vitest";
import { defaultPairCodes } from "./default-pair";

describe("defaultPairCodes", () => {
  it.each([
    ["Buy MKR pays with ETH", "MKR", "BUY", { from: "ETH", to: "MKR" }],
    ["Buy ETH pays with DAI", "ETH", "BUY", { from: "DAI", to: "ETH" }],
    ["Sell MKR receives ETH", "MKR", "SELL", { from: "MKR", to: "ETH" }],
    ["Sell ETH receives DAI", "ETH", "SELL", { from: "ETH", to: "DAI" }],
    ["Buy DAI pays with ETH", "DAI", "BUY", { from: "ETH", to: "DAI" }],
    ["a lower-case eth is ETH", "eth", "SELL", { from: "eth", to: "DAI" }],
  ] as const)("%s", (_case, code, side, pair) => {
    expect(defaultPairCodes(side, code)).toEqual(pair);
  });
});
