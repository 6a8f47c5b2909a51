import type { ExchangeFlowError } from "../../../../../core/exchange/exchange-flow.errors";
import type { RateFetchFailed } from "../../../../../core/exchange/rate-requester.errors";
import type { RateQuery, RateStatus } from "../../../../../core/exchange/rate-requester.types";
import type { ExchangeAllowed } from "../../../../../core/exchange/exchange-allowed";

/** Translation keys (namespace exchange) of the exchange button's label. */
export type ExchangeButtonLabel =
  | "loading"
  | "unavailable"
  | "connect_first"
  | "wrong_network"
  | "enter_amount"
  | "finding_rate"
  | "insufficient_balance"
  | "insufficient_eth"
  | "swap"
  | "swap_in_progress"
  | "approve_button";

/** What the button shows and whether it acts. */
export type ExchangeButton = Readonly<{ label: ExchangeButtonLabel; enabled: boolean; busy: boolean }>;

/** The card's state the button reads. */
export type ExchangeButtonInput = Readonly<{
  wallet: Readonly<{ available: boolean; connected: boolean; wrongNetwork: boolean }>;
  rate: RateStatus;
  hasQuote: boolean;
  allowed: ExchangeAllowed | null;
  settingsValid: boolean;
  flowBusy: boolean;
  /** The source token's allowance is below the quoted amount (the flow will ask to approve). */
  approve: boolean;
}>;

const off = (label: ExchangeButtonLabel): ExchangeButton => ({ label, enabled: false, busy: false });

/**
 * The exchange button's label in order of what to fix first: wallet, network, amount, rate, balance,
 * the other blocking reasons (listed under the card), settings; then "Approve <code>" or "Swap".
 */
export function exchangeButton(input: ExchangeButtonInput): ExchangeButton {
  if (!input.wallet.available) return off("unavailable");
  if (!input.wallet.connected) return off("connect_first");
  if (input.wallet.wrongNetwork) return off("wrong_network");
  if (input.flowBusy) return { label: "swap_in_progress", enabled: false, busy: true };
  if (input.rate === "EMPTY" || input.rate === "FAILED") return off("enter_amount");
  if (!input.hasQuote) return { label: "finding_rate", enabled: false, busy: true };
  const reasons = input.allowed && !input.allowed.allowed ? input.allowed.reasons : [];
  if (reasons.includes("BALANCE_NOT_ENOUGH")) return off("insufficient_balance");
  if (reasons.includes("ETH_NOT_ENOUGH_FOR_NETWORK_FEE")) return off("insufficient_eth");
  if (reasons.length > 0 || !input.settingsValid) return off("swap");
  return { label: input.approve ? "approve_button" : "swap", enabled: true, busy: false };
}

/**
 * The error code the form shows after the flow fell back to it: a trade refused before it was sent
 * shows the chain's own reason (e.g. CHAIN_SLIPPAGE, in plain words), a refused wallet link the
 * server's reason, else the flow's code.
 */
export function formErrorCode(error: ExchangeFlowError | RateFetchFailed | null): string | null {
  if (error === null) return null;
  const cause = "cause" in error ? error.cause : undefined;
  if ((error.code === "TRADE_SEND_FAILED" || error.code === "APPROVAL_FAILED") && cause?.startsWith("CHAIN_") && cause !== "CHAIN_REVERTED") return cause;
  // A wallet the server would not link: its reason (expired, wrong network...) says what to do.
  if (error.code === "WALLET_LINK_FAILED" && cause?.startsWith("WALLET_LINK_")) return cause;
  return error.code;
}

/**
 * Whether the form still shows the trade an error was given for: same pair, side and amount.
 * Once the trader changes any of them the error no longer applies and is hidden.
 */
export function sameTrade(errorFor: RateQuery | null, shown: RateQuery | null): boolean {
  if (errorFor === null || shown === null) return errorFor === shown;
  const same = (a: { address: string }, b: { address: string }) => a.address.toLowerCase() === b.address.toLowerCase();
  return same(errorFor.from, shown.from) && same(errorFor.to, shown.to) && errorFor.side === shown.side && errorFor.amount === shown.amount;
}
