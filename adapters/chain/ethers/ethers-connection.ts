import { BrowserProvider, FetchRequest, Interface, JsonRpcProvider, Network, Wallet, type JsonRpcApiProvider, type Log, type Signer } from "ethers";
import { chainUnsupportedNetwork } from "../../../core/ports/chain.errors";
import type { Address, Hash, TradeEvent } from "../../../core/ports/chain.port";
import { ERC20_ABI, ERRORS_ABI, ROUTER_ABI } from "../shared/abi";
import { MULTICALL3_ABI } from "../shared/multicall3";
import { DEFAULT_POLLING_INTERVAL_MS, DEFAULT_RPC_TIMEOUT_MS, rpcNodesOf, type ChainAdapterConfig, type ChainDeployment, type ChainSource } from "../shared/config";
import { fallbackFetch, rpcBudgetMs } from "../shared/rpc-fallback";
import { ChainFailure, type DecodedRevert } from "../shared/failure";

/** A live ethers connection to a supported network. */
export type EthersConnection = Readonly<{
  provider: JsonRpcApiProvider;
  signer: () => Promise<Signer>;
  deployment: ChainDeployment;
}>;

/** The contract interfaces, built once. */
export const routerInterface = new Interface(ROUTER_ABI);
export const multicall3Interface = new Interface(MULTICALL3_ABI);
export const erc20Interface = new Interface(ERC20_ABI);
const errorsInterface = new Interface(ERRORS_ABI);

/** Decodes revert data (custom errors, Error(string), Panic) with ethers. */
export function decodeRevertWithEthers(data: `0x${string}`): DecodedRevert | null {
  try {
    const parsed = errorsInterface.parseError(data);
    return parsed ? { name: parsed.name, args: [...parsed.args] } : null;
  } catch {
    return null;
  }
}

/**
 * The HTTP request ethers sends JSON-RPC with: to `source.url`, or, with fallbacks or retries,
 * through fallbackFetch over the ordered list (ethers' own timeout then covers the whole list).
 */
function fetchRequestFor(source: Extract<ChainSource, { kind: "RPC" }>): FetchRequest {
  const request = new FetchRequest(source.url);
  const timeoutMs = source.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS;
  const nodes = rpcNodesOf(source);
  request.timeout = timeoutMs;
  if (nodes === null) return request;
  const options = { timeoutMs, ...source.retry };
  const send = fallbackFetch(nodes, options);
  request.timeout = rpcBudgetMs(nodes.length, options);
  request.getUrlFunc = async (req) => {
    // A JSON-RPC body is UTF-8 JSON text.
    const response = await send(req.url, { method: req.method, headers: req.headers, body: req.body === null ? undefined : new TextDecoder().decode(req.body) });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    return { statusCode: response.status, statusMessage: response.statusText, headers, body: new Uint8Array(await response.arrayBuffer()) };
  };
  return request;
}

/**
 * A read-only ethers provider over an ordered list of nodes (the first that answers serves each
 * request, with retries), its network fixed so no request is spent asking for it.
 * @example const provider = jsonRpcProviderFor(["https://rpc-1.example", "https://rpc-2.example"]);
 */
export function jsonRpcProviderFor(urls: readonly string[], options: Readonly<{ timeoutMs?: number; batch?: boolean }> = {}): JsonRpcProvider {
  const request = fetchRequestFor({ kind: "RPC", url: urls[0]!, fallbackUrls: urls.slice(1), privateKey: `0x${"0".repeat(64)}`, timeoutMs: options.timeoutMs });
  return new JsonRpcProvider(request, undefined, { staticNetwork: true, ...(options.batch === false ? { batchMaxCount: 1 } : {}) });
}

async function rawChainId(source: ChainSource): Promise<number> {
  if (source.kind === "EIP1193") return Number(await source.provider.request({ method: "eth_chainId" }));
  const request = fetchRequestFor(source);
  request.body = { jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] };
  const response = await request.send();
  response.assertOk();
  return Number((response.bodyJson as { result: string }).result);
}

/**
 * Connects once: reads the chain id, refuses unsupported networks, then builds a provider with
 * that network fixed, so ethers sends no extra eth_chainId with every call (one request per read).
 */
export async function connectEthers(source: ChainSource, config: ChainAdapterConfig): Promise<EthersConnection> {
  const chainId = await rawChainId(source);
  const deployment = config.deployments.find((d) => d.chainId === chainId);
  if (!deployment) throw new ChainFailure(chainUnsupportedNetwork(chainId, config.deployments.map((d) => d.chainId)));
  const network = new Network(deployment.name, chainId);
  const options = { staticNetwork: network, cacheTimeout: -1, pollingInterval: config.pollingIntervalMs ?? DEFAULT_POLLING_INTERVAL_MS };
  if (source.kind === "EIP1193") {
    const provider = new BrowserProvider(source.provider, network, options);
    return { provider, signer: () => provider.getSigner(), deployment };
  }
  const provider = new JsonRpcProvider(fetchRequestFor(source), network, { ...options, batchMaxCount: 1 });
  const wallet = new Wallet(source.privateKey, provider);
  return { provider, signer: async () => wallet, deployment };
}

/** Topic of the router's Trade event. */
export const tradeTopic = routerInterface.getEvent("Trade")!.topicHash;

/** A Trade event log decoded into the port's shape. */
export function toTradeEvent(log: Log): TradeEvent {
  const { args } = routerInterface.parseLog({ topics: [...log.topics], data: log.data })!;
  return {
    srcAsset: args[0] as Address,
    srcAmount: args[1] as bigint,
    destAsset: args[2] as Address,
    destAmount: args[3] as bigint,
    trader: args[4] as Address,
    fee: args[5] as bigint,
    transactionHash: log.transactionHash as Hash,
    blockNumber: BigInt(log.blockNumber),
    logIndex: log.index,
  };
}
