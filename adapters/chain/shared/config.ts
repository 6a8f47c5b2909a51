import type { Address, Hash } from "../../../core/ports/chain.port";
import type { Eip1193Provider } from "../wallet/eip1193";
import type { RpcRetryOptions } from "./rpc-fallback";

/** Where KUL Swap's contracts live on one network; balances and allowances are read through Multicall3 (its canonical address unless set). */
export type ChainDeployment = Readonly<{ chainId: number; name: string; router: Address; batchReader: Address; multicall3?: Address }>;

/** How an adapter reaches the chain: a browser wallet, or a node URL and a private key (CLI, server). */
export type ChainSource =
  | Readonly<{ kind: "EIP1193"; provider: Eip1193Provider }>
  | Readonly<{ kind: "RPC"; url: string; privateKey: Hash; timeoutMs?: number; fallbackUrls?: readonly string[]; retry?: Omit<RpcRetryOptions, "timeoutMs"> }>;

/** The RPC source's nodes in order when it has fallbacks or retries (then requests go through fallbackFetch), else null. */
export function rpcNodesOf(source: Extract<ChainSource, { kind: "RPC" }>): readonly string[] | null {
  return source.fallbackUrls === undefined && source.retry === undefined ? null : [source.url, ...(source.fallbackUrls ?? [])];
}

/** Options shared by both adapters. */
export type ChainAdapterConfig = Readonly<{
  /** The networks KUL Swap supports; any other chain id is CHAIN_UNSUPPORTED_NETWORK. */
  deployments: readonly ChainDeployment[];
  /** How often a sent transaction is re-checked (default 4 s; the spec's pending re-check is 10 s). */
  pollingIntervalMs?: number;
}>;

/** Default wait between receipt checks. */
export const DEFAULT_POLLING_INTERVAL_MS = 4_000;
/** Default node timeout for the URL source. */
export const DEFAULT_RPC_TIMEOUT_MS = 30_000;
