import type { Address } from "../../../core/ports/chain.port";
import { isEthAddress } from "./eth";
import { MAX_UINT256 } from "./gas";

/** Multicall3's canonical address: the same on mainnet, Sepolia and (set by `kul up`) the local chain. */
export const MULTICALL3_ADDRESS = "0xcA11bde05977b3631167028862bE2a173976CA11" as Address;

/** The part of Multicall3 the adapters call: many reads in one eth_call, and an account's ETH. */
export const MULTICALL3_ABI = [
  "function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)",
  "function getEthBalance(address addr) view returns (uint256 balance)",
] as const;

/** One read inside an aggregate3 call, before the adapter's library encodes it. */
export type MulticallRead = Readonly<
  | { target: Address; contract: "multicall3"; functionName: "getEthBalance"; args: readonly [Address] }
  | { target: Address; contract: "erc20"; functionName: "balanceOf"; args: readonly [Address] }
  | { target: Address; contract: "erc20"; functionName: "allowance"; args: readonly [Address, Address] }
>;

/** The reads of `owner`'s balances: ETH (by placeholder) through Multicall3 itself, tokens by balanceOf. */
export function balanceReads(multicall: Address, owner: Address, tokens: readonly Address[]): MulticallRead[] {
  return tokens.map((token) =>
    isEthAddress(token)
      ? { target: multicall, contract: "multicall3", functionName: "getEthBalance", args: [owner] }
      : { target: token, contract: "erc20", functionName: "balanceOf", args: [owner] },
  );
}

/** The allowance reads of the tokens; ETH needs none (null: it is always "approved"). */
export function allowanceReads(owner: Address, spender: Address, tokens: readonly Address[]): (MulticallRead | null)[] {
  return tokens.map((token) => (isEthAddress(token) ? null : { target: token, contract: "erc20", functionName: "allowance", args: [owner, spender] }));
}

/**
 * A uint256 answer of one aggregate3 read; a failed read, or an address without such a function
 * (no code: an empty answer), counts as 0, as a wallet shows a token it cannot read.
 */
export function uint256Answer(success: boolean, returnData: string): bigint {
  return success && returnData.length >= 66 ? BigInt(returnData.slice(0, 66)) : 0n;
}

/** Puts the answers back in token order, MAX_UINT256 where no read was needed (ETH allowances). */
export function inTokenOrder(reads: readonly (MulticallRead | null)[], answers: readonly bigint[]): bigint[] {
  let next = 0;
  return reads.map((read) => (read === null ? MAX_UINT256 : answers[next++]!));
}
