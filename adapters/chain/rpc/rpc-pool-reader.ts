import { Interface } from "ethers";
import type { ResultAsync } from "neverthrow";
import type { ChainError } from "../../../core/ports/chain.errors";
import type { Address } from "../../../core/ports/chain.port";
import type { PoolReserves, PoolSnapshot } from "../../../core/ports/quote-reader.port";
import { rpcBatch, type RpcNodes, type RpcAnswer } from "./json-rpc-batch";

/** A pool the reader watches: the venue (router proxy index) it trades on, its address and tokens. */
export type WatchedPool = Readonly<{ proxyIndex: number; address: Address; tokenA: Address; tokenB: Address }>;

// The router's admin views and the pair view both pool kinds share (KulPair returns two words,
// Uniswap V2 pairs a third, the timestamp, which is ignored).
const views = new Interface([
  "function partners(uint256 index) view returns (address wallet, uint256 feeBps, string name)",
  "function tradingProxies(uint256 index) view returns (string name, bool enabled, address proxy)",
  "function getReserves() view returns (uint112 reserve0, uint112 reserve1)",
]);

const hex = (n: bigint) => `0x${n.toString(16)}`;

function decode(name: string, answer: RpcAnswer | undefined): readonly unknown[] | null {
  if (answer === undefined || !answer.ok || typeof answer.result !== "string" || answer.result === "0x") return null;
  try {
    return [...views.decodeFunctionResult(name, answer.result)];
  } catch {
    return null;
  }
}

/**
 * Everything the router's quote views read, in ONE JSON-RPC batch at `blockNumber`: the partner's
 * fee, whether each venue is enabled, and every watched pool's reserves (a pool that does not
 * answer is left out, as a venue without that pool quotes 0).
 */
export function readPoolSnapshot(
  config: Readonly<{ url: string | RpcNodes; router: Address; timeoutMs: number; proxyIndexes: readonly number[]; pools: readonly WatchedPool[] }>,
  partnerIndex: number,
  blockNumber: bigint,
): ResultAsync<PoolSnapshot, ChainError> {
  const call = (to: Address, data: string) => ({ method: "eth_call", params: [{ to, data }, hex(blockNumber)] });
  const calls = [
    call(config.router, views.encodeFunctionData("partners", [BigInt(partnerIndex)])),
    ...config.proxyIndexes.map((i) => call(config.router, views.encodeFunctionData("tradingProxies", [BigInt(i)]))),
    ...config.pools.map((pool) => call(pool.address, views.encodeFunctionData("getReserves", []))),
  ];
  return rpcBatch(config.url, calls, config.timeoutMs).map((answers) => {
    const partner = decode("partners", answers[0]);
    const enabled = config.proxyIndexes.map((_, i) => decode("tradingProxies", answers[1 + i])?.[1] === true);
    const reserves = config.pools.map((pool, i): PoolReserves | null => {
      const words = decode("getReserves", answers[1 + config.proxyIndexes.length + i]);
      if (words === null) return null;
      // Pairs order their tokens by address (token0 < token1).
      const [token0, token1] = BigInt(pool.tokenA) < BigInt(pool.tokenB) ? [pool.tokenA, pool.tokenB] : [pool.tokenB, pool.tokenA];
      return { token0, token1, reserve0: words[0] as bigint, reserve1: words[1] as bigint };
    });
    return {
      feeBps: partner === null ? null : (partner[1] as bigint),
      venues: config.proxyIndexes.map((proxyIndex, v) => ({
        proxyIndex,
        enabled: enabled[v]!,
        pools: reserves.filter((r, i): r is PoolReserves => r !== null && config.pools[i]!.proxyIndex === proxyIndex),
      })),
    };
  });
}
