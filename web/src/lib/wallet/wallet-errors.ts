import { domainError } from "../../../../core/shared/domain-error";
import { chainUserRejected, type ChainError } from "../../../../core/ports/chain.errors";
import { eip1193ErrorCode, USER_REJECTED_CODE } from "../../../../adapters/chain/wallet/eip1193";

/** The chosen wallet is no longer in the browser (extension removed or disabled). */
export const walletNotFound = domainError("WALLET_NOT_FOUND", (rdns: string) => ({ rdns }));
/** The wallet connected but shared no account. */
export const walletNoAccount = domainError("WALLET_NO_ACCOUNT", () => ({}));
/** The wallet already shows a connection request (EIP-1193 -32002): the user must answer it there. */
export const walletRequestPending = domainError("WALLET_REQUEST_PENDING", () => ({}));
/** Connecting failed for another reason (WalletConnect relay down, provider error). */
export const walletConnectFailed = domainError("WALLET_CONNECT_FAILED", (cause: string) => ({ cause }));

/** Why connecting or switching failed; rendered as `errors:<code>`. */
export type WalletError =
  | ReturnType<typeof walletNotFound>
  | ReturnType<typeof walletNoAccount>
  | ReturnType<typeof walletRequestPending>
  | ReturnType<typeof walletConnectFailed>
  | ReturnType<typeof chainUserRejected>
  | ChainError;

/** Every code this layer adds to errors.json. */
export const WALLET_ERROR_CODES = ["WALLET_NOT_FOUND", "WALLET_NO_ACCOUNT", "WALLET_REQUEST_PENDING", "WALLET_CONNECT_FAILED"] as const;

/** A thrown provider error as data: a decline, a pending request, or a plain failure. */
export function toWalletError(error: unknown): WalletError {
  const code = eip1193ErrorCode(error);
  if (code === USER_REJECTED_CODE) return chainUserRejected();
  if (code === -32002) return walletRequestPending();
  const message = error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? error);
  return walletConnectFailed(message);
}
