import { DEFAULT_GAS_PRICE, networkFee } from "../../../../../core/exchange/gas";
import { tradeGasLimit } from "../../../../../core/market/market-network";
import { isEth, type Token } from "../../../../../core/exchange/tokens";

/**
 * Gas kept back when no quote gives the real fee yet: the gas limit of a two-venue split (the
 * costliest common route) at the chain's gas price, or the spec's 5.5 gwei default.
 */
export function gasReserve(gasPrice: bigint | null): bigint {
  return networkFee(tradeGasLimit({ kind: "SPLIT", proxyIndexes: [0, 1], srcAmounts: [0n, 0n] }), gasPrice ?? DEFAULT_GAS_PRICE);
}

/**
 * The most the user can sell of `token` (the Max link): the whole balance of a token, or for ETH
 * the balance less the network fee (the quote's fee when known, else gasReserve), never below zero.
 * @example maxSpendable(ETH, 10n ** 18n, 10n ** 15n) // 999000000000000000n
 */
export function maxSpendable(token: Pick<Token, "address">, balance: bigint, fee: bigint): bigint {
  if (!isEth(token)) return balance;
  return balance > fee ? balance - fee : 0n;
}
