import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { ChainError } from "../ports/chain.errors";
import type { Address, ApprovalRequest, ChainPort, Hash, SendOptions, TradeRequest, TradeResult } from "../ports/chain.port";
import type { BestRateAnswer, SpeedRate } from "./best-rate";
import { quoteOfAnswer } from "./quote-source";
import { ETH, type Token } from "./tokens";
import type { RateQuote } from "./trade-request";

/** Test tokens: DAI (18 decimals) and USDT (6, zero-reset). */
export const DAI: Token = { code: "DAI", name: "Dai Stablecoin", address: "0x00000000000000000000000000000000000000da", decimals: 18 };
export const USDT: Token = { code: "USDT", name: "Tether USD", address: "0x00000000000000000000000000000000000000d6", decimals: 6 };
export { ETH };

/** A best-rate answer selling `fromAmount` for `toAmount` on one venue, 200k gas, for partner `partnerIndex`. */
export function answerOf(fromAmount: bigint, toAmount: bigint, priceImpact = 0.25, partnerIndex = 0): BestRateAnswer {
  const hop = { proxyIndex: 1, venue: "Local AMM B", src: ETH.address, dest: DAI.address as Address };
  const trade = {
    kind: "SINGLE" as const,
    fromAmount,
    toAmount,
    rate: "2000",
    route: { kind: "SINGLE" as const, proxyIndex: 1, srcAmount: fromAmount },
    parts: [{ srcAmount: fromAmount, hops: [hop] }],
    venues: [hop.venue],
    priceImpact,
    transferFeeBps: 0,
  };
  const speed = (gwei: bigint, minutes: number): SpeedRate => ({
    fee: { type: "EIP1559", maxFeePerGas: gwei * 10n ** 9n, maxPriorityFeePerGas: 1_000_000n },
    gasPrice: gwei * 10n ** 9n,
    gasLimit: 200_000n,
    estimatedMinutes: minutes,
    trade,
  });
  return { blockNumber: 42n, partnerIndex, speeds: { SLOW: speed(1n, 30), STD: speed(2n, 5), FAST: speed(3n, 2) } };
}

/** The flow's quote of answerOf. */
export function quoteOf(fromAmount: bigint, toAmount: bigint, priceImpact?: number, partnerIndex?: number): RateQuote {
  return quoteOfAnswer(answerOf(fromAmount, toAmount, priceImpact, partnerIndex));
}

type Script<T> = (request: T, options: SendOptions) => ResultAsync<unknown, ChainError> | null;

/**
 * An in-memory wallet chain for the flow: allowances held in a map, approvals that set them,
 * trades answered by the test's script (default: success with the minimum plus one). Every call is logged.
 */
export function memoryChain(initial: Readonly<Record<string, bigint>> = {}) {
  const allowances = new Map<string, bigint>(Object.entries(initial).map(([k, v]) => [k.toLowerCase(), v]));
  const log: string[] = [];
  const trades: TradeRequest[] = [];
  let n = 0;
  const nextHash = (): Hash => `0x${(++n).toString(16).padStart(64, "0")}`;
  const sent = (options: SendOptions, hash: Hash) => options.onSent?.({ hash, from: "0x00000000000000000000000000000000000000aa", nonce: n, sentAtBlock: 7n });
  const state = { tradeScript: null as Script<TradeRequest> | null, rejectApprove: false };
  const chain: Pick<ChainPort, "getAllowances" | "approve" | "trade"> = {
    getAllowances: (_owner, tokens) => {
      log.push("getAllowances");
      return okAsync(tokens.map((t) => allowances.get(t.toLowerCase()) ?? 0n));
    },
    approve: (request: ApprovalRequest, options = {}) => {
      log.push(`approve:${request.amount}`);
      if (state.rejectApprove) return errAsync({ code: "CHAIN_USER_REJECTED" } as ChainError);
      const hash = nextHash();
      sent(options, hash);
      const amount = request.amount === "UNLIMITED" ? 2n ** 256n - 1n : request.amount;
      allowances.set(request.token.toLowerCase(), amount);
      return okAsync({ transactionHashes: [hash], allowance: amount });
    },
    trade: (request, options = {}) => {
      log.push(`trade:${request.minDestAmount}`);
      trades.push(request);
      const scripted = state.tradeScript?.(request, options);
      if (scripted) return scripted as ResultAsync<TradeResult, ChainError>;
      const hash = nextHash();
      sent(options, hash);
      const receipt = { transactionHash: hash, success: true, blockNumber: 8n, gasUsed: 120_000n, effectiveGasPrice: 1n, trades: [] };
      const trade = { srcAsset: request.src, srcAmount: 1n, destAsset: request.dest, destAmount: request.minDestAmount + 1n, trader: "0x00000000000000000000000000000000000000aa" as const, fee: 0n, transactionHash: hash, blockNumber: 8n, logIndex: 0 };
      return okAsync({ receipt, trade });
    },
  };
  return { chain, log, trades, allowances, state, nextHash, sent };
}
