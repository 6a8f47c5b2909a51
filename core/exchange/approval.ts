import { isEth, type Token } from "./tokens";

/** The largest uint256: an unlimited ERC-20 allowance. */
export const MAX_UINT256 = 2n ** 256n - 1n;
/** The approve gas limit used when estimation fails. */
export const APPROVE_GAS_FALLBACK = 100_000n;
/** Tokens whose approve reverts unless the current allowance is zero (USDT's race guard). */
export const ZERO_RESET_TOKEN_CODES: readonly string[] = Object.freeze(["USDT"]);

/** Unlimited (the default) approves MAX_UINT256 once; exact approves only this trade's amount. */
export type ApprovalMode = "UNLIMITED" | "EXACT";
/** The approval mode offered first. */
export const DEFAULT_APPROVAL_MODE: ApprovalMode = "UNLIMITED";

/** Whether the router must be approved first: never for ETH, else when the allowance is below the amount. */
export function needsApproval(token: Pick<Token, "address">, allowance: bigint, amount: bigint): boolean {
  return !isEth(token) && allowance < amount;
}

/** The allowance to grant for `amount` in `mode`. */
export function approvalAmount(mode: ApprovalMode, amount: bigint): bigint {
  return mode === "UNLIMITED" ? MAX_UINT256 : amount;
}

/** Whether `token` needs its allowance set to zero before a new non-zero one. */
export function requiresZeroReset(token: Pick<Token, "code">): boolean {
  return ZERO_RESET_TOKEN_CODES.includes(token.code.toUpperCase());
}

/**
 * The approve transactions that take an allowance from `current` to `target`, in order, each with
 * the allowance it sets: none when it already is the target, a reset to 0 first for a zero-reset
 * token going from one non-zero allowance to another. The only place the USDT reset is decided.
 * @example allowanceSteps(USDT, 5n, 10n) // [0n, 10n]
 */
export function allowanceSteps(token: Pick<Token, "code">, current: bigint, target: bigint): readonly bigint[] {
  if (current === target) return [];
  return requiresZeroReset(token) && current > 0n && target > 0n ? [0n, target] : [target];
}

/**
 * The approve transactions a trade needs, in order: none when the allowance covers `amount`,
 * else the steps to the mode's allowance (see allowanceSteps).
 * @example approvalSteps(USDT, 5n, 10n, "EXACT") // [0n, 10n]
 */
export function approvalSteps(token: Token, allowance: bigint, amount: bigint, mode: ApprovalMode): readonly bigint[] {
  if (!needsApproval(token, allowance, amount)) return [];
  return allowanceSteps(token, allowance, approvalAmount(mode, amount));
}

/** The approve gas limit: the estimate when there is one, else APPROVE_GAS_FALLBACK. */
export function approveGasLimit(estimate: bigint | null): bigint {
  return estimate ?? APPROVE_GAS_FALLBACK;
}
