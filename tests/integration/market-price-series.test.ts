import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMarketApi } from "../../adapters/http-client/market.client";
import { PRICE_SERIES_WINDOW_MS } from "../../core/market/price-series";
import { startTestServer, type TestServer } from "./server-harness";
import { startMarketTestEnv, type MarketTestEnv } from "./market-fixture";

let t: MarketTestEnv;
let chainless: TestServer;
const HOUR = 3_600_000;
const E18 = 10n ** 18n;

beforeAll(async () => {
  t = await startMarketTestEnv();
  chainless = await startTestServer();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await chainless?.close();
});

const ethPrice = async () => (await t.api.assetProfile())._unsafeUnwrap().tokens.find((tok) => tok.code === "ETH")!.price!;

describe("GET /assets/price-series on the local chain", () => {
  it("draws each token's day from the price table's snapshots, ending with the price now", async () => {
    const start = t.clock.now();
    const before = await ethPrice(); // the price table keeps a snapshot now
    t.clock.advance(6 * HOUR);
    // Selling 20 ETH into a venue lowers the ETH price.
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 600);
    (await t.trader.trade({ src: t.tokenAddress("ETH"), dest: t.tokenAddress("USDC"), route: { kind: "SINGLE", proxyIndex: 0, srcAmount: 20n * E18 }, partnerIndex: 0, minDestAmount: 1n, deadline }))._unsafeUnwrap();
    t.clock.advance(HOUR);
    const now = t.clock.now();
    const after = (await t.api.priceSeries())._unsafeUnwrap();
    const eth = after.tokens.find((line) => line.code === "ETH")!;

    expect([after.chainId, after.from, after.to]).toEqual([31337, now - PRICE_SERIES_WINDOW_MS, now]);
    expect(after.tokens.map((line) => line.code)).toEqual(["ETH", "DAI", "USDC", "USDT", "WBTC", "MKR", "LINK", "SLP"]);
    expect(eth.points.map((p) => p.takenAt)).toEqual([start, now]);
    expect(eth.points[0]!.price).toBe(before);
    expect(Number(eth.points[1]!.price)).toBeLessThan(Number(before) * 0.99);
    // The line ends at the price the table shows now.
    expect(eth.points[1]!.price).toBe(await ethPrice());
  });

  it("leaves out snapshots older than a day", async () => {
    t.clock.advance(PRICE_SERIES_WINDOW_MS + HOUR);
    const lines = (await t.api.priceSeries())._unsafeUnwrap();
    expect(lines.tokens.every((line) => line.points.length === 1 && line.points[0]!.takenAt === t.clock.now())).toBe(true);
  });

  it("answers the web app's market port in domain terms (its lines loaded on first use)", async () => {
    const lines = (await createMarketApi(t.server.client).priceSeries())._unsafeUnwrap();
    expect(lines.tokens.find((line) => line.code === "WBTC")!.points[0]!.price).toMatch(/^\d+(\.\d{1,8})?$/);
  });

  it("answers 503 MARKET_UNAVAILABLE on a server without a chain", async () => {
    const answer = await chainless.app.inject({ method: "GET", url: "/v1/api/assets/price-series" });
    expect([answer.statusCode, answer.json().code]).toEqual([503, "MARKET_UNAVAILABLE"]);
  });
});
