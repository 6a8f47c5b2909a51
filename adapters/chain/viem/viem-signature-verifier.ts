import { ResultAsync } from "neverthrow";
import { createPublicClient, http, verifyMessage } from "viem";
import type { WalletSignaturePort } from "../../../core/ports/wallet-link.port";
import { DEFAULT_RPC_TIMEOUT_MS } from "../shared/config";
import { toChainError } from "../shared/failure";
import { decodeRevertWithViem } from "./viem-connection";

/**
 * Checks signatures through a node with viem's public verifyMessage: an EOA's ECDSA signature is
 * recovered first, without a request; otherwise the wallet's EIP-1271 isValidSignature (or an
 * ERC-6492 signature of a wallet not deployed yet) is asked on chain.
 * @example const signatures = createRpcSignatureVerifier({ rpcUrl: "http://127.0.0.1:8545" }); await signatures.verify({ address, message, signature });
 */
export function createRpcSignatureVerifier(options: Readonly<{ rpcUrl: string; timeoutMs?: number }>): WalletSignaturePort {
  const client = createPublicClient({ transport: http(options.rpcUrl, { timeout: options.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS, retryCount: 0 }) });
  return {
    verify: ({ address, message, signature }) =>
      ResultAsync.fromPromise(client.verifyMessage({ address, message, signature, mode: "eoa" }), (error) => toChainError(error, decodeRevertWithViem)),
  };
}

/**
 * Checks ECDSA signatures only, with no node: for a server running without a chain, where a
 * contract wallet cannot be asked and so is refused.
 * @example const signatures = createOfflineSignatureVerifier();
 */
export function createOfflineSignatureVerifier(): WalletSignaturePort {
  return {
    verify: ({ address, message, signature }) =>
      // A malformed signature is not the wallet's: false, not an error.
      ResultAsync.fromSafePromise(verifyMessage({ address, message, signature }).catch(() => false)),
  };
}
