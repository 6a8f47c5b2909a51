import {
  createPublicClient,
  createWalletClient,
  custom,
  decodeErrorResult,
  defineChain,
  http,
  parseAbi,
  type Account,
  type Chain,
  type PublicClient,
  type Transport,
  type WalletClient,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { ResultAsync } from "neverthrow";
import { chainUnsupportedNetwork, type ChainError } from "../../../core/ports/chain.errors";
import type { Address } from "../../../core/ports/chain.port";
import { ERC20_ABI, ERRORS_ABI, ROUTER_ABI } from "../shared/abi";
import { MULTICALL3_ABI } from "../shared/multicall3";
import { DEFAULT_POLLING_INTERVAL_MS, DEFAULT_RPC_TIMEOUT_MS, rpcNodesOf, type ChainAdapterConfig, type ChainDeployment, type ChainSource } from "../shared/config";
import { fallbackFetch, rpcBudgetMs } from "../shared/rpc-fallback";
import { ChainFailure, toChainError, type DecodedRevert } from "../shared/failure";

/** A live viem connection to a supported network. */
export type ViemConnection = Readonly<{
  publicClient: PublicClient;
  walletClient: WalletClient;
  chain: Chain;
  account: () => Promise<Account | Address>;
  deployment: ChainDeployment;
}>;

/** The contract ABIs, parsed once. */
export const routerAbi = parseAbi(ROUTER_ABI);
export const multicall3Abi = parseAbi(MULTICALL3_ABI);
export const erc20Abi = parseAbi(ERC20_ABI);
const errorsAbi = parseAbi(ERRORS_ABI as readonly string[]);

/** Decodes revert data (custom errors, Error(string), Panic) with viem. */
export function decodeRevertWithViem(data: `0x${string}`): DecodedRevert | null {
  try {
    const { errorName, args } = decodeErrorResult({ abi: errorsAbi, data });
    return { name: errorName, args: [...((args ?? []) as readonly unknown[])] };
  } catch {
    return null;
  }
}

/** viem's HTTP transport to `source.url`, or, with fallbacks or retries, through fallbackFetch over the ordered list. */
function httpTransport(source: Extract<ChainSource, { kind: "RPC" }>): Transport {
  const timeoutMs = source.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS;
  const nodes = rpcNodesOf(source);
  if (nodes === null) return http(source.url, { timeout: timeoutMs, retryCount: 0 });
  const options = { timeoutMs, ...source.retry };
  return http(source.url, { timeout: rpcBudgetMs(nodes.length, options), retryCount: 0, fetchFn: fallbackFetch(nodes, options) });
}

/**
 * Connects once: reads the chain id, refuses unsupported networks, and builds clients without
 * retries or caching, so every port call is exactly the requests it needs.
 */
export async function connectViem(source: ChainSource, config: ChainAdapterConfig): Promise<ViemConnection> {
  const transport: Transport = source.kind === "EIP1193" ? custom(source.provider, { retryCount: 0 }) : httpTransport(source);
  const probe = createPublicClient({ transport });
  const chainId = await probe.getChainId();
  const deployment = config.deployments.find((d) => d.chainId === chainId);
  if (!deployment) throw new ChainFailure(chainUnsupportedNetwork(chainId, config.deployments.map((d) => d.chainId)));
  const chain = defineChain({
    id: chainId,
    name: deployment.name,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: source.kind === "RPC" ? [source.url] : [] } },
  });
  const clientOptions = { chain, transport, pollingInterval: config.pollingIntervalMs ?? DEFAULT_POLLING_INTERVAL_MS, cacheTime: 0 };
  const publicClient = createPublicClient(clientOptions) as PublicClient;
  const walletClient = createWalletClient(clientOptions);
  if (source.kind === "RPC") {
    const local = privateKeyToAccount(source.privateKey);
    return { publicClient, walletClient, chain, account: async () => local, deployment };
  }
  const account = async () => {
    const [first] = await walletClient.getAddresses();
    if (!first) throw Object.assign(new Error("The wallet has no connected account"), { code: 4100 });
    return first;
  };
  return { publicClient, walletClient, chain, account, deployment };
}

/** The address of a connection's account, local or in the wallet. */
export const addressOf = (account: Account | Address): Address => (typeof account === "string" ? account : account.address);

/** One connection made on first use and shared; a failed attempt is forgotten, so the next call tries again. */
export function lazyViemConnection(source: ChainSource, config: ChainAdapterConfig): () => Promise<ViemConnection> {
  let connection: Promise<ViemConnection> | undefined;
  return () => (connection ??= connectViem(source, config).catch((error: unknown) => ((connection = undefined), Promise.reject(error))));
}

/** `work` as a ResultAsync: a ChainFailure keeps its error, anything else (a revert with the router's custom error included) becomes a ChainError. */
export const runViem = <T>(work: () => Promise<T>): ResultAsync<T, ChainError> =>
  ResultAsync.fromPromise(work(), (error) => (error instanceof ChainFailure ? error.error : toChainError(error, decodeRevertWithViem)));
