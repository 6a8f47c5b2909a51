import { AbiCoder, Interface } from "ethers";
import { z } from "zod";
import { okAsync, type ResultAsync } from "neverthrow";
import type { ChainError } from "../../../core/ports/chain.errors";
import type { Address } from "../../../core/ports/chain.port";
import type { PoolState, PoolSnapshot, UniswapV3PoolState, V3PoolRef, VenueV3Pool } from "../../../core/ports/quote-reader.port";
import { MAX_SQRT_PRICE, MAX_TICK, MAX_UINT128, MIN_SQRT_PRICE, MIN_TICK } from "../../../core/market/uniswap-v3/math";
import { rpcBatch, type RpcNodes, type RpcAnswer } from "./json-rpc-batch";
import { SNAPSHOT_QUERY_CREATION_CODE, SNAPSHOTS_SELECTOR } from "./uniswap-v3-snapshot-query.code";

/**
 * A pool the reader watches: the venue (router proxy index) it trades on, its kind (a constant
 * product: KUL AMM or Uniswap V2 pair; or a Uniswap V3 pool), its address and tokens.
 */
export type WatchedPool = Readonly<{ proxyIndex: number; kind: "constant-product" | "uniswap-v3"; address: Address; tokenA: Address; tokenB: Address }>;

/**
 * Bitmap words read on each side of a V3 pool's current word: 256 tick spacings each, so at
 * least a factor 1.0001^(4 * 256 * 10) ≈ 2.8 of price either way for the 0.05 % tier, far more
 * for the others. A swap going further is priced by the router, not the snapshot.
 */
export const V3_WORDS_EACH_SIDE = 4n;

/**
 * Words read on each side when a pool is read whole: every word of a pool at the 0.05 % tier or
 * coarser (693 words in all at spacing 10), and 2,049 of a 0.01 % pool's 6,932 (a factor of 1.23
 * in price either way), so one pool's read stays within a node's gas cap for a call.
 */
export const V3_WHOLE_WORDS_EACH_SIDE = 1024n;

// The router's admin views and the pair view both pool kinds share (KulPair returns two words,
// Uniswap V2 pairs a third, the timestamp, which is ignored).
const views = new Interface([
  "function partners(uint256 index) view returns (address wallet, uint256 feeBps, string name)",
  "function tradingProxies(uint256 index) view returns (string name, bool enabled, address proxy)",
  "function getReserves() view returns (uint112 reserve0, uint112 reserve1)",
]);

const hex = (n: bigint) => `0x${n.toString(16)}`;
const abi = AbiCoder.defaultAbiCoder();
const V3_ANSWER = ["bool[]", "tuple(address pool, uint160 sqrtPriceX96, int24 tick, uint128 liquidity, uint24 fee, int24 tickSpacing, int24 minTick, int24 maxTick, tuple(int24 tick, int128 liquidityNet)[] ticks)[]"];

const INT128 = 2n ** 127n;
/**
 * What a V3 snapshot must satisfy before the walk may trust it: a price within the pool's
 * bounds, a tick and a window inside the pool's ticks with the tick in the window, a fee below
 * 100 %, a positive spacing, and initialised ticks ascending, on the spacing, within the window.
 */
const v3Snapshot = z
  .object({
    pool: z.string(),
    sqrtPriceX96: z.bigint().min(MIN_SQRT_PRICE).max(MAX_SQRT_PRICE - 1n),
    tick: z.number().int().min(MIN_TICK).max(MAX_TICK),
    liquidity: z.bigint().min(0n).max(MAX_UINT128),
    fee: z.number().int().min(0).max(999_999),
    tickSpacing: z.number().int().min(1).max(16_383),
    minTick: z.number().int().min(MIN_TICK).max(MAX_TICK),
    maxTick: z.number().int().min(MIN_TICK).max(MAX_TICK),
    ticks: z.array(z.object({ tick: z.number().int(), liquidityNet: z.bigint().min(-INT128).max(INT128 - 1n) })),
  })
  .refine((s) => s.minTick <= s.tick && s.tick < s.maxTick)
  .refine((s) => s.ticks.every((t, i) => t.tick % s.tickSpacing === 0 && t.tick >= s.minTick && t.tick < s.maxTick && (i === 0 || s.ticks[i - 1]!.tick < t.tick)));

/** The deployless call's answer (its revert data), per requested pool: its validated snapshot, or null (no pool, a reverted read, a malformed answer). */
function decodeV3(answer: RpcAnswer | undefined, pools: readonly WatchedPool[]): readonly (z.infer<typeof v3Snapshot> | null)[] {
  const none = pools.map(() => null);
  // The query answers by reverting with Snapshots(found, snapshots); any other answer is no answer.
  const data = answer === undefined || answer.ok ? undefined : answer.revertData;
  if (data === undefined || !data.startsWith(SNAPSHOTS_SELECTOR)) return none;
  let found: unknown[];
  let snapshots: unknown[];
  try {
    const decoded = abi.decode(V3_ANSWER, `0x${data.slice(SNAPSHOTS_SELECTOR.length)}`);
    [found, snapshots] = [[...(decoded[0] as unknown[])], [...(decoded[1] as unknown[])]];
  } catch {
    return none;
  }
  if (found.length !== pools.length || snapshots.length !== pools.length) return none;
  return pools.map((pool, i) => {
    if (found[i] !== true) return null;
    const s = snapshots[i] as { pool: string; sqrtPriceX96: bigint; tick: bigint; liquidity: bigint; fee: bigint; tickSpacing: bigint; minTick: bigint; maxTick: bigint; ticks: { tick: bigint; liquidityNet: bigint }[] };
    const parsed = v3Snapshot.safeParse({
      pool: s.pool,
      sqrtPriceX96: s.sqrtPriceX96,
      tick: Number(s.tick),
      liquidity: s.liquidity,
      fee: Number(s.fee),
      tickSpacing: Number(s.tickSpacing),
      minTick: Number(s.minTick),
      maxTick: Number(s.maxTick),
      ticks: [...s.ticks].map((t) => ({ tick: Number(t.tick), liquidityNet: t.liquidityNet })),
    });
    return parsed.success && parsed.data.pool.toLowerCase() === pool.address.toLowerCase() ? parsed.data : null;
  });
}

function v3State(pool: WatchedPool, s: z.infer<typeof v3Snapshot>): UniswapV3PoolState {
  const [token0, token1] = ordered(pool);
  return { kind: "uniswap-v3", token0, token1, fee: s.fee, sqrtPriceX96: s.sqrtPriceX96, tick: s.tick, liquidity: s.liquidity, tickSpacing: s.tickSpacing, minTick: s.minTick, maxTick: s.maxTick, ticks: s.ticks };
}

const snapshotQuery = (pools: readonly WatchedPool[], wordsEachSide: bigint) =>
  SNAPSHOT_QUERY_CREATION_CODE + abi.encode(["address[]", "uint256"], [pools.map((p) => p.address), wordsEachSide]).slice(2);

/** The tokens of a pool in address order, as pairs and V3 pools order them (token0 < token1). */
function ordered(pool: WatchedPool): readonly [Address, Address] {
  return BigInt(pool.tokenA) < BigInt(pool.tokenB) ? [pool.tokenA, pool.tokenB] : [pool.tokenB, pool.tokenA];
}

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
 * fee, whether each venue is enabled, every watched constant-product pool's reserves, and every
 * watched Uniswap V3 pool's state through one eth_call without a recipient whose data is
 * UniswapV3SnapshotQuery's creation code (it deploys nothing, so it needs no contract of ours on
 * the chain read, and answers by reverting with the snapshots). A pool that does not answer, or
 * answers something malformed, is left out, as a venue without that pool quotes 0.
 */
export function readPoolSnapshot(
  config: Readonly<{ url: string | RpcNodes; router: Address; timeoutMs: number; proxyIndexes: readonly number[]; pools: readonly WatchedPool[]; v3WordsEachSide?: bigint }>,
  partnerIndex: number,
  blockNumber: bigint,
): ResultAsync<PoolSnapshot, ChainError> {
  const call = (to: Address, data: string) => ({ method: "eth_call", params: [{ to, data }, hex(blockNumber)] });
  const pairs = config.pools.filter((pool) => pool.kind !== "uniswap-v3");
  const v3 = config.pools.filter((pool) => pool.kind === "uniswap-v3");
  const query = snapshotQuery(v3, config.v3WordsEachSide ?? V3_WORDS_EACH_SIDE);
  const calls = [
    call(config.router, views.encodeFunctionData("partners", [BigInt(partnerIndex)])),
    ...config.proxyIndexes.map((i) => call(config.router, views.encodeFunctionData("tradingProxies", [BigInt(i)]))),
    ...pairs.map((pool) => call(pool.address, views.encodeFunctionData("getReserves", []))),
    ...(v3.length === 0 ? [] : [{ method: "eth_call", params: [{ data: query }, hex(blockNumber)] }]),
  ];
  return rpcBatch(config.url, calls, config.timeoutMs).map((answers) => {
    const partner = decode("partners", answers[0]);
    const enabled = config.proxyIndexes.map((_, i) => decode("tradingProxies", answers[1 + i])?.[1] === true);
    const first = 1 + config.proxyIndexes.length;
    const states: (readonly [WatchedPool, PoolState])[] = [];
    pairs.forEach((pool, i) => {
      const words = decode("getReserves", answers[first + i]);
      const [token0, token1] = ordered(pool);
      if (words !== null) states.push([pool, { kind: "constant-product", token0, token1, reserve0: words[0] as bigint, reserve1: words[1] as bigint }]);
    });
    decodeV3(answers[first + pairs.length], v3).forEach((s, i) => {
      if (s !== null) states.push([v3[i]!, v3State(v3[i]!, s)]);
    });
    return {
      feeBps: partner === null ? null : (partner[1] as bigint),
      venues: config.proxyIndexes.map((proxyIndex, v) => ({
        proxyIndex,
        enabled: enabled[v]!,
        pools: states.filter(([pool]) => pool.proxyIndex === proxyIndex).map(([, state]) => state),
      })),
    };
  });
}

/**
 * The watched Uniswap V3 pools among `refs` read whole (V3_WHOLE_WORDS_EACH_SIDE) at `blockNumber`:
 * one snapshot query per pool, so each stays within the node's gas cap for a call, all in ONE batch.
 * A ref that names no watched V3 pool, or a pool that does not answer, is left out.
 */
export function readWholeV3Pools(
  config: Readonly<{ url: string | RpcNodes; timeoutMs: number; pools: readonly WatchedPool[] }>,
  refs: readonly V3PoolRef[],
  blockNumber: bigint,
): ResultAsync<readonly VenueV3Pool[], ChainError> {
  const wanted = new Set(refs.map((r) => `${r.proxyIndex}:${r.token0.toLowerCase()}:${r.token1.toLowerCase()}`));
  const pools = config.pools.filter((pool) => {
    const [token0, token1] = ordered(pool);
    return pool.kind === "uniswap-v3" && wanted.has(`${pool.proxyIndex}:${token0.toLowerCase()}:${token1.toLowerCase()}`);
  });
  if (pools.length === 0) return okAsync([]);
  const calls = pools.map((pool) => ({ method: "eth_call", params: [{ data: snapshotQuery([pool], V3_WHOLE_WORDS_EACH_SIDE) }, `0x${blockNumber.toString(16)}`] }));
  return rpcBatch(config.url, calls, config.timeoutMs).map((answers) =>
    pools.flatMap((pool, i) => {
      const [s] = decodeV3(answers[i], [pool]);
      return s === null || s === undefined ? [] : [{ proxyIndex: pool.proxyIndex, pool: v3State(pool, s) }];
    }),
  );
}
