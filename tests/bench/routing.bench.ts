// Execution-quality benchmark (`npm run bench:routing`, run with tsx): how close the product's best
// rate comes to an independently computed optimum on the mainnet-size market of the quote bench
// (tests/bench/market: 36 assets; its venues and their kinds read from the deployments file, so
// any mix of KUL AMM, Uniswap V2 and Uniswap V3 fee-tier venues is measured the same way).
//
// Questions (routing/questions.ts): a fixed, seeded set of 240 sells over twelve pairs (majors,
// stable-stable, long tail, and pairs reachable only through hops such as HT and WFLOW), four per
// pair in each of five size bands log-spread from 100 to 5,000,000 US dollars, both ways.
//
// Our answer: the real server (its own process, reading an in-process Hardhat node over JSON-RPC)
// asked GET /rate/best-rate/toAmount once per question, one at a time, its latency timed. Its net is
// the to-amount it reports (after the platform fee) less the gas of the route it chose at the STD
// speed's fee it reports, valued in the to-token at the seed prices. Each chosen route is also sent
// to the router's quote view as one eth_call (timed, and its answer must equal the to-amount).
//
// Reference (routing/reference.ts, nothing from core/market): every pool's state read at the same
// block through the pools' own views (routing/pool-state.ts), each pool modelled alone
// (routing/pool-model.ts: constant product with its 0.3 % fee; V3 walked tick by tick), the
// candidate paths (each venue direct, two hops through ETH, USDC, USDT and DAI on every venue
// combination), the amount allocated greedily in 1/2000 slices to the path whose next slice gives
// the most (pools shared by paths re-quoted as they move), gas per swap by venue kind from
// `npm run bench:gas` at the same fee; the net optimum is the best of the greedy on all paths and
// on small subsets, each net of its gas. A second reference keeps to what the router carries in one
// trade (a split over direct venues, or one path of hops). Both share one gas model with our answer,
// so the ratios compare routes, not gas tables. The model is checked first against the router's
// own quotes for a few swaps of every venue (routing/self-check.ts).
//
// Printed per band: our net / reference net (p5, median), the same against the router-shaped
// reference, our net / best single-venue net (min), gas of the chosen routes (median), latency
// p50/p99; then the targets, recorded with recordSummary for `npm run bench`.
import { BrowserProvider, Interface, JsonRpcSigner } from "ethers";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { bestRateResponseSchema } from "../../adapters/api-contract/market.schema";
import { ROUTER_ABI } from "../../adapters/chain/shared/abi";
import { quoteCall } from "../../adapters/chain/shared/router-calls";
import { bestRateOf } from "../../adapters/http-client/market.client";
import { amountForUsd } from "../../contracts/deploy/local-assets";
import { routeSwaps } from "../../core/exchange/trade-route";
import { hardhatEnv } from "../conformance/hardhat-env";
import { startBenchServer } from "./market/bench-server";
import { deployMainnetMarket, type MarketDeployment } from "./market/mainnet-market";
import { deployV3Reader, readPools, type ModelPool, type ModelVenue } from "./routing/pool-state";
import { questionSet, BANDS, type Question } from "./routing/questions";
import { bestNet, bestRouterShape, bestSingleVenue, candidatePaths, GAS_BASE, GAS_PER_SWAP, type Valuation } from "./routing/reference";
import { checkModel } from "./routing/self-check";
import { least, quantile } from "./routing/stats";
import { printSummary } from "./summary";

/** The targets: our net against the reference's, at the 5th percentile and the median; never below the best single venue. */
const TARGET_P5 = 0.999;
const TARGET_MEDIAN = 0.9998;
/** "Never below" allows the model's float rounding against the router's integer amounts. */
const SINGLE_TOLERANCE = 1e-6;
/** Largest relative gap allowed between the pool model and the router's quote view. */
const MODEL_TOLERANCE = 1e-6;
/** Questions asked (with other amounts) before the measured ones, so the measured latency is warm. */
const WARMUP_QUESTIONS = 24;
const INTERMEDIATES = ["ETH", "USDC", "USDT", "DAI"];

/** One question's measured answer and the references. */
type Result = Readonly<{ q: Question; ours: number; ref: number; routerRef: number; single: number; gas: number; gasLimit: bigint; gasPrice: bigint; latencyMs: number; callMs: number; route: string; refPaths: readonly string[] }>;

async function main(): Promise<void> {
  const started = performance.now();
  const env = await hardhatEnv();
  const rpc = await env.serve();
  const provider = new BrowserProvider(env.node, undefined, { pollingInterval: 20, cacheTimeout: -1 });
  const signer = new JsonRpcSigner(provider, env.accounts[0]!);
  const market = await deployMainnetMarket(env.node, signer, env.deployment);
  const v3Reader = await deployV3Reader(signer);
  const dir = await mkdtemp(path.join(tmpdir(), "kul-routing-bench-"));
  await writeFile(path.join(dir, `${market.chainId}.json`), JSON.stringify(market));
  const server = await startBenchServer({ ENVIRONMENT: "local", HOST: "127.0.0.1", PORT: "0", DATA_DIR: path.join(dir, "data"), DEPLOYMENTS_DIR: dir, RPC_URL: rpc.url, LOG_LEVEL: "silent", LOG_FILE: path.join(dir, "server.log") });
  try {
    const block = await provider.getBlockNumber();
    const { venues, pools } = await readPools(provider, market.venues, block, v3Reader);
    console.log(`Routing benchmark: ${Object.keys(market.tokens).length} assets, ${pools.length} pools on ${venues.length} venues (${venues.map((v) => `${v.name}: ${v.kind}${v.feeTier === null ? "" : ` ${v.feeTier}`}`).join(", ")}), block ${block}, set up in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const poolToken = (code: string) => (code === "ETH" ? market.weth : market.tokens[code]!.address);
    const byPoolToken = new Map(Object.values(market.tokens).map((t) => [t.address === market.ethAddress ? market.weth : t.address, t]));
    const tokenOf = (address: string) => {
      const t = byPoolToken.get(address)!;
      return { symbol: t.symbol, routerAddress: t.address, decimals: t.decimals, usd: Number(t.seedUsdPrice) };
    };
    const check = await checkModel(provider, market.router, { index: market.platform.partnerIndex, feeBps: market.platform.feeBps }, pools, tokenOf, block);
    const worst = check.reduce((w, r) => (r.relError > w.relError ? r : w), check[0]!);
    console.log(`Model self-check: ${check.length} one-venue swaps against the router's quote view, largest relative gap ${worst.relError.toExponential(2)} (${worst.venue}, ${worst.sell})`);

    const base = `${server.origin}/v1/api`;
    const ask = asker(base, market, rpc.url);
    for (const q of questionSet(0x5eed).slice(0, WARMUP_QUESTIONS)) await ask(q, block);
    const results: Result[] = [];
    for (const q of questionSet()) {
      const a = await ask(q, block);
      results.push(evaluate(q, a, market, venues, pools, poolToken));
    }
    report(results, check.length, worst.relError);
  } finally {
    await server.stop();
    await rpc.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A measured answer: `swaps` is the venue of every swap its route makes (a venue alone, each split
 * part, each hop, or each venue of each step of each path: a multi-path answer's hops carry their
 * weights, and consecutive hops with one src and dest are one step, each hop still one swap), and
 * `label` names the route's venues in its own shape.
 */
type Answered = Readonly<{ kind: string; amount: bigint; toAmount: bigint; gasPrice: bigint; gasLimit: bigint; swaps: readonly number[]; label: (name: (proxyIndex: number) => string) => string; latencyMs: number; callMs: number }>;

/** Asks the server one question (timed), then the router's quote view for the route it chose (timed, and checked against the answer). */
function asker(base: string, market: MarketDeployment, rpcUrl: string): (q: Question, block: number) => Promise<Answered> {
  const router = new Interface(ROUTER_ABI);
  return async (q, block) => {
    const token = market.tokens[q.from]!;
    const amount = amountForUsd(BigInt(q.usd), token.seedUsdPrice, token.decimals);
    const query = `/rate/best-rate/toAmount?from=${q.from}&to=${q.to}&fromAmount=${amount}`;
    const t0 = performance.now();
    const response = await fetch(`${base}${query}`);
    const body: unknown = await response.json();
    const latencyMs = performance.now() - t0;
    if (!response.ok) throw new Error(`${query} answered ${response.status}: ${JSON.stringify(body)}`);
    const answer = bestRateOf(bestRateResponseSchema.parse(body));
    if (answer.blockNumber !== BigInt(block)) throw new Error(`${query} answered at block ${answer.blockNumber}, the pools were read at ${block}`);
    const { trade, gasPrice, gasLimit } = answer.speeds.STD;
    const call = quoteCall({ src: trade.parts[0]!.hops[0]!.src, dest: trade.parts[0]!.hops.at(-1)!.dest, route: trade.route, partnerIndex: answer.partnerIndex });
    const data = router.encodeFunctionData(call.functionName, call.args);
    const t1 = performance.now();
    const reply = await fetch(rpcUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_call", params: [{ to: market.router, data }, "latest"] }) });
    const { result } = (await reply.json()) as { result?: string };
    const callMs = performance.now() - t1;
    const [quoted] = router.decodeFunctionResult(call.functionName, result ?? "0x") as unknown as [bigint];
    if (quoted !== trade.toAmount) throw new Error(`${query}: the router quotes ${quoted} for the chosen route, the answer says ${trade.toAmount}`);
    const { route } = trade;
    const swaps = routeSwaps(route);
    const label = (name: (proxyIndex: number) => string) =>
      route.kind === "PATHS" ? route.paths.map((p) => p.steps.map((step) => step.proxyIndexes.map(name).join(" + ")).join(" > ")).join(" | ") : swaps.map(name).join(", ");
    return { kind: trade.kind, amount, toAmount: trade.toAmount, gasPrice, gasLimit, swaps, label, latencyMs, callMs };
  };
}

function evaluate(q: Question, a: Answered, market: MarketDeployment, venues: readonly ModelVenue[], pools: readonly ModelPool[], poolToken: (code: string) => string): Result {
  const [eth, to] = [market.tokens.ETH!, market.tokens[q.to]!];
  const toPerWei = (Number(eth.seedUsdPrice) / Number(to.seedUsdPrice)) * 10 ** (to.decimals - 18);
  const v: Valuation = { gasValue: (gas) => gas * Number(a.gasPrice) * toPerWei, afterFee: (out) => out * (1 - market.platform.feeBps / 10_000) };
  const kind = (proxyIndex: number) => venues.find((x) => x.proxyIndex === proxyIndex)!.kind;
  // The reference's gas model for every route kind: the base and one swap per venue traded on, by kind (no per-path or per-step overhead, as the reference has none).
  const gas = GAS_BASE + a.swaps.reduce((g, i) => g + GAS_PER_SWAP[kind(i)], 0);
  const ours = Number(a.toAmount) - v.gasValue(gas);
  const symbolOf = (address: string) => (address === market.weth ? "ETH" : (Object.values(market.tokens).find((t) => t.address === address)?.symbol ?? address));
  const paths = candidatePaths(pools, poolToken(q.from), poolToken(q.to), INTERMEDIATES.map(poolToken), symbolOf);
  const amount = Number(a.amount);
  const [ref, routerRef, single] = [bestNet(pools, paths, amount, v), bestRouterShape(pools, paths, amount, v), bestSingleVenue(pools, paths, amount, v)];
  if (ref === null || routerRef === null || single === null) throw new Error(`no path for ${q.from} -> ${q.to}`);
  const route = `${a.kind}: ${a.label((i) => venues.find((x) => x.proxyIndex === i)!.name)}`;
  return { q, ours, ref: ref.net, routerRef: routerRef.net, single: single.net, gas, gasLimit: a.gasLimit, gasPrice: a.gasPrice, latencyMs: a.latencyMs, callMs: a.callMs, route, refPaths: ref.paths };
}

function report(results: readonly Result[], checked: number, modelGap: number): void {
  const fmt = (x: number) => x.toFixed(5);
  const row = (label: string, rs: readonly Result[]) => ({
    band: label,
    questions: rs.length,
    "ours/ref p5": fmt(quantile(rs.map((r) => r.ours / r.ref), 0.05)),
    "ours/ref median": fmt(quantile(rs.map((r) => r.ours / r.ref), 0.5)),
    "ours/ref max": fmt(Math.max(...rs.map((r) => r.ours / r.ref))),
    "ours/router-shaped ref p5": fmt(quantile(rs.map((r) => r.ours / r.routerRef), 0.05)),
    "ours/router-shaped ref median": fmt(quantile(rs.map((r) => r.ours / r.routerRef), 0.5)),
    "ours/best single venue min": fmt(least(rs.map((r) => r.ours / r.single))),
    "gas median": quantile(rs.map((r) => r.gas), 0.5),
    "answer gas limit median": quantile(rs.map((r) => Number(r.gasLimit)), 0.5),
    "latency p50 ms": quantile(rs.map((r) => r.latencyMs), 0.5).toFixed(2),
    "latency p99 ms": quantile(rs.map((r) => r.latencyMs), 0.99).toFixed(2),
  });
  const gwei = quantile(results.map((r) => Number(r.gasPrice)), 0.5) / 1e9;
  console.log(`Gas valued at the answers' STD fee (median ${gwei.toFixed(3)} gwei); our net and the references share one gas model (base ${GAS_BASE}, per swap ${Object.entries(GAS_PER_SWAP).map(([k, g]) => `${k} ${g}`).join(", ")})`);
  console.table([...BANDS.map((b) => row(b.label, results.filter((r) => r.q.band === b))), row("all", results)]);
  const furthest = BANDS.map((b) => results.filter((r) => r.q.band === b).reduce((w, r) => (r.ours / r.ref < w.ours / w.ref ? r : w)));
  console.log("Furthest from the reference in each band:");
  for (const r of furthest) console.log(`  ${r.q.band.label}: ${r.q.from} -> ${r.q.to}, ${r.q.usd.toLocaleString("en-US")} USD: ours/ref ${fmt(r.ours / r.ref)}, ours/router-shaped ${fmt(r.ours / r.routerRef)}, our route ${r.route}; reference: ${r.refPaths.join(" + ")}`);

  const ratios = results.map((r) => r.ours / r.ref);
  const [p5, median, vsSingle] = [quantile(ratios, 0.05), quantile(ratios, 0.5), least(results.map((r) => r.ours / r.single))];
  const [rateP50, callP50] = [quantile(results.map((r) => r.latencyMs), 0.5), quantile(results.map((r) => r.callMs), 0.5)];
  const n = results.length;
  printSummary([
    { figure: `reference pool model vs router quote view (${checked} swaps), largest relative gap`, target: `<= ${MODEL_TOLERANCE}`, measured: modelGap.toExponential(2), met: modelGap <= MODEL_TOLERANCE },
    { figure: `net after gas / reference optimum, p5 (${n} questions, 100 USD - 5M USD)`, target: `>= ${TARGET_P5}`, measured: fmt(p5), met: p5 >= TARGET_P5 },
    { figure: "net after gas / reference optimum, median", target: `>= ${TARGET_MEDIAN}`, measured: fmt(median), met: median >= TARGET_MEDIAN },
    { figure: "net after gas / best single venue, min", target: `>= 1 (to ${SINGLE_TOLERANCE})`, measured: fmt(vsSingle), met: vsSingle >= 1 - SINGLE_TOLERANCE },
    { figure: "best-rate p50 / one router eth_call p50 (one question at a time)", target: "<= 1.0", measured: `${(rateP50 / callP50).toFixed(2)} (${rateP50.toFixed(2)} ms / ${callP50.toFixed(2)} ms)`, met: rateP50 <= callP50 },
  ]);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
