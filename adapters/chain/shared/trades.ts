import { chainReverted, type ChainError } from "../../../core/ports/chain.errors";
import type { Address, TradeEvent, TransactionReceipt } from "../../../core/ports/chain.port";
import { ChainFailure } from "./failure";
import { ReplacedSignal } from "./transaction-status";

/** The Trade event of `trader` in a successful trade receipt; a receipt without one is a bug in the router. */
export function resolveTradeEvent(receipt: TransactionReceipt, trader: Address): TradeEvent {
  const event = receipt.trades.find((t) => t.trader.toLowerCase() === trader.toLowerCase());
  if (!event) throw new ChainFailure(chainReverted("NO_TRADE_EVENT", receipt.transactionHash));
  return event;
}

/** Failures a gas fallback must not hide: the transaction would fail, or the user said no. */
export function isFatalForEstimate(error: ChainError): boolean {
  return error.code !== "CHAIN_RPC_UNAVAILABLE" && error.code !== "CHAIN_RPC_TIMEOUT";
}

/**
 * The receipt a trade resolved to: its own, or that of a replacement that made the same trader's
 * trade (a wallet's "speed up"). A replacement without that trade (a cancel) stays CHAIN_TRANSACTION_REPLACED.
 */
export async function tradeReceipt(sending: Promise<TransactionReceipt>, trader: Address): Promise<TransactionReceipt> {
  try {
    return await sending;
  } catch (error) {
    const replacement = error instanceof ReplacedSignal ? error.replacementReceipt : null;
    const traded = replacement?.success && replacement.trades.some((t) => t.trader.toLowerCase() === trader.toLowerCase());
    if (replacement && traded) return replacement;
    throw error;
  }
}
