// Two API instances on one database, as behind a load balancer. With DATABASE_URL (CI): a
// throw-away PostgreSQL database that each instance opens through its own pool. Without it: one
// in-memory PGlite storage that both instances share (one process cannot open PGlite twice).
import { BrowserProvider } from "ethers";
import { okAsync } from "neverthrow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEthersChainAdapter } from "../../adapters/chain";
import { createEthersTradeEventSource } from "../../adapters/chain/ethers/ethers-trade-events";
import { startTradeIndexer, type TradeIndexerRunner } from "../../adapters/history";
import type { OpenedSqlStorage } from "../../adapters/storage/sql/pglite-storage";
import type { Address, ChainPort, TradeEvent } from "../../core/ports/chain.port";
import type { LeaseStorage } from "../../core/ports/lease.port";
import type { TradeEventSourcePort } from "../../core/ports/trade-events.port";
import { hardhatEnv, type HardhatEnv } from "../conformance/hardhat-env";
import { eventually } from "../support/eventually";
import { createProfileClient } from "../support/wire-clients/profile.client";
import { createSessionClient } from "../support/wire-clients/session.client";
import { seedPrices } from "./history-fixtures";
import { clientHash } from "./registration-fixtures";
import { createTestUser, startTestServer, TEST_CAPTCHA_TOKEN, type TestServer } from "./server-harness";
import { PASSWORD_HASH } from "./session-http-fixture";
import { openSharedDatabase, type SharedDatabase } from "./shared-database";

let db: SharedDatabase;
let one: TestServer;
let two: TestServer;

// Small request limits, as an operator would set them with RATE_LIMIT_REGISTER and RATE_LIMIT_LOGIN.
const MINUTE_MS = 60_000;
const requestLimits = { register: { limit: 3, windowMs: 60 * MINUTE_MS }, login: { limit: 4, windowMs: 15 * MINUTE_MS }, quote: null };

beforeAll(async () => {
  db = await openSharedDatabase();
  one = await startTestServer({ deps: { storage: db.first.storage }, config: { requestLimits } });
  two = await startTestServer({ deps: { storage: db.second.storage }, config: { requestLimits } });
}, 60_000);
afterAll(async () => {
  await one?.close();
  await two?.close();
  await db?.close();
});

describe("two API instances on one database", () => {
  const profileOn = (server: TestServer, token: string) => createProfileClient(server.clientWithToken(token)).getProfile();

  it("accepts on the second instance a session made on the first, and logout on either revokes it on both", async () => {
    const user = await createTestUser(one.deps, { passwordHash: await one.deps.passwordHasher.hash(PASSWORD_HASH) });
    const login = await createSessionClient(one.client).loginWithEmailPassword({ email: user.email, password: PASSWORD_HASH, recaptchaToken: TEST_CAPTCHA_TOKEN });
    const token = login._unsafeUnwrap().access_token ?? "";
    expect((await profileOn(two, token))._unsafeUnwrap().id).toBe(user.id);

    expect((await createSessionClient(two.clientWithToken(token)).logout())._unsafeUnwrap()).toEqual({ success: true });
    const after = await Promise.all([profileOn(one, token), profileOn(two, token)]);
    expect(after.map((answer) => answer._unsafeUnwrapErr().code)).toEqual(["SESSION_REVOKED", "SESSION_REVOKED"]);
  });
});

describe("request limits of two API instances on one database", () => {
  type Answer = Readonly<{ status: number; code: string; retryAfter: string | undefined; message: string }>;
  /** One request through `server` as if from `remoteAddress` (the load balancer's client address). */
  async function send(server: TestServer, remoteAddress: string, url: string, payload: object, language = "en"): Promise<Answer> {
    const response = await server.app.inject({ method: "POST", url: `/v1/api${url}`, payload, remoteAddress, headers: { "accept-language": language } });
    const body = response.json<{ code?: string; message?: string }>();
    const retryAfter = response.headers["retry-after"];
    return { status: response.statusCode, code: body.code ?? "OK", retryAfter: retryAfter === undefined ? undefined : String(retryAfter), message: body.message ?? "" };
  }
  const register = (server: TestServer, remoteAddress: string, n: number, language?: string) =>
    send(server, remoteAddress, "/user/registration", { email: `limit-${remoteAddress}-${n}@example.com`, password: clientHash(`Secret${n}abc`), isSubscribeNews: false, isAcceptTerms: true, language: "en", recaptchaToken: TEST_CAPTCHA_TOKEN }, language);
  const login = (server: TestServer, remoteAddress: string, n: number) =>
    send(server, remoteAddress, "/user/loginWithEmailPassword", { email: `nobody-${n}@example.com`, password: clientHash("Wrong123"), rememberMe: false, recaptchaToken: TEST_CAPTCHA_TOKEN });

  it("holds a client network to one registration limit across both instances, and other networks are not affected", async () => {
    const answers: Answer[] = [];
    // In turn through either instance, as a load balancer spreads them.
    for (let n = 0; n < 5; n++) answers.push(await register(n % 2 === 0 ? one : two, "203.0.113.10", n));
    expect(answers.map((a) => `${a.status} ${a.code}`)).toEqual(["200 OK", "200 OK", "200 OK", "429 REQUEST_RATE_LIMITED", "429 REQUEST_RATE_LIMITED"]);
    expect(Number(answers[3]!.retryAfter)).toBeGreaterThan(3500);
    expect(answers[3]!.message).toBe(`Too many requests from your network. Please try again in ${answers[3]!.retryAfter} seconds.`);
    const thai = await register(two, "203.0.113.10", 9, "th");
    expect(thai.message).toBe(`มีคำขอจากเครือข่ายของคุณมากเกินไป กรุณาลองใหม่อีกครั้งใน ${thai.retryAfter} วินาที`);

    expect((await register(two, "198.51.100.20", 0)).code).toBe("OK");
  });

  it("counts parallel logins on both instances against one limit, whatever their outcome", async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => login(n % 2 === 0 ? one : two, "203.0.113.30", n)));
    const tally = answers.reduce<Record<string, number>>((counts, a) => ({ ...counts, [a.code]: (counts[a.code] ?? 0) + 1 }), {});
    expect(tally).toEqual({ LOGIN_CREDENTIALS_INVALID: 4, REQUEST_RATE_LIMITED: 6 });
  });
});

describe(`trade indexers of several instances on one ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"} database`, () => {
  const ETH_IN = 10n ** 16n;
  const LEASE_MS = 10_000;
  const CRASH_LEASE_MS = 2_000;
  let env: HardhatEnv;
  let wallet: ChainPort;
  const made: TradeEvent[] = [];
  const reads: string[] = [];
  const overlaps: string[] = [];
  const active = new Set<string>();
  const runners: TradeIndexerRunner[] = [];
  const logs = new Map<string, string[]>();

  beforeAll(async () => {
    env = await hardhatEnv();
    wallet = createEthersChainAdapter({ kind: "EIP1193", provider: env.wallet }, { deployments: [env.chainDeployment], pollingIntervalMs: 10 });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(runners.map((r) => r.stop()));
  });

  async function trade(count: number): Promise<void> {
    const [src, dest] = [env.deployment.tokens.ETH!.address as Address, env.deployment.tokens.DAI!.address as Address];
    for (let i = 0; i < count; i++) {
      const block = (await env.node.request({ method: "eth_getBlockByNumber", params: ["latest", false] })) as { timestamp: string };
      const route = { kind: "SINGLE" as const, proxyIndex: i % 2, srcAmount: ETH_IN };
      const result = await wallet.trade({ src, dest, route, partnerIndex: 0, minDestAmount: 1n, deadline: BigInt(Number(block.timestamp) + 1_200) });
      if (result.isErr()) throw new Error(`trade failed: ${result.error.code}`);
      made.push(result.value.trade);
    }
  }

  /** The instance's own view of the chain, recording when it reads Trade events and whether another instance read at the same time. */
  function eventsOf(name: string): TradeEventSourcePort {
    const source = createEthersTradeEventSource({ provider: new BrowserProvider(env.node, undefined, { cacheTimeout: -1 }), router: env.chainDeployment.router });
    return {
      ...source,
      getTradeEvents: (from, to) => {
        if ([...active].some((other) => other !== name)) overlaps.push(name);
        active.add(name);
        reads.push(name);
        return source.getTradeEvents(from, to).map((events) => (active.delete(name), events)).mapErr((error) => (active.delete(name), error));
      },
    };
  }

  /** An instance's indexer on its own connection; `crashes` makes it leave its (short) lease behind when stopped, as a killed process would. */
  function startInstance(name: string, storage: OpenedSqlStorage, crashes = false): TradeIndexerRunner {
    const leases: LeaseStorage = crashes ? { ...storage.leases, release: () => okAsync(undefined) } : storage.leases;
    logs.set(name, []);
    const lease = { leases, clock: { now: () => Date.now() }, holder: name, leaseMs: crashes ? CRASH_LEASE_MS : LEASE_MS };
    const deps = { events: eventsOf(name), trades: storage.trades, prices: seedPrices(env.deployment) };
    const runner = startTradeIndexer(deps, { startBlock: BigInt(env.deployment.startBlock) }, 25, (line) => logs.get(name)!.push(line), lease);
    runners.push(runner);
    return runner;
  }

  const keyOf = (t: Readonly<{ transactionHash: string; logIndex: number }>) => `${t.transactionHash.toLowerCase()}:${t.logIndex}`;
  const storedKeys = async () =>
    (await db.first.trades.listLinkedTrades({ startTimestamp: 0, endTimestamp: 253_402_300_799, maxBlockNumber: 10n ** 12n }))._unsafeUnwrap().map((l) => keyOf(l.trade));
  const allStored = async () => (await storedKeys()).length >= made.length;
  const leads = (name: string) => () => logs.get(name)!.includes("trade indexer: this instance indexes");

  it("stores every trade exactly once while the indexing instance stops, crashes and is replaced, one instance indexing at a time", async () => {
    // api-1 leads with a short lease it will leave behind; api-2 waits on the other connection.
    startInstance("api-1", db.first, true);
    await eventually(leads("api-1"), "api-1 holds the lease");
    startInstance("api-2", db.second);
    await trade(6);
    await eventually(allStored, "api-1 stores the first trades");

    // api-1 dies without releasing: api-2 takes over once the lease expires, trades keep coming meanwhile.
    await runners[0]!.stop();
    await trade(4);
    await eventually(leads("api-2"), "api-2 takes over after the lease expires");
    await trade(2);
    await eventually(allStored, "api-2 stores the trades made around the crash");

    // api-3 joins; api-2 stops (and releases) between trades; api-3 goes on from the stored cursor.
    const third = startInstance("api-3", db.first);
    await trade(2);
    await runners[1]!.stop();
    await trade(3);
    await eventually(leads("api-3"), "api-3 takes over after api-2 stops");
    await eventually(allStored, "api-3 stores the later trades");
    await third.stop();

    expect((await storedKeys()).sort()).toEqual(made.map(keyOf).sort());
    expect(reads.filter((name, i) => name !== reads[i - 1])).toEqual(["api-1", "api-2", "api-3"]);
    expect(overlaps).toEqual([]);
  }, 120_000);
});
