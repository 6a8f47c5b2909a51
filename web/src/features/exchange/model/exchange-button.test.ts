import { describe, expect, it } from "vitest";
import { exchangeButton, formErrorCode, type ExchangeButtonInput } from "./exchange-button";

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
