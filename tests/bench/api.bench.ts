// API benchmark (`npm run bench:api`, run with tsx): requests per second and p99 latency, with
// autocannon on loopback against the real server with production-strength scrypt (N = 2^17), of
// the server floor GET /assets/listed (no token, no storage: the cheapest route), the
// authenticated reads GET /user/profile and GET /trade-history (a trader with 1,000 indexed trades,
// the history's first page of the current Bangkok month), and POST /user/loginWithEmailPassword.
// Storage: PostgreSQL when DATABASE_URL is set, else embedded PGlite in memory (BENCH_STORAGE=memory:
// the memory storage, to isolate the HTTP layer). Each authenticated read is summed up against the
// floor (req/s of the route / req/s of the floor, target at least 0.25). BENCH_DURATION (seconds,
// default 10) and BENCH_CONNECTIONS (default 10) tune a run.
import autocannon from "autocannon";
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createScryptPasswordHasher } from "../../adapters/crypto";
import { createFixedTradePrices } from "../../adapters/history/trade-prices";
import { buildServer } from "../../adapters/server/app";
import { wireMarket } from "../../adapters/server/market-deps";
import { createMemoryAccountStorage } from "../../adapters/storage/memory";
import { createMemoryPriceSnapshots } from "../../adapters/storage/memory/memory-price-snapshots";
import { createMemoryTradeStorage } from "../../adapters/storage/memory/memory-trades";
import { withReadCache } from "../../adapters/storage/read-cache";
import { openPgliteStorage } from "../../adapters/storage/sql/pglite-storage";
import { openPostgresStorage } from "../../adapters/storage/sql/postgres-storage";
import { MAINNET_TOKEN_ADDRESSES } from "../../core/exchange/mainnet-addresses";
import { buildTokenList } from "../../core/exchange/token-list";
import { tokenInfo } from "../../core/exchange/tokens";
import { historyQuery } from "../../core/history/history-query";
import type { AccountStorage } from "../../core/ports/account-storage.port";
import type { TradeRecord, TradeStoragePort } from "../../core/ports/trade-storage.port";
import { bangkokMonth } from "../../core/shared/bangkok-time";
import { OPEN_CAMPAIGN } from "../integration/history-fixtures";
import { createTestDeps, createTestUser, signInTestUser, testConfig, TEST_CAPTCHA_TOKEN } from "../integration/server-harness";
import { printSummary, type SummaryLine } from "./summary";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PASSWORD_HASH = createHash("sha256").update("Bench-Passw0rd!").digest("hex");
const LOGIN_ACCOUNTS = 4 * CONNECTIONS;
const HISTORY_TRADES = 1_000;
/** Turns of the floor and the authenticated reads (see measureInTurns). */
const ROUNDS = 5;
/** An authenticated read at least a quarter of the floor's req/s. */
const FLOOR_RATIO_TARGET = 0.25;
let next = 0;

type Row = { route: string; "req/s": number; "p50 ms": number; "p99 ms": number; requests: number; "non-2xx": number; errors: number };

async function measure(route: string, options: autocannon.Options, duration = DURATION_S): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration, ...options });
  return {
    route,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    requests: result.requests.total,
    "non-2xx": result.non2xx,
    errors: result.errors,
  };
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The routes of a ratio measured in turns (floor, route, route, floor, route...; ROUNDS rounds of
 * DURATION_S / ROUNDS each), so a change in the machine's load during the run weighs on the floor
 * and the routes alike. req/s over all rounds, p50 the median round's, p99 the worst round's.
 */
async function measureInTurns(routes: readonly Readonly<{ route: string; options: autocannon.Options }>[]): Promise<Row[]> {
  const rounds: Row[][] = routes.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, { route, options }] of routes.entries()) rounds[i]!.push(await measure(route, options, DURATION_S / ROUNDS));
  }
  return rounds.map((rows, i) => {
    const requests = rows.reduce((sum, row) => sum + row.requests, 0);
    return {
      route: routes[i]!.route,
      "req/s": Math.round(requests / DURATION_S),
      "p50 ms": median(rows.map((row) => row["p50 ms"])),
      "p99 ms": Math.max(...rows.map((row) => row["p99 ms"])),
      requests,
      "non-2xx": rows.reduce((sum, row) => sum + row["non-2xx"], 0),
      errors: rows.reduce((sum, row) => sum + row.errors, 0),
    };
  });
}

type BenchStorage = Readonly<{ name: string; storage: AccountStorage; trades: TradeStoragePort; close: () => Promise<void> }>;

async function openBenchStorage(): Promise<BenchStorage> {
  const url = process.env.DATABASE_URL;
  if (url) return { name: "PostgreSQL", ...(await openPostgresStorage(url)) };
  if (process.env.BENCH_STORAGE === "memory") return { name: "memory", storage: createMemoryAccountStorage(), trades: createMemoryTradeStorage(), close: async () => {} };
  // As the server opens PGlite (adapters/server/compose.ts): its hottest reads behind the read cache.
  const pglite = await openPgliteStorage();
  return { name: "PGlite in memory", ...pglite, ...withReadCache(pglite.storage, pglite.trades) };
}

/** The mainnet listed assets, for the floor route; no node behind it (the floor reads none). */
function benchMarket(clock: { now: () => number }) {
  const entries = Object.entries(MAINNET_TOKEN_ADDRESSES).map(([code, address]) => ({ code, address, ...tokenInfo(code) }));
  const tokens = buildTokenList(1, entries)._unsafeUnwrap();
  const network = {
    chainId: 1,
    tokens,
    venues: [{ proxyIndex: 0, name: "Uniswap V2" }],
    intermediates: [],
    partnerIndex: 0,
    wrappedEth: "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2" as const,
    stablecoin: "USDC",
    usdThb: "33.0",
  };
  return wireMarket({ rpcUrl: "http://127.0.0.1:9", router: "0x0000000000000000000000000000000000000001", network, pools: [], clock, snapshots: createMemoryPriceSnapshots() });
}

const PAIRS = [
  { from: { code: "ETH", address: "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee", decimals: 18 }, to: { code: "USDT", address: MAINNET_TOKEN_ADDRESSES.USDT!.toLowerCase(), decimals: 6 }, src: 35n * 10n ** 16n, rate: 3_000n },
  { from: { code: "USDC", address: MAINNET_TOKEN_ADDRESSES.USDC!.toLowerCase(), decimals: 6 }, to: { code: "DAI", address: MAINNET_TOKEN_ADDRESSES.DAI!.toLowerCase(), decimals: 18 }, src: 1_250n * 10n ** 6n, rate: 1n },
  { from: { code: "WBTC", address: MAINNET_TOKEN_ADDRESSES.WBTC!.toLowerCase(), decimals: 8 }, to: { code: "ETH", address: "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee", decimals: 18 }, src: 2n * 10n ** 6n, rate: 30n },
] as const;

/** `count` trades of one wallet, one every few minutes back from `newest` (unix seconds), over three pairs, amounts varying. */
function seedTrades(trader: string, count: number, newest: number, oldest: number): TradeRecord[] {
  const step = Math.max(1, Math.floor((newest - oldest) / count));
  return Array.from({ length: count }, (_, i) => {
    const pair = PAIRS[i % PAIRS.length]!;
    const src = pair.src + BigInt(i) * 1_000n;
    const dest = (src * pair.rate * 10n ** BigInt(pair.to.decimals)) / 10n ** BigInt(pair.from.decimals);
    const usdCents = BigInt(10_000 + ((i * 7_919) % 500_000));
    return {
      transactionHash: `0x${(0xbe_0000 + i).toString(16).padStart(64, "0")}`,
      logIndex: i % 3,
      blockNumber: 21_000_000n + BigInt(i) * 20n,
      blockTimestamp: newest - (count - 1 - i) * step,
      trader,
      fromToken: pair.from,
      toToken: pair.to,
      srcAmount: src,
      destAmount: dest - dest / 400n,
      fee: dest / 400n,
      usdCents,
      thbSatang: usdCents * 33n,
    };
  });
}

const ratioLine = (row: Row, floor: Row): SummaryLine => {
  const ratio = row["req/s"] / floor["req/s"];
  return {
    figure: `${row.route} req/s / ${floor.route} req/s, ${CONNECTIONS} connections`,
    target: `>= ${FLOOR_RATIO_TARGET.toFixed(2)}`,
    measured: `${row["req/s"]} / ${floor["req/s"]} = ${ratio.toFixed(3)}`,
    met: ratio >= FLOOR_RATIO_TARGET && row["non-2xx"] === 0 && row.errors === 0,
  };
};

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "kul-bench-"));
  const opened = await openBenchStorage();
  const config = testConfig(dataDir);
  const clock = { now: () => Date.now() };
  const history = { trades: opened.trades, prices: createFixedTradePrices([]), campaign: OPEN_CAMPAIGN };
  const deps = createTestDeps(config, { storage: opened.storage, clock, passwordHasher: createScryptPasswordHasher(), market: benchMarket(clock), history });
  const app = await buildServer(deps, config);
  try {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === "string") throw new Error("no TCP address");
    const base = `http://127.0.0.1:${address.port}/v1/api`;

    const { token } = await signInTestUser(deps);
    // The trader of the history: a linked wallet with 1,000 trades this Bangkok month, stored as the indexer stores them.
    const trader = await signInTestUser(deps);
    const wallet = "0x" + "7a".repeat(20);
    const now = clock.now();
    (await opened.trades.linkWallet({ address: wallet, userId: trader.user.id, connectionType: "MetaMask", updatedAt: now }))._unsafeUnwrap();
    const month = bangkokMonth(now);
    const rows = seedTrades(wallet, HISTORY_TRADES, Math.floor(now / 1000) - 60, Math.ceil(month.start / 1000));
    (await opened.trades.saveScan({ indexer: "router-trades", trades: rows, lastBlock: rows.at(-1)!.blockNumber }))._unsafeUnwrap();
    const q = historyQuery({}, now)._unsafeUnwrap();
    const historyUrl = `${base}/trade-history?startTimestamp=${q.startTimestamp}&endTimestamp=${q.endTimestamp}&limit=${q.limit}`;
    const firstPage = await fetch(historyUrl, { headers: { authorization: `Bearer ${trader.token}` } });
    const page = (await firstPage.json()) as { results?: unknown[] };
    if (!firstPage.ok || page.results?.length !== q.limit) throw new Error(`trade history answered ${firstPage.status} with ${page.results?.length ?? 0} trades`);

    // Logins go round a pool of accounts: the throttle counts each email's logins in flight, and
    // one email logged into by every connection at once would be refused as a burst.
    const passwordHash = await deps.passwordHasher.hash(PASSWORD_HASH);
    const loginUsers = await Promise.all(Array.from({ length: LOGIN_ACCOUNTS }, () => createTestUser(deps, { passwordHash })));
    const loginBodies = loginUsers.map((user) => JSON.stringify({ email: user.email, password: PASSWORD_HASH, rememberMe: false, recaptchaToken: TEST_CAPTCHA_TOKEN }));

    const check = await fetch(`${base}/user/loginWithEmailPassword`, { method: "POST", headers: { "content-type": "application/json" }, body: loginBodies[0] });
    if (!check.ok) throw new Error(`login answered ${check.status}: ${await check.text()}`);

    console.log(`API benchmark: ${CONNECTIONS} connections, ${DURATION_S} s per route (the floor and the authenticated reads in ${ROUNDS} turns), ${opened.name} storage, loopback`);
    const [floor, profile, tradeHistory] = (await measureInTurns([
      { route: "GET /assets/listed", options: { url: `${base}/assets/listed` } },
      { route: "GET /user/profile", options: { url: `${base}/user/profile`, headers: { authorization: `Bearer ${token}` } } },
      { route: "GET /trade-history", options: { url: historyUrl, headers: { authorization: `Bearer ${trader.token}` } } },
    ])) as [Row, Row, Row];
    const login = await measure("POST /user/loginWithEmailPassword", {
      url: `${base}/user/loginWithEmailPassword`,
      // A login costs about a third of a second of one core at N = 2^17; queued ones must not time out.
      timeout: 60,
      requests: [{ method: "POST", headers: { "content-type": "application/json" }, setupRequest: (request) => ({ ...request, body: loginBodies[(next += 1) % loginBodies.length] }) }],
    });
    const table = [floor, profile, tradeHistory, login];
    console.table(table);
    console.log(`GET /trade-history: ${HISTORY_TRADES} trades of the caller, first page of ${q.limit}, current Bangkok month`);
    printSummary([ratioLine(profile, floor), ratioLine(tradeHistory, floor)].map((line) => ({ ...line, figure: `${line.figure}, ${opened.name}` })));
    if (table.some((row) => row["non-2xx"] > 0 || row.errors > 0)) process.exitCode = 1;
  } finally {
    await app.close();
    await opened.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
