import { describe, expect, it } from "vitest";
import { exchangeButton, formErrorCode, sameTrade, type ExchangeButtonInput } from "./exchange-button";

const ready: ExchangeButtonInput = {
  wallet: { available: true, connected: true, wrongNetwork: false },
  rate: "QUOTED",
  hasQuote: true,
  allowed: { allowed: true },
  settingsValid: true,
  flowBusy: false,
  approve: false,
};

describe("the exchange button", () => {
  it("says what to fix first, in order: wallet, network, amount, balance", () => {
    expect(exchangeButton({ ...ready, wallet: { available: true, connected: false, wrongNetwork: false } }).label).toBe("connect_first");
    expect(exchangeButton({ ...ready, wallet: { available: true, connected: true, wrongNetwork: true } }).label).toBe("wrong_network");
    expect(exchangeButton({ ...ready, rate: "EMPTY", hasQuote: false })).toEqual({ label: "enter_amount", enabled: false, busy: false });
    expect(exchangeButton({ ...ready, rate: "DEBOUNCING", hasQuote: false })).toEqual({ label: "finding_rate", enabled: false, busy: true });
    const poor = { allowed: false as const, reasons: ["BALANCE_NOT_ENOUGH", "AMOUNT_BELOW_MINIMUM"] as const };
    expect(exchangeButton({ ...ready, allowed: poor })).toEqual({ label: "insufficient_balance", enabled: false, busy: false });
  });

  it("stays on Swap but disabled for other blocking reasons or invalid settings", () => {
    expect(exchangeButton({ ...ready, allowed: { allowed: false, reasons: ["PRICE_IMPACT_TOO_HIGH"] } })).toEqual({ label: "swap", enabled: false, busy: false });
    expect(exchangeButton({ ...ready, settingsValid: false }).enabled).toBe(false);
  });

  it("offers the approval when the allowance is short, and Swap otherwise", () => {
    expect(exchangeButton({ ...ready, approve: true })).toEqual({ label: "approve_button", enabled: true, busy: false });
    expect(exchangeButton(ready)).toEqual({ label: "swap", enabled: true, busy: false });
    expect(exchangeButton({ ...ready, flowBusy: true })).toEqual({ label: "swap_in_progress", enabled: false, busy: true });
  });
});

describe("the form's error after the flow fell back to it", () => {
  it("shows the chain's own reason for a trade refused before sending, the server's for a wallet it would not link", () => {
    expect(formErrorCode({ code: "TRADE_SEND_FAILED", cause: "CHAIN_SLIPPAGE" })).toBe("CHAIN_SLIPPAGE");
    expect(formErrorCode({ code: "TRADE_SEND_FAILED", cause: "CHAIN_REVERTED" })).toBe("TRADE_SEND_FAILED");
    expect(formErrorCode({ code: "WALLET_LINK_FAILED", cause: "WALLET_LINK_EXPIRED" })).toBe("WALLET_LINK_EXPIRED");
    expect(formErrorCode({ code: "WALLET_LINK_FAILED", cause: "NETWORK_ERROR" })).toBe("WALLET_LINK_FAILED");
    expect(formErrorCode({ code: "ALLOWANCE_CHECK_FAILED", cause: "CHAIN_RPC_TIMEOUT" })).toBe("ALLOWANCE_CHECK_FAILED");
    expect(formErrorCode(null)).toBeNull();
  });
});

describe("an error of the last exchange applies while the form shows its trade", () => {
  const dai = { code: "DAI", name: "Dai", address: "0x00000000000000000000000000000000000000Da", decimals: 18 } as const;
  const usdt = { code: "USDT", name: "Tether", address: "0x00000000000000000000000000000000000000d6", decimals: 6 } as const;
  const eth = { code: "ETH", name: "Ether", address: "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE", decimals: 18 } as const;
  const query = { from: eth, to: dai, side: "from", amount: 10n ** 18n } as const;
  it.each([
    ["the same trade (address case aside)", { ...query, to: { ...dai, address: "0x00000000000000000000000000000000000000da" } }, true],
    ["another amount", { ...query, amount: 2n }, false],
    ["another side", { ...query, side: "to" }, false],
    ["another token", { ...query, to: usdt }, false],
    ["no trade shown", null, false],
  ] as const)("%s", (_name, shown, applies) => {
    expect(sameTrade(query, shown)).toBe(applies);
  });
});
