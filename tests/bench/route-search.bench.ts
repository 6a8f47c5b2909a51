// Route search micro-benchmark (`npm run bench:route`, run with tsx): the pool search of the best
// rate (core/market/local-search.ts) on one snapshot of six venues of three kinds and depths for
// ETH/DAI, with USDC pools for two-hop paths, gas weighed at 20 gwei: the time of one forward
// question (sell 50 ETH; a multi-path trade through USDC pays), a small one (0.1 ETH, where no
// multi-path search pays) and one reverse question (receive 150,000 DAI), each the median of many
// runs after a warm-up, and how many quotes the optimal split asks of each venue. The question is
// answered as the server answers it: the pair priced once per block, then only amounts change.
import { performance } from "node:perf_hooks";
import { ETH } from "../../core/exchange/tokens";
import { bestForwardLocally, leastAmountLocally, localPair, reversePair } from "../../core/market/local-search";
import { ROUTER_BASE_GAS, swapGas, type MarketVenue } from "../../core/market/market-network";
import { optimalSplit } from "../../core/market/optimal-split";
import { legsOf, netOfFee, poolBook, quoteAlongLegs } from "../../core/market/pool-quote";
import { routeShapes } from "../../core/market/route-shapes";
import type { PoolSnapshot } from "../../core/ports/quote-reader.port";
import { printSummary } from "./summary";

const E18 = 10n ** 18n;
const RUNS = Number(process.env.BENCH_RUNS ?? 2_000);
/** A question must cost well under one loopback router eth_call (milliseconds) to keep best-rate p50 below it. */
const TARGET_MS = 1;
const WETH = "0x00000000000000000000000000000000000000e1" as const;
const DAI = { code: "DAI", name: "Dai", address: "0x00000000000000000000000000000000000000d1", decimals: 18 } as const;
const USDC = "0x00000000000000000000000000000000000000c1" as const;
const KINDS = ["kul-amm", "kul-amm", "uniswap-v2", "uniswap-v2", "uniswap-v3", "uniswap-v3"] as const;
const venues: MarketVenue[] = KINDS.map((kind, i) => ({ proxyIndex: i, name: `${kind} ${i}`, kind }));
/** ETH/DAI depth (ETH) and price (DAI per ETH) per venue; USDC pools on the first two. */
const DEPTHS = [[5_000n, 3_000n], [1_200n, 3_010n], [800n, 2_995n], [150n, 3_020n], [2_500n, 3_005n], [40n, 3_040n]] as const;
const snapshot: PoolSnapshot = {
  feeBps: 25n,
  venues: DEPTHS.map(([eth, price], i) => ({
    proxyIndex: i,
    enabled: true,
    pools: [
      { token0: WETH, token1: DAI.address, reserve0: eth * E18, reserve1: eth * price * E18 },
      ...(i < 2 ? [{ token0: WETH, token1: USDC, reserve0: eth * E18, reserve1: eth * price * 10n ** 6n }, { token0: DAI.address, token1: USDC, reserve0: 10_000_000n * E18, reserve1: 10_000_000n * 10n ** 6n }] : []),
    ],
  })),
};

function median(run: () => unknown): number {
  for (let i = 0; i < Math.min(200, RUNS); i++) run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

function main(): void {
  const book = poolBook(snapshot, WETH);
  const costs = { baseGas: ROUTER_BASE_GAS, swapGas: (i: number) => swapGas(venues, i), weiPerGas: 20n * 10n ** 9n };
  const shapes = routeShapes({ src: ETH.address, dest: DAI.address, proxyIndexes: venues.map((v) => v.proxyIndex), intermediates: [ETH.address, USDC] });
  const pair = localPair(book, ETH, DAI, shapes, costs);
  const back = reversePair(pair);
  const sell = 50n * E18;
  const wanted = 150_000n * E18;
  const forward = bestForwardLocally(pair, sell)!;
  const reverse = leastAmountLocally(pair, wanted, back)!;
  const forwardMs = median(() => bestForwardLocally(pair, sell));
  // A small sale: the best route's price impact is too small for a multi-path trade to pay, so none is searched.
  const small = E18 / 10n;
  const smallMs = median(() => bestForwardLocally(pair, small));
  const reverseMs = median(() => leastAmountLocally(pair, wanted, back));
  const pricingMs = median(() => localPair(book, ETH, DAI, shapes, costs));
  // Quotes the optimal split asks of each venue for the forward question.
  let quotes = 0;
  const split = venues.map((v) => {
    const legs = legsOf(book, { src: ETH.address, dest: DAI.address, route: { kind: "SINGLE", proxyIndex: v.proxyIndex, srcAmount: 1n } });
    return { proxyIndex: v.proxyIndex, gross: (x: bigint) => (quotes++, quoteAlongLegs(0n, legs, x)), gasValue: pair.gasValue(costs.swapGas(v.proxyIndex)) };
  });
  optimalSplit(split, sell, (g) => netOfFee(g, 25n));
  const describe = (f: typeof forward) => {
    const { shape } = f.best;
    if (shape.kind === "SPLIT") return `split over ${shape.proxyIndexes.join(", ")}`;
    if (shape.kind === "PATHS") return `paths ${shape.paths.map((p) => p.steps.map((s) => s.proxyIndexes.join("+")).join(" > ")).join(" | ")}`;
    return shape.kind;
  };
  console.log(`forward: ${describe(forward)}, ${forward.best.out} DAI wei for ${sell}; reverse: ${describe(reverse)}, ${reverse.best.amount} ETH wei for ${reverse.best.out}; small forward: ${describe(bestForwardLocally(pair, small)!)}`);
  printSummary([
    { figure: "forward question, 6 venues (median)", target: `< ${TARGET_MS} ms`, measured: `${forwardMs.toFixed(3)} ms`, met: forwardMs < TARGET_MS },
    { figure: "forward question, 0.1 ETH, 6 venues (median)", target: `< ${TARGET_MS} ms`, measured: `${smallMs.toFixed(3)} ms`, met: smallMs < TARGET_MS },
    { figure: "reverse question, 6 venues (median)", target: `< ${TARGET_MS} ms`, measured: `${reverseMs.toFixed(3)} ms`, met: reverseMs < TARGET_MS },
    { figure: "pair priced once per block (median)", target: `< ${TARGET_MS} ms`, measured: `${pricingMs.toFixed(3)} ms`, met: pricingMs < TARGET_MS },
    { figure: "optimal split's quotes per venue (forward)", target: "tens", measured: (quotes / venues.length).toFixed(1), met: quotes / venues.length < 100 },
  ]);
}

main();
