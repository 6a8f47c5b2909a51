import { describe, expect, it } from "vitest";
import { chainReverted } from "../../../core/ports/chain.errors";
import type { Address, Hash, TradeEvent, TransactionReceipt } from "../../../core/ports/chain.port";
import { ChainFailure } from "./failure";
import { isFatalForEstimate, resolveTradeEvent, tradeReceipt } from "./trades";
import { ReplacedSignal } from "./transaction-status";

const TRADER = "0x00000000000000000000000000000000000a11ce" as Address;
const OTHER = "0x0000000000000000000000000000000000000b0b" as Address;
const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}` as Hash;
const event = (trader: Address): TradeEvent => ({
  srcAsset: OTHER,
  srcAmount: 1n,
  destAsset: TRADER,
  destAmount: 2n,
  trader,
  fee: 0n,
  transactionHash: hash(2),
  blockNumber: 5n,
  logIndex: 0,
});
const receipt = (success: boolean, trades: TradeEvent[]): TransactionReceipt => ({
  transactionHash: hash(2),
  success,
  blockNumber: 5n,
  gasUsed: 1n,
  effectiveGasPrice: 1n,
  trades,
});

describe("tradeReceipt", () => {
  it("is the trade's own receipt when it was mined", async () => {
    expect(await tradeReceipt(Promise.resolve(receipt(true, [event(TRADER)])), TRADER)).toEqual(receipt(true, [event(TRADER)]));
  });

  it("is the replacement's receipt when the replacement made the same trader's trade", async () => {
    const spedUp = receipt(true, [event(TRADER)]);
    expect(await tradeReceipt(Promise.reject(new ReplacedSignal(hash(1), hash(2), spedUp)), TRADER)).toEqual(spedUp);
  });

  it.each([
    ["a cancel (no trade)", new ReplacedSignal(hash(1), hash(2), receipt(true, []))],
    ["another trader's trade", new ReplacedSignal(hash(1), hash(2), receipt(true, [event(OTHER)]))],
    ["a failed replacement", new ReplacedSignal(hash(1), hash(2), receipt(false, [event(TRADER)]))],
    ["an unknown replacement", new ReplacedSignal(hash(1), null, null)],
    ["any other failure", new Error("boom")],
  ])("stays a failure for %s", async (_name, error) => {
    await expect(tradeReceipt(Promise.reject(error), TRADER)).rejects.toBe(error);
  });
});

describe("resolveTradeEvent", () => {
  it("finds the trader's event, case-insensitively", () => {
    expect(resolveTradeEvent(receipt(true, [event(OTHER), event(TRADER)]), TRADER.toUpperCase() as Address)).toEqual(event(TRADER));
  });

  it("treats a successful receipt without the event as a failure", () => {
    expect(() => resolveTradeEvent(receipt(true, []), TRADER)).toThrow(new ChainFailure(chainReverted("NO_TRADE_EVENT", hash(2))));
  });
});

describe("isFatalForEstimate", () => {
  it.each([
    ["CHAIN_RPC_UNAVAILABLE", false],
    ["CHAIN_RPC_TIMEOUT", false],
    ["CHAIN_SLIPPAGE", true],
    ["CHAIN_REVERTED", true],
    ["CHAIN_INSUFFICIENT_FUNDS_FOR_GAS", true],
  ] as const)("%s stops the gas fallback: %s", (code, fatal) => {
    expect(isFatalForEstimate({ code } as Parameters<typeof isFatalForEstimate>[0])).toBe(fatal);
  });
});
