import { ResultAsync } from "neverthrow";
import { chainRpcUnavailable, chainUserRejected, type ChainError } from "../../../core/ports/chain.errors";
import { eip1193ErrorCode, UNRECOGNIZED_CHAIN_CODE, USER_REJECTED_CODE, type Eip1193Provider } from "./eip1193";

/** What wallet_addEthereumChain needs to know about a network (EIP-3085). */
export type AddChainParameters = Readonly<{
  chainId: number;
  chainName: string;
  rpcUrls: readonly string[];
  nativeCurrency: Readonly<{ name: string; symbol: string; decimals: number }>;
  blockExplorerUrls?: readonly string[];
}>;

const hexChainId = (chainId: number) => `0x${chainId.toString(16)}`;

function toChainError(error: unknown): ChainError {
  if (eip1193ErrorCode(error) === USER_REJECTED_CODE) return chainUserRejected();
  return chainRpcUnavailable(error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? error));
}

async function switchOrAdd(provider: Eip1193Provider, chain: AddChainParameters): Promise<void> {
  const chainId = hexChainId(chain.chainId);
  try {
    await provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId }] });
    return;
  } catch (error) {
    if (eip1193ErrorCode(error) !== UNRECOGNIZED_CHAIN_CODE) throw error;
  }
  const { blockExplorerUrls, ...rest } = chain;
  await provider.request({
    method: "wallet_addEthereumChain",
    params: [{ ...rest, chainId, ...(blockExplorerUrls ? { blockExplorerUrls } : {}) }],
  });
  // Some wallets add the chain without switching to it: ask once more when that happened.
  const current = await provider.request({ method: "eth_chainId" });
  if (current !== chainId) await provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId }] });
}

/**
 * Moves the wallet to `chain`: wallet_switchEthereumChain, and wallet_addEthereumChain first
 * when the wallet does not know the chain (error 4902). A decline is CHAIN_USER_REJECTED.
 * @example await switchChain(window.ethereum, { chainId: 11155111, chainName: "Sepolia", ... });
 */
export function switchChain(provider: Eip1193Provider, chain: AddChainParameters): ResultAsync<void, ChainError> {
  return ResultAsync.fromPromise(switchOrAdd(provider, chain), toChainError);
}
