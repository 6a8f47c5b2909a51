// Best-rate benchmark at mainnet size (`npm run bench:quote`, run with tsx): the 36 listed assets of
// the spec on six venues of three kinds (tests/bench/market: two local AMM venues, Uniswap V2 and the
// three Uniswap V3 fee tiers,
// seeded at market-like prices and depths, two tokens reachable only through USDC), served by the
// real server (startServer, in a process of its own) reading an in-process Hardhat node over
// JSON-RPC. Under loopback load (autocannon, 50 connections) it measures
// GET /rate/best-rate/toAmount with a new question on every request (twelve pairs in turn, a new
// amount each time, so no answer comes from the cache) against the same questions sent straight
// to the router's quote view as one eth_call each (the route the server chose, at the latest
// block). It prints p50, p99 and errors, the ratio best-rate p50 / eth_call p50 (target at most
// 1.0), and the server's memory at the end of the load. The reverse question (least from-amount
// for a wanted to-amount) is measured beside it. BENCH_DURATION (seconds, default 10) and
// BENCH_CONNECTIONS (default 50) tune a run; each load first runs BENCH_WARMUP seconds (default 2)
// unmeasured; BENCH_SERVER_PROFILE=<dir> writes the server's CPU profile there (node --cpu-prof).
// The market's venues are built by tests/bench/market: a new venue kind is one more VenueKind
// named in the plan.
import autocannon from "autocannon";
import { BrowserProvider, Interface, JsonRpcSigner } from "ethers";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { bestRateResponseSchema } from "../../adapters/api-contract/market.schema";
import { ROUTER_ABI } from "../../adapters/chain/shared/abi";
import { quoteCall } from "../../adapters/chain/shared/router-calls";
import { bestRateOf } from "../../adapters/http-client/market.client";
import { amountForUsd } from "../../contracts/deploy/local-assets";
import { hardhatEnv } from "../conformance/hardhat-env";
import { startBenchServer, type MemoryFigures, type ServerMemory } from "./market/bench-server";
import { deployMainnetMarket, MAINNET_VENUES, type MarketDeployment } from "./market/mainnet-market";
import { printSummary } from "./summary";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);
/** Each question sells about this many US dollars of its from-token (or asks for as much of its to-token). */
const QUESTION_USD = 2_000n;
/** The pairs asked in turn: direct pools, splits, hops through ether and through USDC (HT and WFLOW have no ether pool). */
const PAIRS: readonly (readonly [string, string])[] = [
  ["ETH", "DAI"],
  ["ETH", "WBTC"],
  ["USDC", "ETH"],
  ["LINK", "MKR"],
  ["SHIB", "USDT"],
  ["ETH", "HT"],
  ["WFLOW", "UNI"],
  ["SLP", "ETH"],
  ["AAVE", "YFI"],
  ["GALA", "USDC"],
  ["MATIC", "GRT"],
  ["USDT", "DAI"],
];
/** The figure the issue targets: best-rate p50 at most one direct router eth_call's p50. */
const TARGET_RATIO = 1.0;

type Row = { load: string; "req/s": number; "p50 ms": number; "p99 ms": number; requests: number; "non-2xx": number; errors: number; "node calls / answer": string };

/** Counts the node's calls (JSON-RPC methods, a batch counted call by call) during one load. */
type NodeCalls = Readonly<{ reset(): void; methods: readonly string[] }>;

async function measure(load: string, options: autocannon.Options, node: NodeCalls): Promise<Row> {
  // Unmeasured first: the code on the path is compiled and the heap grown before the figures count.
  if (WARMUP_S > 0) await autocannon({ connections: CONNECTIONS, duration: WARMUP_S, ...options });
  node.reset();
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const byMethod = new Map<string, number>();
  for (const method of node.methods) byMethod.set(method, (byMethod.get(method) ?? 0) + 1);
  const perAnswer = [...byMethod].map(([method, count]) => `${(count / Math.max(1, result.requests.total)).toFixed(3)} ${method}`).join(", ");
  return {
    load,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    requests: result.requests.total,
    "non-2xx": result.non2xx,
    errors: result.errors,
    "node calls / answer": perAnswer || "0",
  };
}

/** A question's amount in base units of `code`: about QUESTION_USD at its seeded price. */
function amountOf(market: MarketDeployment, code: string): bigint {
  const token = market.tokens[code]!;
  return amountForUsd(QUESTION_USD, token.seedUsdPrice, token.decimals);
}

/** The eth_call body asking the router's quote view what the server's answer to `path` routes (at the latest block). */
async function directBody(base: string, router: string, query: string): Promise<string> {
  const response = await fetch(`${base}${query}`);
  if (!response.ok) throw new Error(`${query} answered ${response.status}: ${await response.text()}`);
  const answer = bestRateOf(bestRateResponseSchema.parse(await response.json()));
  const { trade } = answer.speeds.STD;
  const call = quoteCall({ src: trade.parts[0]!.hops[0]!.src, dest: trade.parts[0]!.hops.at(-1)!.dest, route: trade.route, partnerIndex: answer.partnerIndex });
  const data = new Interface(ROUTER_ABI).encodeFunctionData(call.functionName, call.args);
  return JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_call", params: [{ to: router, data }, "latest"] });
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const figures = (m: MemoryFigures) => `RSS ${mb(m.rss)}, heap ${mb(m.heapUsed)} used of ${mb(m.heapTotal)}`;
const memoryLine = (m: ServerMemory) => `${figures(m.atEnd)}${m.afterGc === null ? "" : ` (after a full GC: ${figures(m.afterGc)})`}`;

async function main(): Promise<void> {
  const started = Date.now();
  const env = await hardhatEnv();
  const rpc = await env.serve();
  const signer = new JsonRpcSigner(new BrowserProvider(env.node, undefined, { pollingInterval: 20, cacheTimeout: -1 }), env.accounts[0]!);
  const market = await deployMainnetMarket(env.node, signer, env.deployment);
  const dir = await mkdtemp(path.join(tmpdir(), "kul-quote-bench-"));
  await writeFile(path.join(dir, `${market.chainId}.json`), JSON.stringify(market));
  const deployedIn = Date.now() - started;
  const server = await startBenchServer({ ENVIRONMENT: "local", HOST: "127.0.0.1", PORT: "0", DATA_DIR: path.join(dir, "data"), DEPLOYMENTS_DIR: dir, RPC_URL: rpc.url, LOG_LEVEL: "silent", LOG_FILE: path.join(dir, "server.log") });
  try {
    const base = `${server.origin}/v1/api`;
    const sell = PAIRS.map(([from, to]) => ({ from, to, amount: amountOf(market, from) }));
    const buy = PAIRS.map(([from, to]) => ({ from, to, amount: amountOf(market, to) }));
    const sellPath = (i: number, extra: bigint) => `/rate/best-rate/toAmount?from=${sell[i]!.from}&to=${sell[i]!.to}&fromAmount=${sell[i]!.amount + extra}`;
    const buyPath = (i: number, extra: bigint) => `/rate/best-rate/fromAmount?from=${buy[i]!.from}&to=${buy[i]!.to}&toAmount=${buy[i]!.amount + extra}`;
    // Every question answers before the load (and gives the route its direct eth_call asks about).
    const direct = await Promise.all(PAIRS.map((_, i) => directBody(base, market.router, sellPath(i, 0n))));
    for (let i = 0; i < PAIRS.length; i++) {
      const check = await fetch(`${base}${buyPath(i, 0n)}`);
      if (!check.ok) throw new Error(`${buyPath(i, 0n)} answered ${check.status}: ${await check.text()}`);
    }

    const pools = market.venues.reduce((n, v) => n + Object.keys(v.pairs).length, 0);
    console.log(
      `Best-rate benchmark: ${Object.keys(market.tokens).length} assets, ${market.venues.length} venues (${MAINNET_VENUES.map((v) => `${v.name}: ${v.kind.kind}`).join(", ")}), ${pools} pools, deployed in ${(deployedIn / 1000).toFixed(1)} s`,
    );
    console.log(`${CONNECTIONS} connections, ${DURATION_S} s per load, ${PAIRS.length} pairs in turn, real server in its own process, in-process Hardhat over loopback JSON-RPC`);
    let n = 0;
    const turn = () => (n += 1);
    // The next pair in turn, its amount raised by one more base unit: never a question asked before.
    const everyTime = (pathOf: (i: number, extra: bigint) => string): autocannon.Request => ({
      setupRequest: (req) => {
        const i = turn();
        return { ...req, path: `/v1/api${pathOf(i % PAIRS.length, BigInt(i))}` };
      },
    });
    const rows = [
      await measure(
        "direct router quote (1 eth_call)",
        { url: rpc.url, method: "POST", headers: { "content-type": "application/json" }, requests: [{ setupRequest: (req) => ({ ...req, body: direct[turn() % direct.length] }) }] },
        env.wallet,
      ),
      await measure("best rate, new question each time", { url: `${base}${sellPath(0, 0n)}`, requests: [everyTime(sellPath)] }, env.wallet),
      await measure("best rate by to-amount, new question each time", { url: `${base}${buyPath(0, 0n)}`, requests: [everyTime(buyPath)] }, env.wallet),
    ];
    const memory = await server.memory();
    console.table(rows);
    console.log(`server memory at the end of the load: ${memoryLine(memory)}`);

    const [call, sellRow, buyRow] = rows as [Row, Row, Row];
    const ratio = (row: Row) => (call["p50 ms"] > 0 ? row["p50 ms"] / call["p50 ms"] : Number.POSITIVE_INFINITY);
    const errors = (row: Row) => row["non-2xx"] + row.errors;
    const ratioLine = (figure: string, row: Row) => ({
      figure,
      target: `at most ${TARGET_RATIO.toFixed(1)}`,
      measured: `${ratio(row).toFixed(2)} (${row["p50 ms"]} ms / ${call["p50 ms"]} ms; p99 ${row["p99 ms"]} ms, ${errors(row)} errors)`,
      met: ratio(row) <= TARGET_RATIO && errors(row) === 0,
    });
    printSummary([
      ratioLine(`best-rate p50 / direct router eth_call p50, 36 assets on ${MAINNET_VENUES.length} venues`, sellRow),
      ratioLine("best-rate by to-amount p50 / direct router eth_call p50", buyRow),
    ]);
    if (rows.some((row) => errors(row) > 0)) process.exitCode = 1;
  } finally {
    await server.stop();
    await rpc.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
