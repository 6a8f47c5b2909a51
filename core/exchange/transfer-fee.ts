import type { Address, TradeRoute } from "../ports/chain.port";
import { BPS_DENOMINATOR, isValidSlippage, type SlippageBps } from "./slippage";
import type { Token } from "./tokens";
import { routeMiddles } from "./trade-route";

/**
 * Tokens known to take a fee on every transfer, by code, with the share each takes (basis points).
 * None of the spec's 36 mainnet tokens does today (USDT could: its owner may set up to 20 bps, now 0;
 * the router's minimum protects a trade even then); a listed token that does goes here.
 */
export const TRANSFER_FEE_BPS: Readonly<Record<string, number>> = Object.freeze({ PAXG: 2 });

/** The transfer fee of `token` in basis points, 0 when none is known. */
export function transferFeeBpsOf(token: Pick<Token, "code">): number {
  const code = token.code.toUpperCase();
  return Object.hasOwn(TRANSFER_FEE_BPS, code) ? TRANSFER_FEE_BPS[code]! : 0;
}

/**
 * How much less than the router's quote a route may deliver because tokens on it take a transfer fee,
 * in basis points: the quote prices the pools and the platform fee only, while every transfer of such a
 * token loses its fee. The source moves once (trader to pool), the destination twice (pool to router,
 * router to trader), a token between two hops twice (pool to router, router to the next pool). 0 when
 * no token on the path is known to take one. Tokens not in `tokens` count as taking none.
 * @example transferFeeOnPath(tokens, ETH.address, PAXG.address, { kind: "SINGLE", proxyIndex: 0, srcAmount: 1n }) // 4
 */
export function transferFeeOnPath(tokens: readonly Token[], src: Address, dest: Address, route: TradeRoute): number {
  const byAddress = new Map(tokens.map((t) => [t.address.toLowerCase(), t]));
  const fee = (address: Address) => {
    const token = byAddress.get(address.toLowerCase());
    return token === undefined ? 0 : transferFeeBpsOf(token);
  };
  const middle = routeMiddles(route);
  return fee(src) + 2 * fee(dest) + middle.reduce((sum, address) => sum + 2 * fee(address), 0);
}

/**
 * The minimum received for a trade: the quote less the slippage and less what the transfer fees on its
 * path may take, floor(toAmount * (10000 - slippageBps - transferFeeBps) / 10000), never below 0. Throws on an
 * invalid slippage, which callers must have validated first.
 * @example tradeMinimum(1_000_000n, 50, 0) // 995000n
 */
export function tradeMinimum(toAmount: bigint, slippageBps: SlippageBps, transferFeeBps: number): bigint {
  if (!isValidSlippage(slippageBps)) throw new RangeError(`invalid slippage: ${slippageBps} bps`);
  if (toAmount < 0n || !Number.isInteger(transferFeeBps) || transferFeeBps < 0) throw new RangeError("negative amount or fee");
  const kept = BigInt(Math.max(0, BPS_DENOMINATOR - slippageBps - transferFeeBps));
  return (toAmount * kept) / BigInt(BPS_DENOMINATOR);
}

/** Whether a quote is only approximate (shown as "about"): a token on its path takes a transfer fee. */
export function isApproximateQuote(transferFeeBps: number): boolean {
  return transferFeeBps > 0;
}
