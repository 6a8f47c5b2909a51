import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { ChainError } from "../../ports/chain.errors";
import type { Address, Hash } from "../../ports/chain.port";
import type { PlatformFeesPort } from "../../ports/platform-fees.port";
import type { tokenNotListed } from "../exchange.errors";
import { formatGrouped } from "../format";
import { platformFeesNone, ROUTER_NO_PLATFORM_FEES } from "../platform-fees.errors";
import { findToken, type TokenList } from "../token-list";
import type { Token } from "../tokens";

/**
 * The operator's sweep of the platform's fees (`kul admin fees`): the router keeps partner 0's
 * fee of every trade; anyone may send what it keeps to the platform wallet, one asset at a time.
 */

export type PlatformFeesDeps = Readonly<{ fees: PlatformFeesPort; tokens: TokenList }>;

/** What the router keeps of one listed token for the platform; `display` is exact, grouped, in the token's units. */
export type UnsweptFee = Readonly<{ code: string; address: Address; decimals: number; amount: bigint; display: string }>;
export type PlatformFeesStatus = Readonly<{ wallet: Address; fees: readonly UnsweptFee[] }>;

export type ClaimPlatformFeesOutput = UnsweptFee & Readonly<{ wallet: Address; transactionHash: Hash }>;
export type ClaimPlatformFeesError = ChainError | ReturnType<typeof tokenNotListed> | ReturnType<typeof platformFeesNone>;

const unsweptFee = (token: Pick<Token, "code" | "address" | "decimals">, amount: bigint): UnsweptFee => ({
  code: token.code,
  address: token.address,
  decimals: token.decimals,
  amount,
  // Every digit the token has: an operator compares it with the chain, so nothing is rounded away.
  display: formatGrouped(amount, token.decimals, token.decimals),
});

/**
 * The platform wallet and the fees a sweep would send now, listed tokens only, those above zero, in the list's order.
 * @example platformFeesStatus({ fees, tokens }) // okAsync({ wallet: "0x90F7…", fees: [{ code: "DAI", amount: 3000000000000000000n, display: "3", ... }] })
 */
export function platformFeesStatus(deps: PlatformFeesDeps): ResultAsync<PlatformFeesStatus, ChainError> {
  const { tokens } = deps.tokens;
  return deps.fees.platformWallet().andThen((wallet) =>
    deps.fees.unswept(tokens.map((t) => t.address)).map((amounts) => ({
      wallet,
      fees: tokens.flatMap((token, i) => ((amounts[i] ?? 0n) > 0n ? [unsweptFee(token, amounts[i]!)] : [])),
    })),
  );
}

/**
 * What a sweep of one listed token (by code, any case) would send now, and to which wallet: the
 * question before the sweep. Nothing kept is PLATFORM_FEES_NONE.
 * @example unsweptPlatformFee({ fees, tokens }, "dai") // okAsync({ code: "DAI", amount: 3000000000000000000n, display: "3", wallet, ... })
 */
export function unsweptPlatformFee(deps: PlatformFeesDeps, code: string): ResultAsync<UnsweptFee & Readonly<{ wallet: Address }>, ClaimPlatformFeesError> {
  const token = findToken(deps.tokens, code.trim());
  if (token.isErr()) return errAsync(token.error);
  return deps.fees
    .unswept([token.value.address])
    .andThen(([amount]) => ((amount ?? 0n) > 0n ? okAsync(amount!) : errAsync(platformFeesNone(token.value.code))))
    .andThen((amount) => deps.fees.platformWallet().map((wallet) => ({ ...unsweptFee(token.value, amount), wallet })));
}

/**
 * Sweeps the platform's fees of one listed token (by code, any case) to the platform wallet; the
 * answer is what the router sent (its event), which may exceed what was read if a trade came between.
 * Nothing kept is PLATFORM_FEES_NONE before any transaction (and if another sweep got there first).
 * @example claimPlatformFees({ fees, tokens }, "dai") // okAsync({ code: "DAI", amount: 3000000000000000000n, wallet, transactionHash, ... })
 */
export function claimPlatformFees(deps: PlatformFeesDeps, code: string): ResultAsync<ClaimPlatformFeesOutput, ClaimPlatformFeesError> {
  return unsweptPlatformFee(deps, code).andThen((kept) =>
    deps.fees
      .claim(kept.address)
      .mapErr((error): ClaimPlatformFeesError => (error.code === "CHAIN_REVERTED" && error.reason === ROUTER_NO_PLATFORM_FEES ? platformFeesNone(kept.code) : error))
      .map((claim) => ({ ...unsweptFee(kept, claim.amount), wallet: claim.wallet, transactionHash: claim.hash })),
  );
}
