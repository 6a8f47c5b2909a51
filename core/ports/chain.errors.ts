import { domainError } from "../shared/domain-error";

type Hash = `0x${string}`;

/** The user declined the request in the wallet (EIP-1193 error 4001). */
export const chainUserRejected = domainError("CHAIN_USER_REJECTED", () => ({}));
/** The account cannot pay the network fee (or the value) of a transaction. */
export const chainInsufficientFundsForGas = domainError("CHAIN_INSUFFICIENT_FUNDS_FOR_GAS", () => ({}));
/** The router would deliver less than the minimum received: the price moved past the slippage. */
export const chainSlippage = domainError(
  "CHAIN_SLIPPAGE",
  (details: { received?: bigint; minimum?: bigint; transactionHash?: Hash } = {}) => details,
);
/** The trade's deadline passed before it was mined. */
export const chainDeadlineExpired = domainError(
  "CHAIN_DEADLINE_EXPIRED",
  (details: { deadline?: bigint; transactionHash?: Hash } = {}) => details,
);
/** The wallet or node is on a network KUL Swap has no deployment for. */
export const chainUnsupportedNetwork = domainError(
  "CHAIN_UNSUPPORTED_NETWORK",
  (chainId: number, supported: readonly number[]) => ({ chainId, supported }),
);
/** The node could not be reached (refused, reset, DNS) or answered with a server error. */
export const chainRpcUnavailable = domainError("CHAIN_RPC_UNAVAILABLE", (cause: string) => ({ cause }));
/** Every node of the ordered list failed (down, erroring or silent), each tried again after a growing wait. */
export const chainRpcAllFailed = domainError("CHAIN_RPC_ALL_FAILED", (tried: number, cause: string) => ({ tried, cause }));
/** The node did not answer in time. */
export const chainRpcTimeout = domainError("CHAIN_RPC_TIMEOUT", () => ({}));
/** Another transaction with the same sender and nonce was mined instead (sped up or cancelled). */
export const chainTransactionReplaced = domainError(
  "CHAIN_TRANSACTION_REPLACED",
  (transactionHash: Hash, replacementHash: Hash | null) => ({ transactionHash, replacementHash }),
);
/** The call or transaction reverted; `reason` is the revert string or custom error name when known. */
export const chainReverted = domainError(
  "CHAIN_REVERTED",
  (reason: string | null, transactionHash?: Hash) => ({ reason, ...(transactionHash ? { transactionHash } : {}) }),
);

/** Every failure a ChainPort reports; the ethers and viem adapters give the same code for the same failure. */
export type ChainError =
  | ReturnType<typeof chainUserRejected>
  | ReturnType<typeof chainInsufficientFundsForGas>
  | ReturnType<typeof chainSlippage>
  | ReturnType<typeof chainDeadlineExpired>
  | ReturnType<typeof chainUnsupportedNetwork>
  | ReturnType<typeof chainRpcUnavailable>
  | ReturnType<typeof chainRpcTimeout>
  | ReturnType<typeof chainRpcAllFailed>
  | ReturnType<typeof chainTransactionReplaced>
  | ReturnType<typeof chainReverted>;

/** The codes of ChainError, for exhaustive handling in the UI and CLI. */
export type ChainErrorCode = ChainError["code"];
