// Best-rate benchmark (`npm run bench:quote`, run with tsx): p50, p99 and requests per second of
// GET /rate/best-rate/toAmount under loopback load (autocannon, 50 connections) against the real
// server reading an in-process Hardhat chain with the project's deployment over JSON-RPC, and the
// same figures for ONE direct router quote call (eth_call of getDestinationReturnAmount) sent to
// that node in the same run. The ratio best-rate p50 / direct-call p50 is the figure the issue
// targets (at most 3). Two best-rate loads: the same question repeated (answered from the
// per-block cache after the first), and a new amount on every request (every answer searched
// afresh on the block's pool snapshot, read in one batch per block; the router confirms each route
// with one view call the first time it is answered at a block). BENCH_DURATION (seconds, default
// 10) and BENCH_CONNECTIONS (default 50) tune a run. The server floor row is the cheapest route of
// the same server: best-rate p50 cannot fall below it.
import autocannon from "autocannon";
import { Interface } from "ethers";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROUTER_ABI } from "../../adapters/chain/shared/abi";
import { buildServer } from "../../adapters/server/app";
import { recordSummary } from "./summary";
import { marketFromDeployment, wireMarket } from "../../adapters/server/market-deps";
import { createMemoryPriceSnapshots } from "../../adapters/storage/memory/memory-price-snapshots";
import { hardhatEnv } from "../conformance/hardhat-env";
import { createTestDeps, testConfig } from "../integration/server-harness";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const E18 = 10n ** 18n;

type Row = { load: string; "req/s": number; "p50 ms": number; "p99 ms": number; requests: number; "non-2xx": number; errors: number };

async function measure(load: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    load,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    requests: result.requests.total,
    "non-2xx": result.non2xx,
    errors: result.errors,
  };
}

async function main(): Promise<void> {
  const env = await hardhatEnv();
  const rpc = await env.serve();
  const dataDir = await mkdtemp(path.join(tmpdir(), "kul-quote-bench-"));
  const config = testConfig(dataDir);
  const clock = { now: () => Date.now() };
  const { network, router, pools } = marketFromDeployment(env.deployment);
  const market = wireMarket({ rpcUrl: rpc.url, router, network, pools, clock, snapshots: createMemoryPriceSnapshots() });
  const app = await buildServer(createTestDeps(config, { clock, market }), config);
  try {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === "string") throw new Error("no TCP address");
    const base = `http://127.0.0.1:${address.port}/v1/api`;
    const eth = env.deployment.tokens.ETH!.address;
    const dai = env.deployment.tokens.DAI!.address;
    const data = new Interface(ROUTER_ABI).encodeFunctionData("getDestinationReturnAmount", [0n, eth, dai, E18, 0n]);
    const directBody = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_call", params: [{ to: router, data }, "latest"] });
    const bestRateUrl = `${base}/rate/best-rate/toAmount?from=ETH&to=DAI&fromAmount=${E18}`;

    const check = await fetch(bestRateUrl);
    if (!check.ok) throw new Error(`best rate answered ${check.status}: ${await check.text()}`);

    console.log(`Best-rate benchmark: ${CONNECTIONS} connections, ${DURATION_S} s per load, in-process Hardhat over loopback JSON-RPC`);
    let counter = 0n;
    const rows = [
      await measure("direct router quote (1 eth_call)", { url: rpc.url, method: "POST", headers: { "content-type": "application/json" }, body: directBody }),
      await measure("GET /assets/listed (server floor)", { url: `${base}/assets/listed` }),
      await measure("best rate, same question", { url: bestRateUrl }),
      await measure("best rate, new amount each time", {
        url: bestRateUrl,
        requests: [{ setupRequest: (req) => ({ ...req, path: `/v1/api/rate/best-rate/toAmount?from=ETH&to=DAI&fromAmount=${E18 + (counter += 1n)}` }) }],
      }),
      // The reverse question (least ETH for a wanted DAI amount): a search over amounts, still on the snapshot.
      await measure("best rate by to-amount, new amount each time", {
        url: bestRateUrl,
        requests: [{ setupRequest: (req) => ({ ...req, path: `/v1/api/rate/best-rate/fromAmount?from=ETH&to=DAI&toAmount=${3_000n * E18 + (counter += 1n)}` }) }],
      }),
    ];
    console.table(rows);
    const direct = rows[0]!["p50 ms"];
    const ratio = (row: Row) => (direct > 0 ? (row["p50 ms"] / direct).toFixed(2) : "n/a (direct p50 is 0 ms)");
    console.log(
      `ratio best-rate p50 / direct quote p50: same question ${ratio(rows[2]!)}, new amount each time ${ratio(rows[3]!)}, by to-amount ${ratio(rows[4]!)} (target <= 3); server floor ${ratio(rows[1]!)}`,
    );
    recordSummary([2, 3, 4].map((i) => ({ figure: `${rows[i]!.load} p50 / direct quote p50`, target: "<= 3", measured: ratio(rows[i]!), met: Number(ratio(rows[i]!)) <= 3 })), "quote");
    if (rows.some((row) => row["non-2xx"] > 0 || row.errors > 0)) process.exitCode = 1;
  } finally {
    await app.close();
    await rpc.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
